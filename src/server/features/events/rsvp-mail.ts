import type { FastifyInstance } from 'fastify';
import { type Event, eventPath } from '../../../shared/events';
import { formatPrice } from '../../../shared/money';
import { formatDoorCode } from '../../../shared/tickets';
import { facts, link, muted, note, only, paragraph, renderMail } from '../../adapters/mail/ui';
import type { Executor } from '../../db/client';
import { greetingFor } from '../members/service';
import { eventIcsAttachment, ticketMailCards, whenAndWhere } from '../tickets/service';

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
  const cancelLine =
    "Can't come after all? Cancel your RSVP on the ticket page, and the seat goes to someone else.";
  const card = await ticketMailCards(app, [
    {
      code: visitor.code,
      shortCode: visitor.shortCode,
      heading: 'Your ticket',
      alt: `QR code of your ticket for ${event.title}`,
      button: 'Open your ticket',
      text: `Your ticket (show its QR code at the door): ${ticketUrl}\nDoor code, if the QR code will not scan: ${formatDoorCode(visitor.shortCode)}`,
    },
  ]);
  const mail = renderMail({
    subject: `You're in: ${event.title}`,
    preheader: `You're on the list for ${event.title}. Show the QR code at the door.`,
    heading: event.title,
    blocks: [
      paragraph(greeting),
      paragraph(
        `You're on the list for ${event.title}. Show your ticket's QR code at the door, from this e-mail or its page.`,
      ),
      facts([...whenAndWhere(event), ['Price', formatPrice(event.price)]]),
      ...card.blocks,
      only('text', note(cancelLine)),
      only(
        'html',
        note(
          "Can't come after all? ",
          link(ticketUrl, 'Cancel your RSVP on the ticket page'),
          ', and the seat goes to someone else.',
        ),
      ),
      muted('The attached calendar file adds the event to your calendar.'),
      note(
        `Questions? Reply to this e-mail or call ${app.config.club.phone}. The event's page: `,
        link(eventUrl),
      ),
    ],
    signature: ['See you there,', 'MESC'],
  });
  await app.mailer.send(
    {
      to: visitor.email,
      reason: visitor.memberId ? 'owner' : 'visitor',
      ...mail,
      attachments: [await eventIcsAttachment(app, event), ...card.attachments],
    },
    tx,
  );
}
