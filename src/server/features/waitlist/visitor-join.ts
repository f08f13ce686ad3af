import type { FastifyInstance } from 'fastify';
import { WAITLIST_TEXTS } from '../../../shared/waitlist';
import type { WaitlistJoin, WaitlistJoinAnswer } from '../../../shared/waitlist-schema';
import type { Transaction } from '../../db/client';
import { HttpError } from '../../errors';
import { hasRsvp } from '../events/service';
import { lockEvent } from '../seats/service';
import * as repository from './repository';
import { sendAlreadyGoing, sendAlreadyOnList, sendConfirmPlace } from './visitor-join-mail';

// A visitor joins a waitlist with a name and an e-mail anyone could type (docs/waitlist.md). The
// entry waits, unoffered, until its address is confirmed from the e-mail; and the answer is the
// same whether the address is new on the list, already on it or already going, so it tells a
// stranger nothing about who waits or comes. The e-mail, which only the address's owner reads,
// says which, and carries the entry's link.

/** The event, locked, if it takes new entries: full, or with people already in line. */
export async function refuseUnlessFull(tx: Transaction, eventId: number) {
  const event = await lockEvent(tx, eventId);
  if (!event) throw new HttpError(404, 'not_found', 'Event not found');
  const waiting = await repository.waitingCount(tx, eventId);
  const full = event.maxAttendees != null && event.currentAttendees >= event.maxAttendees;
  if (!full && waiting === 0) {
    throw new HttpError(
      409,
      'waitlist_not_full',
      event.price > 0 ? WAITLIST_TEXTS.notFullPriced : WAITLIST_TEXTS.notFull,
    );
  }
  return event;
}

export async function joinAsVisitor(
  app: FastifyInstance,
  eventId: number,
  visitor: WaitlistJoin,
): Promise<WaitlistJoinAnswer> {
  await app.db.transaction(async (tx) => {
    const event = await refuseUnlessFull(tx, eventId);
    if (event.price <= 0 && (await hasRsvp(tx, eventId, visitor.email))) {
      await sendAlreadyGoing(app, event, visitor.email, tx);
      return;
    }
    const existing = await repository.activeEntryOf(tx, eventId, visitor.email);
    const made = existing
      ? undefined
      : await repository.insertEntry(tx, {
          eventId,
          memberId: null,
          ...visitor,
          priority: 0,
          confirmed: false,
        });
    if (made) {
      await sendConfirmPlace(app, event, made, tx);
      return;
    }
    const found = existing ?? (await repository.activeEntryOf(tx, eventId, visitor.email));
    if (!found) throw new Error(`Waitlist entry of event ${eventId} neither made nor found`);
    await sendAlreadyOnList(app, event, found, tx);
  });
  return { message: WAITLIST_TEXTS.checkInbox, entry: null };
}
