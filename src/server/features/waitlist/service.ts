import type { FastifyInstance } from 'fastify';
import type { TierId } from '../../../shared/constants';
import { SIGN_IN_TO_RSVP, tierAllows, tierNeededText } from '../../../shared/members';
import {
  priorityTier,
  WAITLIST_PRIORITY,
  WAITLIST_TEXTS,
  type WaitlistStatus,
  waitlistStatusText,
} from '../../../shared/waitlist';
import type {
  WaitlistClaimAnswer,
  WaitlistEntryView,
  WaitlistJoin,
  WaitlistJoinAnswer,
} from '../../../shared/waitlist-schema';
import type { Executor } from '../../db/client';
import { HttpError } from '../../errors';
import { hasRsvp, rsvpForOfferedSeat } from '../events/service';
import {
  checkSeatRules,
  eventFromRow,
  eventsChanged,
  findEventRow,
  freeSeatsAndOffer,
  lockEvent,
  type SeatMember,
} from '../seats/service';
import { startPurchase, ticketView } from '../tickets/service';
import { claimPriceOf, endEntry, expireOffer, notFound, offerFreeSeats, tierOfEntry } from './offers';
import * as repository from './repository';
import { joinAsVisitor, refuseUnlessFull } from './visitor-join';
import { sendWaitlistJoined } from './waitlist-mail';

export { OFFER_EXPIRES, registerWaitlistSeats } from './offers';

// The waitlist as its people use it (docs/waitlist.md): joining, the entry's page, confirming,
// leaving, claiming an offer, and a member's places. Offers are offers.ts; staff's side, staff.ts.

type EntryRow = repository.EntryRow;
type EventRow = repository.EventRow;

/** An entry as its holder sees it. */
export async function entryView(
  app: FastifyInstance,
  entry: EntryRow,
  event: EventRow,
  db: Executor = app.db,
): Promise<WaitlistEntryView> {
  const place = await repository.placeOf(db, entry);
  const status = entry.status as WaitlistStatus;
  const confirmed = entry.confirmedAt != null;
  return {
    code: entry.code,
    url: `${app.config.publicUrl}/waitlist#${entry.code}`,
    name: entry.name,
    email: entry.email,
    status,
    confirmed,
    place,
    priority: priorityTier(entry.priority),
    offerExpiresAt: status === 'offered' ? (entry.offerExpiresAt?.toISOString() ?? null) : null,
    claimPrice: claimPriceOf(event, await tierOfEntry(db, entry)),
    message: waitlistStatusText(status, place, confirmed),
    event: eventFromRow(event),
  };
}

/**
 * Joins a full event's waitlist. The members' rules are the RSVP's (a members' event needs a
 * signed-in member whose tier reaches it); a member joins under their account's name and e-mail,
 * confirmed at once, and is ranked by their tier. A visitor's entry waits for its address to be
 * confirmed (visitor-join.ts). One active entry per e-mail per event (a unique index).
 */
export async function joinWaitlist(
  app: FastifyInstance,
  eventId: number,
  caller: { visitor: WaitlistJoin | null; member: SeatMember | null },
): Promise<WaitlistJoinAnswer> {
  const found = await findEventRow(app.db, eventId);
  // A draft is not on the site: its waitlist is not found either.
  if (!found || found.draft) throw new HttpError(404, 'not_found', 'Event not found');
  if (found.date.getTime() <= Date.now()) throw new HttpError(409, 'event_past', WAITLIST_TEXTS.past);
  if (!found.waitlistEnabled) throw new HttpError(409, 'waitlist_off', WAITLIST_TEXTS.off);
  const required = found.membershipRequired as TierId;
  const { member } = caller;
  if (required !== 'free') {
    if (!member) throw new HttpError(401, 'sign_in_required', SIGN_IN_TO_RSVP);
    if (!tierAllows(member.accessTier, required))
      throw new HttpError(403, 'tier_required', tierNeededText(required));
  }
  const person = member ?? caller.visitor;
  if (!person) throw new HttpError(401, 'sign_in_required', SIGN_IN_TO_RSVP);
  if (!member) return joinAsVisitor(app, eventId, person);

  const { entry, event } = await app.db.transaction(async (tx) => {
    const event = await refuseUnlessFull(tx, eventId);
    if (event.price <= 0 && (await hasRsvp(tx, eventId, person.email))) {
      throw new HttpError(409, 'already_going', WAITLIST_TEXTS.alreadyGoing);
    }
    const entry = await repository.insertEntry(tx, {
      eventId,
      memberId: member?.id ?? null,
      name: person.name,
      email: person.email,
      priority: WAITLIST_PRIORITY[member.accessTier],
      confirmed: true,
    });
    if (!entry) throw new HttpError(409, 'already_on_waitlist', WAITLIST_TEXTS.alreadyOnList);
    await offerFreeSeats(app, tx, eventId);
    const fresh = (await repository.findEntry(tx, { id: entry.id })) as EntryRow;
    const view = await entryView(app, fresh, event, tx);
    await sendWaitlistJoined(app, event, fresh, view.place, tx);
    return { entry: fresh, event };
  });
  eventsChanged(app);
  const view = await entryView(app, entry, event);
  return { message: view.message, entry: view };
}

async function entryByCode(app: FastifyInstance, code: string) {
  const found = await repository.findEntryWithEvent(app.db, { code });
  if (!found) throw notFound();
  return found;
}

export async function waitlistEntryByCode(app: FastifyInstance, code: string): Promise<WaitlistEntryView> {
  const { entry, event } = await entryByCode(app, code);
  return entryView(app, entry, event);
}

/**
 * The holder confirms their address (a press on the entry's page, opened from the e-mail: the
 * code proves the inbox). The entry is in line for offers from now, and any seat free for it is
 * offered in the same transaction. Confirming again changes nothing.
 */
export async function confirmWaitlistEntry(app: FastifyInstance, code: string): Promise<WaitlistEntryView> {
  const { entry } = await entryByCode(app, code);
  const offered = await app.db.transaction(async (tx) => {
    await lockEvent(tx, entry.eventId);
    if (!(await repository.confirmEntry(tx, entry.id))) return 0;
    return offerFreeSeats(app, tx, entry.eventId);
  });
  if (offered > 0) eventsChanged(app);
  return waitlistEntryByCode(app, code);
}

/** The holder leaves the list (from the e-mail's link, the entry's page or the member area). */
export async function leaveWaitlist(app: FastifyInstance, code: string): Promise<WaitlistEntryView> {
  const { entry, event } = await entryByCode(app, code);
  if (entry.status === 'waiting' || entry.status === 'offered') await endEntry(app, entry, 'left');
  const fresh = (await repository.findEntry(app.db, { id: entry.id })) ?? entry;
  if (fresh.status === 'claimed') throw new HttpError(409, 'offer_taken', WAITLIST_TEXTS.offerTaken);
  return entryView(app, fresh, event);
}

/** Why an entry cannot be claimed, by its state. */
function refusalFor(entry: EntryRow): HttpError {
  switch (entry.status) {
    case 'claimed':
      return new HttpError(409, 'offer_taken', WAITLIST_TEXTS.offerTaken);
    case 'waiting':
      return new HttpError(409, 'not_offered', WAITLIST_TEXTS.notOffered);
    case 'left':
      return new HttpError(409, 'waitlist_left', WAITLIST_TEXTS.left);
    case 'removed':
      return new HttpError(409, 'waitlist_removed', WAITLIST_TEXTS.removed);
    default:
      return new HttpError(409, 'offer_expired', WAITLIST_TEXTS.offerExpired);
  }
}

/**
 * Claims an offered seat before its deadline. A free event's claim is the seat: the RSVP and its
 * ticket (and e-mail) in one transaction with the entry's move to 'claimed'. A priced event's
 * claim becomes a ticket order of one that holds the offered seat (no second seat is taken) and
 * starts its payment; if that order is released unpaid while the offer's time remains, the seat
 * goes back to the offer.
 */
export async function claimOffer(
  app: FastifyInstance,
  code: string,
  client: string | null = null,
): Promise<WaitlistClaimAnswer> {
  const { entry, event } = await entryByCode(app, code);
  if (entry.status === 'offered' && entry.offerExpiresAt && entry.offerExpiresAt.getTime() <= Date.now()) {
    // Its job has not run yet: the offer ends now, and the seat passes on.
    await expireOffer(app, entry.id);
    throw new HttpError(409, 'offer_expired', WAITLIST_TEXTS.offerExpired);
  }
  if (entry.status !== 'offered') throw refusalFor(entry);

  if (event.price > 0) {
    const tier = await tierOfEntry(app.db, entry);
    const buyer = entry.memberId
      ? { id: entry.memberId, name: entry.name, email: entry.email, accessTier: tier }
      : null;
    const purchase = await startPurchase(
      app,
      event.id,
      buyer,
      { name: entry.name, email: entry.email, quantity: 1, holderNames: [], guestPass: false },
      { waitlistEntryId: entry.id, client },
    );
    const fresh = (await repository.findEntry(app.db, { id: entry.id })) ?? entry;
    return { entry: await entryView(app, fresh, event), ticket: null, purchase };
  }

  const outcome = await app.db.transaction(async (tx) => {
    // The offered seat is already counted; the claim still passes the seats' rules as an RSVP.
    const tier = entry.memberId ? await tierOfEntry(tx, entry) : null;
    const locked = await checkSeatRules(tx, event.id, { way: 'rsvp', accessTier: tier });
    const claimed = await repository.moveEntry(
      tx,
      entry.id,
      'offered',
      { status: 'claimed' },
      repository.offerOpen,
    );
    if (!claimed) return { refused: true as const };
    const ticket = await rsvpForOfferedSeat(app, tx, locked, {
      name: entry.name,
      email: entry.email,
      memberId: entry.memberId,
    });
    if (!ticket) {
      // They have a seat already (an RSVP made meanwhile): the offered seat goes to the next person.
      await repository.moveEntry(tx, entry.id, 'claimed', { status: 'left' });
      await freeSeatsAndOffer(app, tx, event.id, 1);
      return { alreadyGoing: true as const };
    }
    // The seat is no longer unpaid: the event's share may take another offer.
    await offerFreeSeats(app, tx, event.id);
    return { ticket, entry: claimed, event: locked };
  });
  eventsChanged(app);
  if ('refused' in outcome) {
    const fresh = (await repository.findEntry(app.db, { id: entry.id })) ?? entry;
    if (fresh.status === 'offered') await expireOffer(app, fresh.id);
    throw refusalFor(fresh.status === 'offered' ? { ...fresh, status: 'expired' } : fresh);
  }
  if ('alreadyGoing' in outcome) throw new HttpError(409, 'already_going', WAITLIST_TEXTS.alreadyGoing);
  return {
    entry: await entryView(app, outcome.entry, outcome.event),
    ticket: ticketView(app, outcome.ticket, outcome.event),
    purchase: null,
  };
}

export async function waitlistOfPerson(app: FastifyInstance, person: repository.Person) {
  const rows = await repository.entriesOfPerson(app.db, person);
  const views = await Promise.all(rows.map((row) => entryView(app, row.entry, row.event)));
  const rank = (v: WaitlistEntryView) => (v.status === 'offered' ? 0 : v.status === 'waiting' ? 1 : 2);
  return { entries: views.sort((a, b) => rank(a) - rank(b)) };
}

/** A deleted account: its active entries leave (an offered seat passes on), and none keeps personal data. */
export async function forgetWaitlistOf(app: FastifyInstance, person: repository.Person, placeholder: string) {
  const active = await app.db.transaction((tx) => repository.activeEntriesOfPerson(tx, person));
  for (const entry of active) await endEntry(app, entry, 'left');
  await app.db.transaction((tx) => repository.forgetEntriesOf(tx, person, placeholder));
}

/** The confirmed addresses waiting for a night or offered a seat (club mail, docs/club-mail.md). */
export const waitingAddresses = (db: Executor, eventId: number) => repository.waitingAddresses(db, eventId);
