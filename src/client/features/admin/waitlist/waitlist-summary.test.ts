import { describe, expect, it } from 'vitest';
import { WAITLIST_TEXTS } from '../../../../shared/waitlist';
import { ApiError } from '../../../lib/api-error';
import {
  activeEntries,
  addSeatQuestion,
  entryStateText,
  needsAnotherSeat,
  seatsFreeText,
  waitlistSummary,
} from './waitlist-summary';

describe('the staff’s waitlist line', () => {
  it('says whether the waitlist is on, how long an offer holds and the seats free', () => {
    expect(waitlistSummary({ enabled: true, offerHours: 12, seatsFree: 0 })).toEqual({
      state: 'Waitlist on',
      detail: 'An offer holds a seat for 12 hours (less when the event is close).',
      seats: 'No seat free',
    });
    expect(waitlistSummary({ enabled: true, offerHours: 1, seatsFree: 1 }).detail).toBe(
      'An offer holds a seat for 1 hour (less when the event is close).',
    );
    const off = waitlistSummary({ enabled: false, offerHours: 12, seatsFree: 3 });
    expect(off.state).toBe('Waitlist off');
    expect(off.detail).toMatch(/^No one new can join/);
    expect(off.seats).toBe('3 seats free');
  });

  it('counts the seats free, and says when an event has no limit', () => {
    expect(seatsFreeText(null)).toBe('No seat limit');
    expect(seatsFreeText(0)).toBe('No seat free');
    expect(seatsFreeText(-1)).toBe('No seat free');
    expect(seatsFreeText(1)).toBe('1 seat free');
    expect(seatsFreeText(2)).toBe('2 seats free');
  });
});

describe('an entry’s state for staff', () => {
  const entry = { place: null, offerExpiresAt: null };

  it('gives a waiting entry its place in line', () => {
    expect(entryStateText({ ...entry, status: 'waiting', place: 2 })).toBe('Waiting: number 2 in line');
    expect(entryStateText({ ...entry, status: 'waiting' })).toBe('Waiting');
  });

  it('gives an offer its deadline in Miami time, whatever the machine’s zone', () => {
    // 23:30 UTC on July 18 is 7:30 PM in Miami (EDT).
    expect(entryStateText({ ...entry, status: 'offered', offerExpiresAt: '2031-07-18T23:30:00.000Z' })).toBe(
      'Offered until Jul 18, 2031, 7:30 PM',
    );
    expect(entryStateText({ ...entry, status: 'offered' })).toBe('Offered');
  });

  it('names the ended states', () => {
    expect(entryStateText({ ...entry, status: 'claimed' })).toBe('Claimed');
    expect(entryStateText({ ...entry, status: 'expired' })).toBe('Offer expired');
    expect(entryStateText({ ...entry, status: 'left' })).toBe('Left');
    expect(entryStateText({ ...entry, status: 'removed' })).toBe('Removed');
  });

  it('counts only those still in line on the tab', () => {
    const statuses = ['offered', 'waiting', 'waiting', 'claimed', 'expired', 'left', 'removed'] as const;
    expect(activeEntries(statuses.map((status) => ({ status })))).toBe(3);
    expect(activeEntries([])).toBe(0);
  });
});

describe('offering a seat when none is free', () => {
  it('asks to add a seat only for the server’s “no seat free” refusal', () => {
    const refusal = (status: number, message: string, code: string) =>
      new ApiError(status, message, { message, code });
    expect(needsAnotherSeat(refusal(409, WAITLIST_TEXTS.noSeatFree, 'no_seat_free'))).toBe(true);
    expect(needsAnotherSeat(refusal(409, WAITLIST_TEXTS.notWaiting, 'not_waiting'))).toBe(false);
    expect(needsAnotherSeat(refusal(400, WAITLIST_TEXTS.noSeatFree, 'no_seat_free'))).toBe(false);
    expect(needsAnotherSeat(new Error(WAITLIST_TEXTS.noSeatFree))).toBe(false);
    // The code decides, not the words: the same text without the code is not this refusal.
    expect(needsAnotherSeat(new ApiError(409, WAITLIST_TEXTS.noSeatFree))).toBe(false);
  });

  it('names the person in the question', () => {
    expect(addSeatQuestion('Ana Ruiz')).toBe(
      'No seat is free. Add a seat to the event and offer it to Ana Ruiz?',
    );
  });
});
