import { describe, expect, it } from 'vitest';
import type { Event } from '../../../../shared/events';
import { keepSavedPastEvent } from './event-order';

const now = Date.parse('2026-11-24T12:00:00Z');
const event = (id: number, title: string, date: string) => ({ id, title, date }) as Event;
const upcoming = [
  event(2, 'Tomorrow', '2026-11-25T00:00:00Z'),
  event(4, 'Next month', '2026-12-24T00:00:00Z'),
];
const lastWeek = event(3, 'Last week', '2026-11-17T00:00:00Z');
const titles = (list: Event[]) => list.map((e) => e.title);

describe('the events list of the dashboard after a save', () => {
  it('keeps a past event just saved in sight, after the upcoming ones', () => {
    expect(titles(keepSavedPastEvent(upcoming, lastWeek, false, now))).toEqual([
      'Tomorrow',
      'Next month',
      'Last week',
    ]);
  });

  it('adds nothing when the past events are shown, the saved one is upcoming, or it is listed already', () => {
    expect(keepSavedPastEvent(upcoming, lastWeek, true, now)).toEqual(upcoming);
    expect(keepSavedPastEvent(upcoming, upcoming[1], false, now)).toEqual(upcoming);
    expect(keepSavedPastEvent([...upcoming, lastWeek], lastWeek, false, now)).toHaveLength(3);
    expect(keepSavedPastEvent(upcoming, undefined, false, now)).toEqual(upcoming);
  });
});
