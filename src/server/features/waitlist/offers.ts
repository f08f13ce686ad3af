import type { FastifyInstance } from 'fastify';
import type { TierId } from '../../../shared/constants';
import { priceFor } from '../../../shared/event-admission';
import { offerExpiresAt, WAITLIST_TEXTS } from '../../../shared/waitlist';
import type { Executor, Transaction } from '../../db/client';
import { HttpError } from '../../errors';
import { findMember, standingOfMember } from '../members/service';
import { offersWithinShare } from '../seat-budgets/service';
import {
  eventFromRow,
  eventsChanged,
  freeSeatsAndOffer,
  lockEvent,
  registerSeatOffers,
  takeSeatsFor,
} from '../seats/service';
import * as repository from './repository';
import { sendOffer } from './waitlist-mail';

// The waitlist of a full event (docs/waitlist.md). A seat that frees goes, in the same
// transaction, to the next person waiting (Inner Circle, then Premium Fan, then everyone else,
// each in the order they joined): the entry becomes 'offered' and the seat is counted taken
// (events.current_attendees), exactly as a ticket hold is, so nobody else can take it and it is
// never counted twice. The offer's job at its deadline passes an unclaimed seat on by itself.

type EntryRow = repository.EntryRow;
type EventRow = repository.EventRow;

export const OFFER_EXPIRES = 'waitlist.offer-expires';

export const notFound = () => new HttpError(404, 'not_found', WAITLIST_TEXTS.notFound);

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
export async function offerTo(app: FastifyInstance, tx: Transaction, event: EventRow, entry: EntryRow) {
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
export async function tierOfEntry(db: Executor, entry: EntryRow): Promise<TierId> {
  if (!entry.memberId) return 'free';
  const member = await findMember(db, entry.memberId);
  if (!member) return 'free';
  return (await standingOfMember(db, member)).accessTier;
}

export function claimPriceOf(event: EventRow, tier: TierId): number {
  if (event.price <= 0) return 0;
  return priceFor(event, tier).cents;
}

/**
 * Ends an active entry (its holder leaves, or staff remove it). An offered entry's seat goes to
 * the next person in the same transaction. Undefined when the entry was no longer active.
 */
export async function endEntry(
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

/**
 * A priced claim's order holds the offered seat: the entry moves to 'claimed' in the order's own
 * transaction (false when the offer is no longer open, so no order is made).
 */
export async function claimSeatForOrder(tx: Transaction, entryId: number): Promise<boolean> {
  return Boolean(
    await repository.moveEntry(tx, entryId, 'offered', { status: 'claimed' }, repository.offerOpen),
  );
}

/**
 * A claim's order was released unpaid: while the offer's time remains, the seat goes back to the
 * offer (true: the caller keeps it taken); after, the caller frees it for the next person.
 */
export async function returnSeatToOffer(
  app: FastifyInstance,
  tx: Transaction,
  entryId: number,
): Promise<boolean> {
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
