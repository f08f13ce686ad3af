import type { FastifyInstance } from 'fastify';
import { formatEventWhen } from '../../../shared/dates';
import { eventsToIcs } from '../../../shared/event-ics';
import type { Event, RsvpInput } from '../../../shared/events';
import { formatPrice } from '../../../shared/money';
import type { Executor } from '../../db/client';

/** The visitor's confirmation, with the event's .ics attached so it lands in their calendar. */
export async function sendRsvpConfirmation(
  app: FastifyInstance,
  event: Event,
  visitor: RsvpInput,
  tx: Executor,
) {
  const when = formatEventWhen(event);
  const where = event.venue || 'Venue to be announced';
  const text = [
    `Hi ${visitor.name},`,
    '',
    `You're on the list for ${event.title}.`,
    '',
    `When: ${when}${event.timeToBeAnnounced ? '' : ' (Miami time)'}`,
    `Where: ${where}`,
    `Price: ${formatPrice(event.price)}`,
    '',
    'The attached calendar file adds the event to your calendar.',
    `All events: ${app.config.publicUrl}/events`,
    '',
    `Questions? Reply to this e-mail or call ${app.config.club.phone}.`,
    'See you there,',
    'MESC',
  ].join('\n');
  await app.mailer.send(
    {
      to: visitor.email,
      subject: `You're in: ${event.title}`,
      text,
      attachments: [
        {
          filename: 'event.ics',
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          content: eventsToIcs([event], { siteUrl: app.config.publicUrl }),
        },
      ],
    },
    tx,
  );
}
