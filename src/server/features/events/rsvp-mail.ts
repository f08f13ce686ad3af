import type { FastifyInstance } from 'fastify';
import { formatEventWhen } from '../../../shared/dates';
import { type Event, eventPath } from '../../../shared/events';
import { formatPrice } from '../../../shared/money';
import { formatDoorCode } from '../../../shared/tickets';
import {
  escapeHtml,
  mailDocument,
  mailFacts,
  mailLink,
  mailNote,
  mailParagraph,
} from '../../adapters/mail/mail-html';
import type { Executor } from '../../db/client';
import { greetingFor } from '../members/service';
import { eventIcsAttachment, ticketMailCards } from '../tickets/service';

/**
 * The visitor's confirmation: their ticket's QR code (inline) and page, where they can also cancel,
 * and the event's .ics attached so it lands in their calendar. A member's own RSVP (signed in,
 * to their own address) is theirs; anyone else's counts against the address's mail budget.
 */
export async function sendRsvpConfirmation(
  app: FastifyInstance,
  event: Event,
  visitor: { email: string; code: string; shortCode: string; memberId: number | null },
  tx: Executor,
) {
  const greeting = await greetingFor(tx, visitor.email);
  const ticketUrl = `${app.config.publicUrl}/tickets/${visitor.code}`;
  const eventUrl = `${app.config.publicUrl}${eventPath(event)}`;
  const when = `${formatEventWhen(event)}${event.timeToBeAnnounced ? '' : ' (Miami time)'}`;
  const where = event.venue || 'Venue to be announced';
  const cancelLine =
    "Can't come after all? Cancel your RSVP on the ticket page, and the seat goes to someone else.";
  const text = [
    greeting,
    '',
    `You're on the list for ${event.title}.`,
    '',
    `When: ${when}`,
    `Where: ${where}`,
    `Price: ${formatPrice(event.price)}`,
    '',
    `Your ticket (show its QR code at the door): ${ticketUrl}`,
    `Door code, if the QR code will not scan: ${formatDoorCode(visitor.shortCode)}`,
    cancelLine,
    '',
    'The attached calendar file adds the event to your calendar.',
    `The event's page: ${eventUrl}`,
    '',
    `Questions? Reply to this e-mail or call ${app.config.club.phone}.`,
    'See you there,',
    'MESC',
  ].join('\n');
  const card = await ticketMailCards(app, [
    {
      code: visitor.code,
      shortCode: visitor.shortCode,
      heading: 'Your ticket',
      alt: `QR code of your ticket for ${event.title}`,
      button: 'Open your ticket',
    },
  ]);
  const html = mailDocument({
    title: `You're in: ${event.title}`,
    preheader: `You're on the list for ${event.title}. Show the QR code at the door.`,
    heading: event.title,
    body: [
      mailParagraph(greeting),
      mailParagraph(
        `You're on the list. Show your ticket's QR code at the door, from this e-mail or its page.`,
      ),
      mailFacts([
        ['When', when],
        ['Where', where],
        ['Price', formatPrice(event.price)],
      ]),
      card.html,
      mailNote(
        `Can't come after all? ${mailLink(ticketUrl, 'Cancel your RSVP on the ticket page')}, and the seat goes to someone else.`,
      ),
      mailNote('The attached calendar file adds the event to your calendar.'),
      mailNote(
        `Questions? Reply to this e-mail or call ${escapeHtml(app.config.club.phone)}. The event's page: ${mailLink(eventUrl)}`,
      ),
    ].join(''),
  });
  await app.mailer.send(
    {
      to: visitor.email,
      reason: visitor.memberId ? 'owner' : 'visitor',
      subject: `You're in: ${event.title}`,
      text,
      html,
      attachments: [await eventIcsAttachment(app, event), ...card.attachments],
    },
    tx,
  );
}
