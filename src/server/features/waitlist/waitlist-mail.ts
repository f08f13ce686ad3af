import type { FastifyInstance } from 'fastify';
import { formatEventDateTime } from '../../../shared/dates';
import { type Event, eventPath } from '../../../shared/events';
import { formatPrice } from '../../../shared/money';
import type { MailReason } from '../../adapters/mail/mailer';
import { button, facts, link, muted, note, only, paragraph, renderMail } from '../../adapters/mail/ui';
import type { Executor } from '../../db/client';
import { greetingFor } from '../members/service';
import { eventFromRow } from '../seats/service';
import { whenAndWhere } from '../tickets/service';
import type { EntryRow, EventRow } from './repository';

// The waitlist's two e-mails: "you're on the list" (with the link to leave it) and "a seat is
// yours" (with the link to claim it). Both links open the entry's page, /waitlist#<code>: the code
// is after the '#', so it never reaches a server's log, and opening the page (as a mail scanner
// does) changes nothing: leaving and claiming are a press on that page. An entry a member made
// signed in is theirs; anyone else's e-mails count against the address's mail budget.

const entryUrl = (app: FastifyInstance, entry: EntryRow) => `${app.config.publicUrl}/waitlist#${entry.code}`;
const eventUrl = (app: FastifyInstance, event: Event) => `${app.config.publicUrl}${eventPath(event)}`;
const reasonOf = (entry: EntryRow): MailReason => (entry.memberId ? 'owner' : 'visitor');

export async function sendWaitlistJoined(
  app: FastifyInstance,
  row: EventRow,
  entry: EntryRow,
  place: number | null,
  tx: Executor,
) {
  const event = eventFromRow(row);
  const url = entryUrl(app, entry);
  const greeting = await greetingFor(tx, entry.email);
  const placeLine = place ? `You're number ${place} in line.` : "You're on the list.";
  const mail = renderMail({
    subject: `You're on the waitlist: ${event.title}`,
    preheader: `${placeLine} We'll e-mail you the moment a seat frees up.`,
    heading: event.title,
    blocks: [
      paragraph(greeting),
      paragraph(`${event.title} is full, and you're on its waitlist. ${placeLine}`),
      muted(
        'When a seat frees up we e-mail you at once, and hold it for you for a while so you can claim it.',
      ),
      facts(whenAndWhere(event)),
      button(url, 'See your place', 'Your place on the waitlist, or leave it'),
      only(
        'html',
        note('Changed your plans? ', link(url, 'Leave the waitlist'), ' and the next person moves up.'),
      ),
      note("The event's page: ", link(eventUrl(app, event))),
    ],
    signature: ['MESC'],
  });
  await app.mailer.send({ to: entry.email, reason: reasonOf(entry), ...mail }, tx);
}

export async function sendOffer(
  app: FastifyInstance,
  event: Event,
  entry: EntryRow,
  price: number,
  tx: Executor,
) {
  const url = entryUrl(app, entry);
  const greeting = await greetingFor(tx, entry.email);
  const until = entry.offerExpiresAt ? formatEventDateTime(entry.offerExpiresAt) : '';
  const how = price > 0 ? `Claim it and pay ${formatPrice(price)} by card` : 'Claim it with one press';
  const mail = renderMail({
    subject: `A seat is yours: ${event.title}`,
    preheader: `Claim it before ${until}.`,
    heading: event.title,
    blocks: [
      paragraph(greeting),
      paragraph(`A seat at ${event.title} has freed up, and it's yours if you want it.`),
      paragraph(
        `${how} before ${until} (Miami time). After that it goes to the next person on the waitlist.`,
      ),
      facts([
        ...whenAndWhere(event),
        ['Price', price > 0 ? formatPrice(price) : 'Free'],
        ['Claim by', `${until} (Miami time)`],
      ]),
      button(url, 'Claim your seat'),
      only('text', note("Can't make it? Decline on the same page and the seat goes to the next person.")),
      only(
        'html',
        note(
          "Can't make it? ",
          link(url, 'Decline on the same page'),
          ' and the seat goes to the next person.',
        ),
      ),
      note("The event's page: ", link(eventUrl(app, event))),
    ],
    signature: ['MESC'],
  });
  await app.mailer.send({ to: entry.email, reason: reasonOf(entry), ...mail }, tx);
}
