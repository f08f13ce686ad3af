import type { FastifyInstance } from 'fastify';
import { formatEventWhen } from '../../../shared/dates';
import { type Event, eventPath } from '../../../shared/events';
import {
  mailButton,
  mailDocument,
  mailFacts,
  mailLink,
  mailNote,
  mailParagraph,
} from '../../adapters/mail/mail-html';
import type { Executor } from '../../db/client';
import { eventFromRow } from '../seats/service';
import type { EntryRow, EventRow } from './repository';

// What a visitor's request to join a waitlist sends to the address they typed: the link to
// confirm a new place, the link to a place already on the list, or word that the address already
// has a seat. Whoever typed the address may not own it, so these greet no one by the typed name
// and ask nothing of a reader who did not ask to join. The links open the entry's page
// (/waitlist#<code>), where only a press confirms: a mail scanner opening them changes nothing.

const entryUrl = (app: FastifyInstance, entry: EntryRow) => `${app.config.publicUrl}/waitlist#${entry.code}`;
const eventUrl = (app: FastifyInstance, event: Event) => `${app.config.publicUrl}${eventPath(event)}`;
const whenOf = (event: Event) => `${formatEventWhen(event)}${event.timeToBeAnnounced ? '' : ' (Miami time)'}`;
const NOT_YOU = "If you didn't ask to join, ignore this e-mail: nothing happens unless you press the button.";

function facts(event: Event) {
  return mailFacts([
    ['When', whenOf(event)],
    ['Where', event.venue || 'Venue to be announced'],
  ]);
}

export async function sendConfirmPlace(app: FastifyInstance, row: EventRow, entry: EntryRow, tx: Executor) {
  const event = eventFromRow(row);
  const url = entryUrl(app, entry);
  const subject = `Confirm your waitlist place: ${event.title}`;
  const lead = `This address was put on the waitlist of ${event.title}. Confirm it is yours, and we'll offer you a seat when one frees up.`;
  const meanwhile = 'You keep your place in line until you confirm, but no seat is offered to you before.';
  const text = [
    'Hello,',
    '',
    lead,
    meanwhile,
    '',
    `When: ${whenOf(event)}`,
    `Where: ${event.venue || 'Venue to be announced'}`,
    '',
    `Confirm your place (a button on the page): ${url}`,
    '',
    NOT_YOU,
    '',
    'MESC',
  ].join('\n');
  const html = mailDocument({
    title: subject,
    preheader: 'Confirm your place to be offered a seat.',
    heading: event.title,
    body: [
      mailParagraph('Hello,'),
      mailParagraph(lead),
      mailParagraph(meanwhile, 'muted'),
      facts(event),
      mailButton(url, 'Confirm your place'),
      mailNote(NOT_YOU),
      mailNote(`The event's page: ${mailLink(eventUrl(app, event))}`),
    ].join(''),
  });
  await app.mailer.send({ to: entry.email, subject, text, html, reason: 'visitor' }, tx);
}

export async function sendAlreadyOnList(app: FastifyInstance, row: EventRow, entry: EntryRow, tx: Executor) {
  const event = eventFromRow(row);
  const url = entryUrl(app, entry);
  const subject = `Your waitlist place: ${event.title}`;
  const lead = `Someone asked to join the waitlist of ${event.title} with this address, which is already on it: nothing changed.`;
  const next = entry.confirmedAt
    ? 'Your place, and the way to leave the list, are on its page.'
    : 'Your place is not confirmed yet: confirm it on its page to be offered a seat.';
  const text = [
    'Hello,',
    '',
    lead,
    next,
    '',
    `When: ${whenOf(event)}`,
    `Where: ${event.venue || 'Venue to be announced'}`,
    '',
    `Your waitlist place: ${url}`,
    '',
    'MESC',
  ].join('\n');
  const html = mailDocument({
    title: subject,
    preheader: 'You are already on the list.',
    heading: event.title,
    body: [
      mailParagraph('Hello,'),
      mailParagraph(lead),
      mailParagraph(next, 'muted'),
      facts(event),
      mailButton(url, entry.confirmedAt ? 'See your place' : 'Confirm your place'),
      mailNote(`The event's page: ${mailLink(eventUrl(app, event))}`),
    ].join(''),
  });
  await app.mailer.send({ to: entry.email, subject, text, html, reason: 'visitor' }, tx);
}

export async function sendAlreadyGoing(app: FastifyInstance, row: EventRow, email: string, tx: Executor) {
  const event = eventFromRow(row);
  const subject = `You already have a seat: ${event.title}`;
  const lead = `Someone asked to join the waitlist of ${event.title} with this address, which already has a seat: nothing changed.`;
  const ticket = 'Your ticket is in the e-mail that confirmed your RSVP.';
  const text = [
    'Hello,',
    '',
    lead,
    ticket,
    '',
    `When: ${whenOf(event)}`,
    `Where: ${event.venue || 'Venue to be announced'}`,
    `The event's page: ${eventUrl(app, event)}`,
    '',
    'MESC',
  ].join('\n');
  const html = mailDocument({
    title: subject,
    preheader: 'You are already going.',
    heading: event.title,
    body: [
      mailParagraph('Hello,'),
      mailParagraph(lead),
      mailParagraph(ticket, 'muted'),
      facts(event),
      mailNote(`The event's page: ${mailLink(eventUrl(app, event))}`),
    ].join(''),
  });
  await app.mailer.send({ to: email, subject, text, html, reason: 'visitor' }, tx);
}
