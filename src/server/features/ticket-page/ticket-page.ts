import { formatEventTime, formatEventWhen, formatShortDate } from '../../../shared/dates';
import { formatDollars } from '../../../shared/money';
import { formatDoorCode, TICKET_TEXTS } from '../../../shared/tickets';
import type { TicketView } from '../../../shared/tickets-schema';
import { qrSvg } from '../tickets/service';
import { OFFLINE_LINE_HIDDEN, OFFLINE_TEXT } from './ticket-offline';
import { escapeHtml as e, ticketDocument } from './ticket-page-shell';

// The pages of /tickets/<code>: the ticket (its QR code large, on white, to scan at the door),
// the question before cancelling, a refusal and the unknown code. What a page says about the
// ticket's state is plain: refunded or cancelled tickets show why and no QR code at all.

/** A ticket as its page shows it: the view, and when it was refunded or cancelled. */
export type PageTicket = TicketView & { endedAt: Date | null };

/** "Nov 24, 2026 at 8:02 PM" in Miami. */
const miamiMoment = (at: Date | string) =>
  `${formatShortDate(at)} at ${formatEventTime({ date: new Date(at).toISOString(), timeToBeAnnounced: false })}`;

/** "RSVP", "guest pass" or "ticket": what the holder calls it. */
const what = (ticket: TicketView) => (ticket.rsvp ? 'RSVP' : ticket.guest ? 'guest pass' : 'ticket');

/** Who the ticket is for: the seat's name, or the guest's host, or the buyer's name. */
function holder(ticket: TicketView): { name: string; sub?: string } {
  if (ticket.holderName)
    return { name: ticket.holderName, sub: ticket.guest ? `Guest of ${ticket.name}` : undefined };
  return { name: ticket.guest ? `Guest of ${ticket.name}` : ticket.name };
}

function kind(ticket: TicketView): { badge: string; className: string; detail: string } {
  if (ticket.rsvp) return { badge: 'RSVP', className: 'rsvp', detail: 'Free RSVP' };
  if (ticket.guest)
    return {
      badge: 'Guest pass',
      className: 'guest',
      detail: "Guest pass (free with an Inner Circle member's ticket)",
    };
  const price = ticket.price > 0 ? formatDollars(ticket.price) : 'Free';
  return {
    badge: 'Ticket',
    className: '',
    detail: ticket.memberPrice ? `Ticket · ${price}, member price` : `Ticket · ${price}`,
  };
}

/** The label of the cancel button, and of its confirmation. */
export function cancelLabel(ticket: TicketView): string {
  if (ticket.rsvp) return 'Cancel my RSVP';
  if (ticket.refundOnCancel > 0) return `Cancel and refund ${formatDollars(ticket.refundOnCancel)}`;
  return `Cancel my ${what(ticket)}`;
}

const mapsLink = (venue: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${venue}, Miami, FL`)}`;

const ticketPath = (ticket: TicketView) => `/tickets/${ticket.code}`;

function stateOf(ticket: PageTicket): { ended: boolean; html: string } {
  if (ticket.status !== 'valid') {
    const verb = ticket.status === 'refunded' ? 'refunded' : 'cancelled';
    const when = ticket.endedAt ? ` on ${miamiMoment(ticket.endedAt)}` : '';
    const money =
      ticket.status === 'refunded' && ticket.price > 0
        ? `<p>${e(formatDollars(ticket.price))} went back to the card it was paid with; banks show it within 5–10 days.</p>`
        : '';
    return {
      ended: true,
      html: `<div class="banner ended" role="status"><strong>This ${what(ticket)} was ${verb}${e(when)}.</strong><p>It can no longer be used at the door.</p>${money}</div>`,
    };
  }
  if (ticket.checkedInAt) {
    return {
      ended: false,
      html: `<div class="banner in" role="status"><strong>Checked in at ${e(formatEventTime({ date: ticket.checkedInAt, timeToBeAnnounced: false }))}</strong><p>${e(formatShortDate(ticket.checkedInAt))}. Enjoy the night!</p></div>`,
    };
  }
  if (Date.parse(ticket.event.date) <= Date.now()) {
    return { ended: false, html: '<p class="state">This event has started or is over.</p>' };
  }
  return { ended: false, html: '<p class="state">Valid. Show this QR code at the door.</p>' };
}

function cancelSection(ticket: TicketView): string {
  if (ticket.cancellable) {
    const why = ticket.rsvp
      ? 'Cancel your RSVP and your seat goes to someone else.'
      : ticket.refundOnCancel > 0
        ? `Cancel now and ${formatDollars(ticket.refundOnCancel)} goes back to your card.`
        : 'Cancel it and the seat goes back to the club.';
    return `<section class="cancel" aria-labelledby="cancel-heading"><h2 id="cancel-heading">Can't make it?</h2><p>${e(why)} You'll be asked to confirm.</p><form method="post" action="${ticketPath(ticket)}/cancel"><button class="button danger" type="submit">${e(cancelLabel(ticket))}</button></form></section>`;
  }
  const ahead = Date.parse(ticket.event.date) > Date.now();
  if (ticket.status === 'valid' && !ticket.checkedInAt && ahead && ticket.price > 0) {
    return `<p class="note">${e(TICKET_TEXTS.noRefunds)}</p>`;
  }
  return '';
}

/** The ticket's own page. `notice` is a refusal to show above it (a cancel that did not happen). */
export function ticketPageHtml(ticket: PageTicket, fonts: string, notice?: string): string {
  const { event } = ticket;
  const state = stateOf(ticket);
  const who = holder(ticket);
  const k = kind(ticket);
  const when = `${formatEventWhen(event)}${event.timeToBeAnnounced ? '' : ' (Miami time)'}`;
  const venue = event.venue
    ? `${e(event.venue)}<span class="sub"><a href="${e(mapsLink(event.venue))}" rel="noreferrer noopener" target="_blank">Open in Maps</a></span>`
    : 'Venue to be announced';
  const qr = state.ended
    ? `<div class="no-qr"><p>No QR code: this ${what(ticket)} is no longer valid.</p></div>`
    : `<div class="qr-box">${qrSvg(ticket.url, `QR code of your ${what(ticket)} for ${event.title}`)}</div>`;
  const body = `<main>${OFFLINE_LINE_HIDDEN}${OFFLINE_TEXT}</p>${
    notice
      ? `<div class="notice" role="alert"><strong>Nothing was cancelled.</strong> ${e(notice)}</div>`
      : ''
  }<article class="pass${state.ended ? ' ended' : ''}" aria-labelledby="event-title">
<div class="pass-head"><p class="kind ${k.className}">${e(k.badge)}</p><h1 id="event-title">${e(event.title)}</h1><p class="when">${e(when)}</p>${state.html}</div>
<div class="pass-qr">${qr}<p class="code">Door code<span>${e(formatDoorCode(ticket.shortCode))}</span></p></div>
<div class="pass-details"><dl>
<div><dt>Name</dt><dd>${e(who.name)}${who.sub ? `<span class="sub">${e(who.sub)}</span>` : ''}</dd></div>
<div><dt>Where</dt><dd>${venue}</dd></div>
<div><dt>Kind</dt><dd>${e(k.detail)}</dd></div>
</dl>${cancelSection(ticket)}</div>
</article></main>`;
  return ticketDocument({
    title: `Your ${what(ticket)}: ${event.title} · MESC`,
    body,
    fonts,
    keepOffline: true,
  });
}

/** The question before cancelling: a press on the ticket page comes here, only "Yes" cancels. */
export function confirmCancelHtml(ticket: TicketView, fonts: string): string {
  const refund =
    ticket.refundOnCancel > 0
      ? `<p>${e(formatDollars(ticket.refundOnCancel))} goes back to the card you paid with; banks show it within 5–10 days.</p>`
      : '';
  const body = `<main><article class="pass narrow" aria-labelledby="confirm-title"><h1 id="confirm-title">Cancel your ${e(what(ticket))}?</h1>
<p><strong>${e(ticket.event.title)}</strong><br>${e(formatEventWhen(ticket.event))}</p>
<p>Your seat goes back to the club and this ${e(what(ticket))}'s QR code stops working. This cannot be undone.</p>${refund}
<div class="actions"><form method="post" action="${ticketPath(ticket)}/cancel"><input type="hidden" name="confirm" value="yes"><button class="button danger solid" type="submit">Yes, ${e(cancelLabel(ticket).replace(/^Cancel/, 'cancel'))}</button></form><a class="button quiet" href="${ticketPath(ticket)}">No, keep it</a></div>
</article></main>`;
  return ticketDocument({ title: `Cancel your ${what(ticket)}? · MESC`, body, fonts });
}

/** A cancel refused before looking at the ticket (another site's form). */
export function refusalHtml(code: string, message: string, fonts: string): string {
  const body = `<main><article class="pass narrow" aria-labelledby="refused-title"><h1 id="refused-title">Nothing was cancelled</h1><p role="alert">${e(message)}</p><div class="actions"><a class="button primary" href="/tickets/${e(code)}">Open your ticket</a></div></article></main>`;
  return ticketDocument({ title: 'Nothing was cancelled · MESC', body, fonts });
}

/** A code no ticket has. */
export function notFoundHtml(fonts: string): string {
  const body = `<main><article class="pass narrow" aria-labelledby="missing-title"><h1 id="missing-title">Ticket not found</h1><p>No ticket has this code. Check the link in your e-mail: it must be copied whole.</p><p>Members find all their tickets in their account.</p><div class="actions"><a class="button primary" href="/account">My account</a><a class="button quiet" href="/events">All events</a></div></article></main>`;
  return ticketDocument({ title: 'Ticket not found · MESC', body, fonts });
}
