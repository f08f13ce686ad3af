import { describe, expect, it } from 'vitest';
import type { Event } from '../../../shared/events';
import { arrangeEvents } from './event-order';
import { matching } from './list-search';

const now = Date.parse('2026-11-24T12:00:00Z');
const event = (id: number, title: string, date: string) => ({ id, title, date }) as Event;
const events = [
  event(1, 'Years ago', '2019-01-01T00:00:00Z'),
  event(2, 'Next month', '2026-12-24T00:00:00Z'),
  event(3, 'Last week', '2026-11-17T00:00:00Z'),
  event(4, 'Tomorrow', '2026-11-25T00:00:00Z'),
  event(5, 'Started an hour ago', '2026-11-24T11:00:00Z'),
];
const titles = (list: Event[]) => list.map((e) => e.title);

describe('the events list of the dashboard', () => {
  it('shows upcoming events only, the soonest first', () => {
    expect(titles(arrangeEvents(events, false, now))).toEqual(['Tomorrow', 'Next month']);
  });

  it('keeps a past event just saved in sight, after the upcoming ones', () => {
    expect(titles(arrangeEvents(events, false, now, 3))).toEqual(['Tomorrow', 'Next month', 'Last week']);
  });

  it('with past events shown, puts them after the upcoming ones, the latest first', () => {
    expect(titles(arrangeEvents(events, true, now))).toEqual([
      'Tomorrow',
      'Next month',
      'Started an hour ago',
      'Last week',
      'Years ago',
    ]);
  });
});

describe('a list search', () => {
  const items = ['Café Cubano Night', 'Heat vs. Celtics', 'Poker: Café Royale'];
  it('finds every word typed, in any case and without accents, in any order', () => {
    expect(matching(items, 'cafe', (s) => s)).toEqual(['Café Cubano Night', 'Poker: Café Royale']);
    expect(matching(items, 'ROYALE  café', (s) => s)).toEqual(['Poker: Café Royale']);
    expect(matching(items, 'celtics poker', (s) => s)).toEqual([]);
  });

  it('keeps the whole list for a blank search', () => {
    expect(matching(items, '   ', (s) => s)).toEqual(items);
  });
});
