import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../../db/client';

// Seats held by an offer (the waitlist's). The seats feature frees and takes seats; what a freed
// seat means for the people waiting is the waitlist's to say. It registers these when the app is
// built, and every caller reaches them through the seats feature, in its own transaction, so no
// feature that frees a seat has to import the waitlist.

export interface SeatOffers {
  /** Offers the event's free seats to the people waiting; answers how many offers were made. */
  offerFreeSeats(app: FastifyInstance, tx: Transaction, eventId: number): Promise<number>;
  /** An order takes the seat an offer holds (false when the offer is no longer open). */
  claimForOrder(tx: Transaction, entryId: number): Promise<boolean>;
  /** A claim's order ended unpaid: the seat goes back to its offer while the offer's time remains. */
  returnToOffer(app: FastifyInstance, tx: Transaction, entryId: number): Promise<boolean>;
  /** A late payment of a claim's released order takes the offer's seat again, if it still holds it. */
  reclaimForOrder(tx: Transaction, entryId: number): Promise<boolean>;
}

// Keyed by the app's database: a plugin's child instance is not the app the hook was registered on.
const registered = new WeakMap<object, SeatOffers>();

/** The waitlist registers what freed and offered seats mean for the people waiting. */
export function registerSeatOffers(app: FastifyInstance, offers: SeatOffers): void {
  registered.set(app.db, offers);
}

/** The registered offers; an app built without them would lose freed seats, so it fails loudly. */
export function seatOffers(app: FastifyInstance): SeatOffers {
  const offers = registered.get(app.db);
  if (!offers)
    throw new Error('No seat offers registered: build the app with buildApp, which registers the waitlist');
  return offers;
}
