import type { FastifyInstance } from 'fastify';
import { priorityTier, WAITLIST_TEXTS, type WaitlistStatus } from '../../../shared/waitlist';
import type { AdminWaitlist, AdminWaitlistEntry } from '../../../shared/waitlist-schema';
import type { Executor } from '../../db/client';
import { HttpError } from '../../errors';
import { eventsChanged, findEventRow, lockEvent } from '../seats/service';
import { endEntry, offerTo } from './offers';
import * as repository from './repository';

// The staff's side of the waitlist: an event's list in order, a seat offered to someone ahead of
// their turn, a removal.

type EntryRow = repository.EntryRow;
type EventRow = repository.EventRow;

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
