import { SEAT_BUDGET_TEXTS, SEAT_BUDGETS, unpaidSeatCap } from '../../../shared/seat-budgets';
import type { Transaction } from '../../db/client';
import { HttpError } from '../../errors';
import { lockEvent } from '../seats/service';
import * as repository from './repository';

// Seat budgets (docs/tickets.md#budgets): how many seats one visitor may take without paying.
// Each check runs in the transaction that takes the seats, after locking the event's row and then
// the client's key (always in that order, so two checks never wait for each other in a circle):
// two requests racing, in one process or several, are counted one after the other.

export type OrderRow = repository.OrderRow;

/** A new order that would hold seats unpaid. */
export interface Hold {
  eventId: number;
  email: string;
  /** Seats it holds unpaid (0 for an order that costs nothing: it is issued at once). */
  seats: number;
  /** The buyer's client (src/server/http/client-key.ts); null when not asked through a request. */
  client: string | null;
  /** A waitlist claim's order holds the seat its offer held: no more of the event's share. */
  claim: boolean;
}

const tooMany = (message: string) => new HttpError(429, 'seat_budget_used', message);

/**
 * Checks a new hold against the budgets: one order's worth per client and per e-mail for an event,
 * two orders' worth per client over all events, and the event's share of unpaid seats (holds and
 * open offers together). The visitor's own earlier held orders for the event (same client, same
 * e-mail) are not counted: the new order replaces them, and the caller releases those answered
 * here in the same transaction. Throws 429 (the client's or e-mail's budget) or 409 (the share).
 */
export async function holdWithinBudget(tx: Transaction, hold: Hold): Promise<OrderRow[]> {
  if (hold.seats <= 0) return [];
  const event = await lockEvent(tx, hold.eventId);
  if (!event) return [];
  const { client } = hold;
  if (client) await repository.lockClient(tx, client);
  const replaced =
    client && !hold.claim
      ? await repository.replaceableHolds(tx, { eventId: hold.eventId, email: hold.email, clientKey: client })
      : [];
  const freed = replaced.reduce((sum, order) => sum + order.quantity, 0);
  const after = (held: number) => held - freed + hold.seats;

  if (after(await repository.heldSeatsOfEmail(tx, hold.eventId, hold.email)) > SEAT_BUDGETS.heldPerEvent) {
    throw tooMany(SEAT_BUDGET_TEXTS.heldPerEvent);
  }
  if (client) {
    if (after(await repository.heldSeatsOfClient(tx, client, hold.eventId)) > SEAT_BUDGETS.heldPerEvent) {
      throw tooMany(SEAT_BUDGET_TEXTS.heldPerEvent);
    }
    if (after(await repository.heldSeatsOfClient(tx, client)) > SEAT_BUDGETS.heldPerClient) {
      throw tooMany(SEAT_BUDGET_TEXTS.heldPerClient);
    }
  }
  const cap = unpaidSeatCap(event.maxAttendees);
  if (!hold.claim && cap != null && after(await repository.unpaidSeatsOfEvent(tx, event.id)) > cap) {
    throw new HttpError(409, 'event_share_used', SEAT_BUDGET_TEXTS.eventShare);
  }
  return replaced;
}

/**
 * How many more seats of a locked event may be offered to its waitlist: offers and unpaid holds
 * together stay within the event's share; what is left waits for one of them to be paid, claimed
 * or to end (each of which offers again).
 */
export async function offersWithinShare(
  tx: Transaction,
  event: { id: number; maxAttendees: number | null },
): Promise<number> {
  const cap = unpaidSeatCap(event.maxAttendees);
  if (cap == null) return Number.POSITIVE_INFINITY;
  return Math.max(0, cap - (await repository.unpaidSeatsOfEvent(tx, event.id)));
}

/** Who made an RSVP: a signed-in member's are not counted; a visitor's are, by client. */
export interface RsvpMaker {
  member: unknown;
  client?: string | null;
}

const DAY_HOURS = 24;

/**
 * Counts a visitor's new RSVP (already written, its seat taken, the event's row locked) against
 * the client's budgets: one order's worth per event and three over all events in 24 hours.
 * Throws 429 when over, and the caller's transaction (seat, RSVP, ticket, e-mail) rolls back.
 */
export async function rsvpWithinBudget(
  tx: Transaction,
  rsvp: { rsvpId: number; eventId: number; caller: RsvpMaker },
): Promise<void> {
  const { client, member } = rsvp.caller;
  if (member || !client) return;
  await repository.lockClient(tx, client);
  await repository.setRsvpClient(tx, rsvp.rsvpId, client);
  const forEvent = await repository.recentRsvpsOfClient(tx, client, DAY_HOURS, rsvp.eventId);
  if (forEvent > SEAT_BUDGETS.rsvpsPerEventDay) throw tooMany(SEAT_BUDGET_TEXTS.rsvpsPerEvent);
  if ((await repository.recentRsvpsOfClient(tx, client, DAY_HOURS)) > SEAT_BUDGETS.rsvpsPerClientDay) {
    throw tooMany(SEAT_BUDGET_TEXTS.rsvpsPerClient);
  }
}
