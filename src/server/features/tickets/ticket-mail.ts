import type { FastifyInstance } from 'fastify';
import { formatEventWhen } from '../../../shared/dates';
import { type Event, eventPath } from '../../../shared/events';
import { formatDollars } from '../../../shared/money';
import { formatDoorCode } from '../../../shared/tickets';
import type { MailAttachment } from '../../adapters/mail/mailer';
import { type Block, facts, link, muted, note, paragraph, renderMail } from '../../adapters/mail/ui';
import type { Executor } from '../../db/client';
import { eventsIcs } from '../../render/ics';
import { confirmedOwnerOf, greetingFor, greetingOf } from '../members/service';
import { qrPng } from './qr';
import type { OrderRow, TicketRow } from './repository';

// The e-mails of tickets: the tickets themselves (each with its page, where the QR code is), a
// late payment refunded, and a ticket refunded or cancelled. Written in the transaction of the
// change they tell about. The names a buyer typed (their own, their guests') appear only in
// an e-mail to a member's confirmed address that the member ordered from, signed in.

const ticketUrl = (app: FastifyInstance, code: string) => `${app.config.publicUrl}/tickets/${code}`;

/** A ticket as an e-mail shows it: a heading ("Ticket 1 — Ana"), its QR's description, its button. */
export interface TicketInMail {
  code: string;
  /** The door code, printed under the QR code for the door to type. */
  shortCode: string;
  heading: string;
  alt: string;
  button: string;
}

/**
 * The tickets' part of an e-mail: for each, its QR code (an inline PNG of its page's address,
 * attached with a Content-ID), the door code printed under it and the link to its page; the text
 * part gives each ticket's line (`text`).
 */
export async function ticketMailCards(
  app: FastifyInstance,
  tickets: (TicketInMail & { text: string })[],
): Promise<{ blocks: Block[]; attachments: MailAttachment[] }> {
  const attachments: MailAttachment[] = [];
  const blocks: Block[] = [];
  for (const ticket of tickets) {
    const url = ticketUrl(app, ticket.code);
    const cid = `qr-${ticket.code}@mesc.club`;
    attachments.push({
      filename: `ticket-${ticket.code.slice(0, 8)}.png`,
      contentType: 'image/png',
      content: (await qrPng(url)).toString('base64'),
      encoding: 'base64',
      cid,
    });
    blocks.push({
      kind: 'ticket',
      heading: ticket.heading,
      cid,
      alt: ticket.alt,
      doorCode: `Door code ${formatDoorCode(ticket.shortCode)}`,
      href: url,
      button: ticket.button,
      text: ticket.text,
      part: 'both',
    });
  }
  return { blocks, attachments };
}

/** The event's calendar file, attached to every e-mail that gives a seat. */
export const eventIcsAttachment = async (app: FastifyInstance, event: Event): Promise<MailAttachment> => ({
  filename: 'event.ics',
  contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  content: await eventsIcs([event], { siteUrl: app.config.publicUrl }),
});

/** When and where a night is, as an e-mail's facts. */
export function whenAndWhere(event: Event): [string, string][] {
  return [
    ['When', `${formatEventWhen(event)}${event.timeToBeAnnounced ? '' : ' (Miami time)'}`],
    ['Where', event.venue || 'Venue to be announced'],
  ];
}

const ticketLabel = (ticket: TicketRow, index: number, names: boolean) =>
  `Ticket ${index + 1}${ticket.guest ? ' (guest pass)' : ''}${names && ticket.holderName ? ` — ${ticket.holderName}` : ''}`;

export async function sendTickets(
  app: FastifyInstance,
  event: Event,
  order: OrderRow,
  tickets: TicketRow[],
  tx: Executor,
) {
  const owner = await confirmedOwnerOf(tx, order.email);
  const greeting = greetingOf(owner);
  const names = owner !== undefined && owner.id === order.memberId;
  const several = tickets.length > 1;
  const cards = await ticketMailCards(
    app,
    tickets.map((ticket, i) => ({
      code: ticket.code,
      shortCode: ticket.shortCode,
      heading: several
        ? ticketLabel(ticket, i, names)
        : `Your ticket${names && ticket.holderName ? ` — ${ticket.holderName}` : ''}`,
      alt: `QR code of ${several ? `ticket ${i + 1}` : 'your ticket'} for ${event.title}`,
      button: several ? `Open ticket ${i + 1}` : 'Open your ticket',
      text: `${ticketLabel(ticket, i, names)}: ${ticketUrl(app, ticket.code)} (door code ${formatDoorCode(ticket.shortCode)})`,
    })),
  );
  const mail = renderMail({
    subject: `Your ${several ? 'tickets' : 'ticket'}: ${event.title}`,
    preheader: `Show ${several ? "each ticket's" : 'the'} QR code at the door.`,
    heading: event.title,
    blocks: [
      paragraph(greeting),
      paragraph(
        `Here ${several ? `are your ${tickets.length} tickets` : 'is your ticket'} for ${event.title}. Show ${several ? "each ticket's" : 'its'} QR code at the door, from this e-mail or from the ticket's page on your phone.`,
      ),
      facts([
        ...whenAndWhere(event),
        ['Paid', order.amount > 0 ? formatDollars(order.amount) : 'Nothing (free with your membership)'],
      ]),
      ...cards.blocks,
      muted('The attached calendar file adds the event to your calendar.'),
      note(
        `Questions? Reply to this e-mail or call ${app.config.club.phone}. The event's page: `,
        link(`${app.config.publicUrl}${eventPath(event)}`),
      ),
    ],
    signature: ['See you there,', 'MESC'],
  });
  await app.mailer.send(
    {
      to: order.email,
      // A paid order's tickets always go; a free one (a member price of nothing) is counted.
      reason: order.amount > 0 ? 'paid' : 'visitor',
      ...mail,
      attachments: [await eventIcsAttachment(app, event), ...cards.attachments],
    },
    tx,
  );
}

export async function sendLatePaymentRefunded(
  app: FastifyInstance,
  event: Event,
  order: OrderRow,
  tx: Executor,
) {
  const mail = renderMail({
    subject: `Refunded: ${event.title}`,
    preheader: 'Your payment arrived after the event had no seats left: it is refunded in full.',
    heading: event.title,
    blocks: [
      paragraph(await greetingFor(tx, order.email)),
      paragraph(
        `Your payment of ${formatDollars(order.amount)} for ${event.title} arrived after the 10 minutes your seats were held, and by then the event had no seats left.`,
      ),
      paragraph('We have refunded it in full; your bank shows it within 5–10 days.'),
      paragraph('Sorry about that. Other events: ', link(`${app.config.publicUrl}/events`)),
    ],
    signature: ['MESC'],
  });
  await app.mailer.send({ to: order.email, reason: 'paid', ...mail }, tx);
}

export async function sendTicketRefunded(
  app: FastifyInstance,
  event: Event,
  ticket: TicketRow,
  refund: number,
  by: 'staff' | 'holder',
  tx: Executor,
) {
  const what = ticket.orderId === null ? 'RSVP' : 'ticket';
  const mail = renderMail({
    subject: `${refund > 0 ? 'Refunded' : 'Cancelled'}: ${event.title}`,
    preheader:
      refund > 0 ? `${formatDollars(refund)} has been refunded to your card.` : `Your ${what} is cancelled.`,
    heading: event.title,
    blocks: [
      paragraph(await greetingFor(tx, ticket.email)),
      paragraph(
        by === 'holder'
          ? `Your ${what} for ${event.title} is cancelled, and the seat has gone back to the club.`
          : `The club has cancelled your ${what} for ${event.title}.`,
      ),
      ...(refund > 0
        ? [
            paragraph(
              `${formatDollars(refund)} has been refunded to your card; your bank shows it within 5–10 days.`,
            ),
          ]
        : []),
      paragraph("The ticket's page says so too: ", link(ticketUrl(app, ticket.code))),
      note(`Questions? Reply to this e-mail or call ${app.config.club.phone}.`),
    ],
    signature: ['MESC'],
  });
  await app.mailer.send(
    {
      to: ticket.email,
      // Money back is a receipt, and staff's word is staff's; a free seat given back is counted.
      reason: refund > 0 ? 'paid' : by === 'staff' ? 'staff' : 'visitor',
      ...mail,
    },
    tx,
  );
}
