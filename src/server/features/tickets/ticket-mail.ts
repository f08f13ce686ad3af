import type { FastifyInstance } from 'fastify';
import { formatEventWhen } from '../../../shared/dates';
import { type Event, eventPath } from '../../../shared/events';
import { formatDollars } from '../../../shared/money';
import { formatDoorCode } from '../../../shared/tickets';
import {
  escapeHtml,
  mailDocument,
  mailFacts,
  mailLink,
  mailNote,
  mailParagraph,
  mailQrCard,
} from '../../adapters/mail/mail-html';
import type { MailAttachment } from '../../adapters/mail/mailer';
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
 * The tickets' part of an e-mail's HTML: for each, its QR code (an inline PNG of its page's
 * address, attached with a Content-ID), the door code printed under it and the link to its page.
 */
export async function ticketMailCards(
  app: FastifyInstance,
  tickets: TicketInMail[],
): Promise<{ html: string; attachments: MailAttachment[] }> {
  const attachments: MailAttachment[] = [];
  const cards: string[] = [];
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
    cards.push(
      mailQrCard({
        heading: ticket.heading,
        cid,
        alt: ticket.alt,
        code: `Door code ${formatDoorCode(ticket.shortCode)}`,
        href: url,
        button: ticket.button,
      }),
    );
  }
  return { html: cards.join(''), attachments };
}

/** The event's calendar file, attached to every e-mail that gives a seat. */
export const eventIcsAttachment = async (app: FastifyInstance, event: Event): Promise<MailAttachment> => ({
  filename: 'event.ics',
  contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  content: await eventsIcs([event], { siteUrl: app.config.publicUrl }),
});

function whenAndWhere(event: Event): string[] {
  return [
    `When: ${formatEventWhen(event)}${event.timeToBeAnnounced ? '' : ' (Miami time)'}`,
    `Where: ${event.venue || 'Venue to be announced'}`,
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
  const paid =
    order.amount > 0 ? `Paid: ${formatDollars(order.amount)}` : 'Paid: nothing (free with your membership)';
  const text = [
    greeting,
    '',
    `Here ${tickets.length === 1 ? 'is your ticket' : `are your ${tickets.length} tickets`} for ${event.title}.`,
    '',
    ...whenAndWhere(event),
    paid,
    '',
    "Show each ticket's QR code at the door (open its page on your phone):",
    ...tickets.map(
      (ticket, i) =>
        `${ticketLabel(ticket, i, names)}: ${ticketUrl(app, ticket.code)} (door code ${formatDoorCode(ticket.shortCode)})`,
    ),
    '',
    'The attached calendar file adds the event to your calendar.',
    '',
    `Questions? Reply to this e-mail or call ${app.config.club.phone}.`,
    'See you there,',
    'MESC',
  ].join('\n');
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
    })),
  );
  const html = mailDocument({
    title: `Your ${several ? 'tickets' : 'ticket'}: ${event.title}`,
    preheader: `Show ${several ? "each ticket's" : 'the'} QR code at the door.`,
    heading: event.title,
    body: [
      mailParagraph(greeting),
      mailParagraph(
        `Here ${several ? `are your ${tickets.length} tickets` : 'is your ticket'}. Show ${several ? "each ticket's" : 'its'} QR code at the door, from this e-mail or from the ticket's page on your phone.`,
      ),
      mailFacts([
        ['When', `${formatEventWhen(event)}${event.timeToBeAnnounced ? '' : ' (Miami time)'}`],
        ['Where', event.venue || 'Venue to be announced'],
        ['Paid', order.amount > 0 ? formatDollars(order.amount) : 'Nothing (free with your membership)'],
      ]),
      cards.html,
      mailParagraph('The attached calendar file adds the event to your calendar.', 'muted'),
      mailNote(
        `Questions? Reply to this e-mail or call ${escapeHtml(app.config.club.phone)}. The event's page: ${mailLink(`${app.config.publicUrl}${eventPath(event)}`)}`,
      ),
    ].join(''),
  });
  await app.mailer.send(
    {
      to: order.email,
      // A paid order's tickets always go; a free one (a member price of nothing) is counted.
      reason: order.amount > 0 ? 'paid' : 'visitor',
      subject: `Your ${several ? 'tickets' : 'ticket'}: ${event.title}`,
      text,
      html,
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
  const text = [
    await greetingFor(tx, order.email),
    '',
    `Your payment of ${formatDollars(order.amount)} for ${event.title} arrived after the 10 minutes your seats were held, and by then the event had no seats left.`,
    'We have refunded it in full; your bank shows it within 5–10 days.',
    '',
    `Sorry about that. Other events: ${app.config.publicUrl}/events`,
    'MESC',
  ].join('\n');
  await app.mailer.send({ to: order.email, reason: 'paid', subject: `Refunded: ${event.title}`, text }, tx);
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
  const text = [
    await greetingFor(tx, ticket.email),
    '',
    by === 'holder'
      ? `Your ${what} for ${event.title} is cancelled, and the seat has gone back to the club.`
      : `The club has cancelled your ${what} for ${event.title}.`,
    refund > 0
      ? `${formatDollars(refund)} has been refunded to your card; your bank shows it within 5–10 days.`
      : '',
    '',
    `The ticket's page says so too: ${ticketUrl(app, ticket.code)}`,
    `Questions? Reply to this e-mail or call ${app.config.club.phone}.`,
    'MESC',
  ]
    .filter((line, i, all) => line !== '' || all[i - 1] !== '')
    .join('\n');
  await app.mailer.send(
    {
      to: ticket.email,
      // Money back is a receipt, and staff's word is staff's; a free seat given back is counted.
      reason: refund > 0 ? 'paid' : by === 'staff' ? 'staff' : 'visitor',
      subject: `${refund > 0 ? 'Refunded' : 'Cancelled'}: ${event.title}`,
      text,
    },
    tx,
  );
}
