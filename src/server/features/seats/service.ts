import type { FastifyInstance } from 'fastify';
import type { Event } from '../../../shared/events';
import { type SeatAsk, seatRefusal } from '../../../shared/seat-rules';
import { TICKET_TEXTS } from '../../../shared/tickets';
import type { Executor, Transaction } from '../../db/client';
import { HttpError } from '../../errors';
import { seatOffers } from './offers';
import * as repository from './repository';

// Seats (docs/events.md "One gate for every seat"): every way to a seat (an RSVP, the no-script
// form, a member's one-press RSVP, a purchase with or without the guest pass, a waitlist offer,
// a staff offer, a claim) comes through `takeSeatsFor` or, for a seat an offer already holds,
// `checkSeatRules`. Both lock the event's row and apply the shared rules (price, tier, start) to
// what is locked, so what is checked is what the seat is taken against.

export type EventRow = repository.EventRow;

/** A signed-in member asking for a seat: their seat is under their account's name and address. */
export type { MemberWithAccess as SeatMember } from '../members/service';
export { registerSeatOffers, type SeatOffers } from './offers';

/** An event row as the API answers it (with its seat count). */
export function eventFromRow(row: EventRow): Event {
  return repository.toEvent(row);
}

/** An event's row as it stands, without a lock; undefined when there is no such event. */
export function findEventRow(db: Executor, eventId: number): Promise<EventRow | undefined> {
  return repository.findEvent(db, eventId);
}

/**
 * After any change to events or their seats: the public lists, the feed and the pages showing
 * them are rebuilt (they show how many seats are left).
 */
export const eventsChanged = (app: FastifyInstance) => app.caches.events.clear();

const notFound = () => new HttpError(404, 'not_found', 'Event not found');

const refusalError = (row: repository.EventRow, ask: SeatAsk, now: Date) => {
  const refusal = seatRefusal(row, ask, now);
  return refusal && new HttpError(refusal.status, refusal.code, refusal.message);
};

/**
 * Checks the rules for a seat already held for this person (an offer being claimed) on the
 * event's locked row, and returns the row; throws the refusal.
 */
export async function checkSeatRules(
  tx: Transaction,
  eventId: number,
  ask: SeatAsk,
): Promise<repository.EventRow> {
  const row = await repository.lockEvent(tx, eventId);
  if (!row) throw notFound();
  const refused = refusalError(row, ask, new Date());
  if (refused) throw refused;
  return row;
}

/**
 * Takes `seats` for one person by the rules, or throws why not: 404 without the event, the
 * rules' 401/403/409, then 409 "Event Full" (or how many are left) when the maximum or the
 * people waiting leave no room. An offer (`way: 'offer'`) may take the seat the waiting are owed.
 */
export async function takeSeatsFor(
  tx: Transaction,
  eventId: number,
  ask: SeatAsk,
  seats = 1,
): Promise<repository.EventRow> {
  const row = await checkSeatRules(tx, eventId, ask);
  const seated = await repository.takeSeats(tx, eventId, seats, ask.way === 'offer');
  if (seated) return seated;
  const left = row.maxAttendees == null ? seats : Math.max(0, row.maxAttendees - row.currentAttendees);
  // Room for the seats but not taken: the people waiting come first.
  const shown = left >= seats ? 0 : left;
  const code = shown === 0 ? 'event_full' : 'not_enough_seats';
  return Promise.reject(new HttpError(409, code, TICKET_TEXTS.notEnoughSeats(shown)));
}

/** Locks an event's row for the rest of the transaction (the waitlist's moves start here). */
export function lockEvent(tx: Transaction, eventId: number): Promise<EventRow | undefined> {
  return repository.lockEvent(tx, eventId);
}

/**
 * Gives `seats` back to an event and, in the same transaction, offers them to the people waiting.
 * Every seat freed anywhere (a cancelled RSVP, a refund, a released hold, an expired offer) comes
 * here.
 */
export async function freeSeatsAndOffer(
  app: FastifyInstance,
  tx: Transaction,
  eventId: number,
  seats: number,
): Promise<void> {
  if (seats > 0) await repository.freeSeats(tx, eventId, seats);
  await seatOffers(app).offerFreeSeats(app, tx, eventId);
}

/** Offers the event's free seats to the people waiting (after its maximum rose, or a seat was paid). */
export const offerFreeSeats = (app: FastifyInstance, tx: Transaction, eventId: number) =>
  seatOffers(app).offerFreeSeats(app, tx, eventId);

/** An order takes the seat an offer holds, in the order's transaction (false when it is gone). */
export const claimOfferedSeat = (app: FastifyInstance, tx: Transaction, entryId: number) =>
  seatOffers(app).claimForOrder(tx, entryId);

/** A claim's order ended unpaid: true when its seat went back to the offer (it stays taken). */
export const returnSeatToOffer = (app: FastifyInstance, tx: Transaction, entryId: number) =>
  seatOffers(app).returnToOffer(app, tx, entryId);

/** A late payment of a claim's released order: true when the offer's seat could be taken again. */
export const reclaimOfferedSeat = (app: FastifyInstance, tx: Transaction, entryId: number) =>
  seatOffers(app).reclaimForOrder(tx, entryId);
