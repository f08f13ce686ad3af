import type { TierId } from '../../../../shared/constants';
import { formatAdminDateTime } from '../../../../shared/dates';
import type { AdminWaitlist, AdminWaitlistEntry } from '../../../../shared/waitlist-schema';
import { hasCode, statusOf } from '../../../lib/api-error';

// What the staff's waitlist says, worked out apart from the markup so it can be tested.

/** The tier an entry is ranked by; everyone who is no paid member is ranked last. */
export const PRIORITY_LABELS: Record<TierId, string> = {
  inner_circle: 'Inner Circle',
  premium: 'Premium Fan',
  free: 'No priority',
};

const hours = (n: number) => `${n} ${n === 1 ? 'hour' : 'hours'}`;

/** "3 seats free", "1 seat free", "No seat free", or "No seat limit" for an event without one. */
export function seatsFreeText(seatsFree: number | null): string {
  if (seatsFree == null) return 'No seat limit';
  if (seatsFree <= 0) return 'No seat free';
  return `${seatsFree} ${seatsFree === 1 ? 'seat' : 'seats'} free`;
}

/** The line above the list: whether the waitlist takes people, how long an offer holds, the seats. */
export function waitlistSummary(list: Pick<AdminWaitlist, 'enabled' | 'offerHours' | 'seatsFree'>): {
  state: string;
  detail: string;
  seats: string;
} {
  return {
    state: list.enabled ? 'Waitlist on' : 'Waitlist off',
    detail: list.enabled
      ? `An offer holds a seat for ${hours(list.offerHours)} (less when the event is close).`
      : 'No one new can join, and free seats go to anyone. Those already waiting stay on the list, unoffered.',
    seats: seatsFreeText(list.seatsFree),
  };
}

/** An entry's state as staff read it: "Waiting: number 2 in line", "Offered until <Miami time>"... */
export function entryStateText(
  entry: Pick<AdminWaitlistEntry, 'status' | 'place' | 'offerExpiresAt'> & { confirmed?: boolean },
): string {
  switch (entry.status) {
    case 'waiting':
      // Not offered seats until the address is confirmed from the e-mail.
      if (entry.confirmed === false) return 'Waiting: e-mail not confirmed';
      return entry.place ? `Waiting: number ${entry.place} in line` : 'Waiting';
    case 'offered':
      return entry.offerExpiresAt ? `Offered until ${formatAdminDateTime(entry.offerExpiresAt)}` : 'Offered';
    case 'claimed':
      return 'Claimed';
    case 'expired':
      return 'Offer expired';
    case 'left':
      return 'Left';
    case 'removed':
      return 'Removed';
  }
}

/** Entries still in line (waiting or with an offer): the count on the panel's tab. */
export const activeEntries = (entries: readonly Pick<AdminWaitlistEntry, 'status'>[]): number =>
  entries.filter((entry) => entry.status === 'waiting' || entry.status === 'offered').length;

/** The offer was refused only because no seat is free: staff may add one and offer it. */
export const needsAnotherSeat = (error: unknown): boolean =>
  statusOf(error) === 409 && hasCode(error, 'no_seat_free');

/** The question asked then, naming the person. */
export const addSeatQuestion = (name: string): string =>
  `No seat is free. Add a seat to the event and offer it to ${name}?`;
