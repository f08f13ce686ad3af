import type { FastifyInstance } from 'fastify';
import type { TierId } from '../../../shared/constants';
import { SIGN_IN_TO_RSVP, tierAllows, tierNeededText } from '../../../shared/members';
import { MEMBER_PRICE_TIERS } from '../../../shared/tickets';
import {
  offerExpiresAt,
  priorityTier,
  WAITLIST_PRIORITY,
  WAITLIST_TEXTS,
  type WaitlistStatus,
  waitlistStatusText,
} from '../../../shared/waitlist';
import type {
  AdminWaitlist,
  AdminWaitlistEntry,
  WaitlistClaimAnswer,
  WaitlistEntryView,
  WaitlistJoin,
  WaitlistJoinAnswer,
} from '../../../shared/waitlist-schema';
import type { Executor, Transaction } from '../../db/client';
import { HttpError } from '../../errors';
import { hasRsvp, rsvpForOfferedSeat } from '../events/service';
import { findMember, standingOfMember } from '../members/service';
import { offersWithinShare } from '../seat-budgets/service';
import {
  checkSeatRules,
  eventFromRow,
  eventsChanged,
  findEventRow,
  freeSeatsAndOffer,
  lockEvent,
  registerSeatOffers,
  type SeatMember,
  takeSeatsFor,
} from '../seats/service';
import { startPurchase, ticketView } from '../tickets/service';
import * as repository from './repository';
import { joinAsVisitor, refuseUnlessFull } from './visitor-join';
import { sendOffer, sendWaitlistJoined } from './waitlist-mail';

// The waitlist of a full event (docs/waitlist.md). A seat that frees goes, in the same
// transaction, to the next person waiting (Inner Circle, then Premium Fan, then everyone else,
// each in the order they joined): the entry becomes 'offered' and the seat is counted taken
// (events.current_attendees), exactly as a ticket hold is, so nobody else can take it and it is
// never counted twice. The offer's job at its deadline passes an unclaimed seat on by itself.

export const OFFER_EXPIRES = 'waitlist.offer-expires';

type EntryRow = repository.EntryRow;
type EventRow = repository.EventRow;

const notFound = () => new HttpError(404, 'not_found', WAITLIST_TEXTS.notFound);

/**
 * Offers every free seat of an event to the next people waiting, in the caller's transaction. A
 * seat is free when the event is below its maximum; it is taken for the offer (the one
 * conditional UPDATE all seats go through) and the entry moved to 'offered' with its deadline,
 * its e-mail and the job that ends it. Offers and unpaid holds together stay within the event's
 * share of unpaid seats (docs/tickets.md#budgets): a seat past it is offered once one of them is
 * paid, claimed or ends. Returns how many offers were made.
 */
export async function offerFreeSeats(
  app: FastifyInstance,
  tx: Transaction,
  eventId: number,
): Promise<number> {
  const event = await lockEvent(tx, eventId);
  if (!event?.waitlistEnabled || event.maxAttendees == null) return 0;
  let free = Math.min(event.maxAttendees - event.currentAttendees, await offersWithinShare(tx, event));
  let offered = 0;
  while (free > 0) {
    const next = await repository.nextWaiting(tx, eventId);
    if (!next) break;
    if (!(await offerTo(app, tx, event, next))) break;
    free -= 1;
    offered += 1;
  }
  return offered;
}

/** Takes a seat and offers it to this waiting entry; false when the event has started. */
async function offerTo(app: FastifyInstance, tx: Transaction, event: EventRow, entry: EntryRow) {
  const now = new Date();
  const until = offerExpiresAt(now, event.date, event.waitlistOfferHours);
  if (!until) return false;
  const seated = await takeSeatsFor(tx, event.id, { way: 'offer', accessTier: null }).then(
    eventFromRow,
    (refused) => (refused instanceof HttpError ? undefined : Promise.reject(refused)),
  );
  if (!seated) return false;
  const offered = await repository.moveEntry(tx, entry.id, 'waiting', {
    status: 'offered',
    offeredAt: now,
    offerExpiresAt: until,
  });
  if (!offered) throw new Error(`Waitlist entry ${entry.id} changed while it was being offered a seat`);
  await app.jobs.enqueue(tx, { kind: OFFER_EXPIRES, payload: { entryId: entry.id }, runAt: until });
  await sendOffer(app, seated, offered, claimPriceOf(event, await tierOfEntry(tx, offered)), tx);
  return true;
}

/** The access tier an entry's claim is priced by: its member's, now; a visitor's is free. */
async function tierOfEntry(db: Executor, entry: EntryRow): Promise<TierId> {
  if (!entry.memberId) return 'free';
  const member = await findMember(db, entry.memberId);
  if (!member) return 'free';
  return (await standingOfMember(db, member)).accessTier;
}

function claimPriceOf(event: EventRow, tier: TierId): number {
  if (event.price <= 0) return 0;
  if (event.memberPrice != null && MEMBER_PRICE_TIERS.includes(tier)) return event.memberPrice;
  return event.price;
}

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
  if (!found) throw new HttpError(404, 'not_found', 'Event not found');
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

/**
 * Ends an active entry (its holder leaves, or staff remove it). An offered entry's seat goes to
 * the next person in the same transaction. Undefined when the entry was no longer active.
 */
async function endEntry(
  app: FastifyInstance,
  entry: EntryRow,
  to: 'left' | 'removed',
): Promise<EntryRow | undefined> {
  const ended = await app.db.transaction(async (tx) => {
    await lockEvent(tx, entry.eventId);
    const fromOffer = await repository.moveEntry(tx, entry.id, 'offered', { status: to });
    if (fromOffer) {
      await freeSeatsAndOffer(app, tx, entry.eventId, 1);
      return fromOffer;
    }
    return repository.moveEntry(tx, entry.id, 'waiting', { status: to });
  });
  if (ended) eventsChanged(app);
  return ended;
}

/** The holder leaves the list (from the e-mail's link, the entry's page or the member area). */
export async function leaveWaitlist(app: FastifyInstance, code: string): Promise<WaitlistEntryView> {
  const { entry, event } = await entryByCode(app, code);
  if (entry.status === 'waiting' || entry.status === 'offered') await endEntry(app, entry, 'left');
  const fresh = (await repository.findEntry(app.db, { id: entry.id })) ?? entry;
  if (fresh.status === 'claimed') throw new HttpError(409, 'offer_taken', WAITLIST_TEXTS.offerTaken);
  return entryView(app, fresh, event);
}

/**
 * The offer's deadline (its job): an offer not claimed in time expires and its seat is offered to
 * the next person, in one transaction. Nothing when the entry was claimed, left or expired already.
 */
export async function expireOffer(app: FastifyInstance, entryId: number): Promise<boolean> {
  const entry = await repository.findEntry(app.db, { id: entryId });
  if (entry?.status !== 'offered') return false;
  const expired = await app.db.transaction(async (tx) => {
    await lockEvent(tx, entry.eventId);
    const moved = await repository.moveEntry(
      tx,
      entry.id,
      'offered',
      { status: 'expired' },
      repository.offerOver,
    );
    if (moved) await freeSeatsAndOffer(app, tx, entry.eventId, 1);
    return moved;
  });
  if (expired) eventsChanged(app);
  return Boolean(expired);
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

/**
 * A priced claim's order holds the offered seat: the entry moves to 'claimed' in the order's own
 * transaction (false when the offer is no longer open, so no order is made).
 */
async function claimSeatForOrder(tx: Transaction, entryId: number): Promise<boolean> {
  return Boolean(
    await repository.moveEntry(tx, entryId, 'offered', { status: 'claimed' }, repository.offerOpen),
  );
}

/**
 * A claim's order was released unpaid: while the offer's time remains, the seat goes back to the
 * offer (true: the caller keeps it taken); after, the caller frees it for the next person.
 */
async function returnSeatToOffer(app: FastifyInstance, tx: Transaction, entryId: number): Promise<boolean> {
  const back = await repository.moveEntry(
    tx,
    entryId,
    'claimed',
    { status: 'offered' },
    repository.offerOpen,
  );
  if (!back?.offerExpiresAt) return false;
  await app.jobs.enqueue(tx, { kind: OFFER_EXPIRES, payload: { entryId }, runAt: back.offerExpiresAt });
  return true;
}

/**
 * What freed seats, and the orders of claims, mean for the people waiting: registered with the
 * seats feature when the app is built (every seat freed anywhere is offered on from there).
 */
export function registerWaitlistSeats(app: FastifyInstance): void {
  registerSeatOffers(app, {
    offerFreeSeats,
    claimForOrder: claimSeatForOrder,
    returnToOffer: returnSeatToOffer,
    // A late payment of a claim's released order: the seat again, if the offer still holds it.
    reclaimForOrder: claimSeatForOrder,
  });
}

// --- Members -------------------------------------------------------------------------------------

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

// --- Staff ---------------------------------------------------------------------------------------

/** An entry as staff see it; `place` is its place among those waiting (null when not waiting). */
function adminEntryOf(entry: EntryRow, place: number | null): AdminWaitlistEntry {
  return {
    id: entry.id,
    name: entry.name,
    email: entry.email,
    status: entry.status as WaitlistStatus,
    confirmed: entry.confirmedAt != null,
    priority: priorityTier(entry.priority),
    place,
    offerExpiresAt: entry.status === 'offered' ? (entry.offerExpiresAt?.toISOString() ?? null) : null,
    createdAt: entry.createdAt.toISOString(),
    statusChangedAt: entry.statusChangedAt?.toISOString() ?? null,
  };
}

const adminEntry = async (db: Executor, entry: EntryRow) =>
  adminEntryOf(entry, await repository.placeOf(db, entry));

export async function adminWaitlist(app: FastifyInstance, eventId: number): Promise<AdminWaitlist> {
  const event = await findEventRow(app.db, eventId);
  if (!event) throw new HttpError(404, 'not_found', 'Event not found');
  const rows = await repository.entriesOf(app.db, eventId);
  // The rows come in queue order, so a waiting entry's place is its rank among the confirmed
  // waiting (an unconfirmed one is not in line for offers yet).
  let place = 0;
  const entries = rows.map((entry) =>
    adminEntryOf(entry, entry.status === 'waiting' && entry.confirmedAt ? ++place : null),
  );
  return {
    enabled: event.waitlistEnabled,
    offerHours: event.waitlistOfferHours,
    seatsFree: event.maxAttendees == null ? null : Math.max(0, event.maxAttendees - event.currentAttendees),
    entries,
  };
}

/**
 * Staff offer a seat to a chosen person on the list, ahead of their turn. It takes a free seat;
 * when none is free, `addSeat` raises the capacity by one for them (in the same transaction),
 * otherwise the answer says no seat is free.
 */
export async function adminOffer(
  app: FastifyInstance,
  entryId: number,
  addSeat: boolean,
): Promise<AdminWaitlistEntry> {
  const found = await repository.findEntry(app.db, { id: entryId });
  if (!found) throw new HttpError(404, 'not_found', 'Waitlist entry not found');
  const offered = await app.db.transaction(async (tx) => {
    const event = (await lockEvent(tx, found.eventId)) as EventRow;
    const entry = (await repository.findEntry(tx, { id: entryId })) as EntryRow;
    if (entry.status !== 'waiting') throw new HttpError(409, 'not_waiting', WAITLIST_TEXTS.notWaiting);
    if (!entry.confirmedAt) throw new HttpError(409, 'not_confirmed', WAITLIST_TEXTS.notConfirmed);
    if (event.date.getTime() <= Date.now()) throw new HttpError(409, 'event_past', WAITLIST_TEXTS.past);
    const full = event.maxAttendees != null && event.currentAttendees >= event.maxAttendees;
    if (full) {
      if (!addSeat) throw new HttpError(409, 'no_seat_free', WAITLIST_TEXTS.noSeatFree);
      await repository.addSeat(tx, event.id);
    }
    const current = (await lockEvent(tx, event.id)) as EventRow;
    if (!(await offerTo(app, tx, current, entry)))
      throw new HttpError(409, 'event_past', WAITLIST_TEXTS.past);
    return (await repository.findEntry(tx, { id: entryId })) as EntryRow;
  });
  eventsChanged(app);
  return adminEntry(app.db, offered);
}

/** Staff take someone off the list; an offered seat passes to the next person. */
export async function adminRemove(app: FastifyInstance, entryId: number): Promise<AdminWaitlistEntry> {
  const entry = await repository.findEntry(app.db, { id: entryId });
  if (!entry) throw new HttpError(404, 'not_found', 'Waitlist entry not found');
  if (entry.status !== 'waiting' && entry.status !== 'offered') {
    throw new HttpError(409, 'entry_ended', `This entry is already ${entry.status}.`);
  }
  const ended = await endEntry(app, entry, 'removed');
  if (!ended)
    throw new HttpError(409, 'changed_meanwhile', 'This entry was changed a moment ago. Reload to see it.');
  return adminEntry(app.db, ended);
}
