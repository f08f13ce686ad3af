import type { FastifyInstance } from 'fastify';
import { type Event, eventPath } from '../../../shared/events';
import { button, facts, link, muted, note, paragraph, renderMail } from '../../adapters/mail/ui';
import type { Executor } from '../../db/client';
import { eventFromRow } from '../seats/service';
import { whenAndWhere } from '../tickets/service';
import type { EntryRow, EventRow } from './repository';

// What a visitor's request to join a waitlist sends to the address they typed: the link to
// confirm a new place, the link to a place already on the list, or word that the address already
// has a seat. Whoever typed the address may not own it, so these greet no one by the typed name
// and ask nothing of a reader who did not ask to join. The links open the entry's page
// (/waitlist#<code>), where only a press confirms: a mail scanner opening them changes nothing.

const entryUrl = (app: FastifyInstance, entry: EntryRow) => `${app.config.publicUrl}/waitlist#${entry.code}`;
const eventUrl = (app: FastifyInstance, event: Event) => `${app.config.publicUrl}${eventPath(event)}`;
const NOT_YOU = "If you didn't ask to join, ignore this e-mail: nothing happens unless you press the button.";

export async function sendConfirmPlace(app: FastifyInstance, row: EventRow, entry: EntryRow, tx: Executor) {
  const event = eventFromRow(row);
  const url = entryUrl(app, entry);
  const subject = `Confirm your waitlist place: ${event.title}`;
  const lead = `This address was put on the waitlist of ${event.title}. Confirm it is yours, and we'll offer you a seat when one frees up.`;
  const meanwhile = 'You keep your place in line until you confirm, but no seat is offered to you before.';
  const mail = renderMail({
    subject,
    preheader: 'Confirm your place to be offered a seat.',
    heading: event.title,
    blocks: [
      paragraph('Hello,'),
      paragraph(lead),
      muted(meanwhile),
      facts(whenAndWhere(event)),
      button(url, 'Confirm your place', 'Confirm your place (a button on the page)'),
      note(NOT_YOU),
      note("The event's page: ", link(eventUrl(app, event))),
    ],
    signature: ['MESC'],
  });
  await app.mailer.send({ to: entry.email, reason: 'visitor', ...mail }, tx);
}

export async function sendAlreadyOnList(app: FastifyInstance, row: EventRow, entry: EntryRow, tx: Executor) {
  const event = eventFromRow(row);
  const url = entryUrl(app, entry);
  const subject = `Your waitlist place: ${event.title}`;
  const lead = `Someone asked to join the waitlist of ${event.title} with this address, which is already on it: nothing changed.`;
  const next = entry.confirmedAt
    ? 'Your place, and the way to leave the list, are on its page.'
    : 'Your place is not confirmed yet: confirm it on its page to be offered a seat.';
  const mail = renderMail({
    subject,
    preheader: 'You are already on the list.',
    heading: event.title,
    blocks: [
      paragraph('Hello,'),
      paragraph(lead),
      muted(next),
      facts(whenAndWhere(event)),
      button(url, entry.confirmedAt ? 'See your place' : 'Confirm your place', 'Your waitlist place'),
      note("The event's page: ", link(eventUrl(app, event))),
    ],
    signature: ['MESC'],
  });
  await app.mailer.send({ to: entry.email, reason: 'visitor', ...mail }, tx);
}

export async function sendAlreadyGoing(app: FastifyInstance, row: EventRow, email: string, tx: Executor) {
  const event = eventFromRow(row);
  const subject = `You already have a seat: ${event.title}`;
  const lead = `Someone asked to join the waitlist of ${event.title} with this address, which already has a seat: nothing changed.`;
  const ticket = 'Your ticket is in the e-mail that confirmed your RSVP.';
  const mail = renderMail({
    subject,
    preheader: 'You are already going.',
    heading: event.title,
    blocks: [
      paragraph('Hello,'),
      paragraph(lead),
      muted(ticket),
      facts(whenAndWhere(event)),
      note("The event's page: ", link(eventUrl(app, event))),
    ],
    signature: ['MESC'],
  });
  await app.mailer.send({ to: email, reason: 'visitor', ...mail }, tx);
}
