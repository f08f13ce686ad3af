import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildEvent, eventInDays } from '../src/server/db/factories';
import { events } from '../src/server/db/schema';
import { isAllEvents, orderEventCategories } from '../src/shared/events';
import type { Event } from '../src/shared/events-schema';
import { buildWithAdmin } from './helpers/admin';

// The events page's chips are "All Events" and the categories of the events to come, as the
// server lists them (GET /api/events/categories): whatever staff named, each once, each a filter
// that finds its events. "All Events" is the chip of every event, never an event's category.

const { app, admin } = await buildWithAdmin();

const newEvent = {
  title: 'Cigar Lounge Night',
  description: 'Hand-rolled in Little Havana.',
  category: 'Cigars',
  date: eventInDays(5).toISOString(),
  price: 0,
};

const categories = async () => {
  const answer = await app.inject({ url: '/api/events/categories' });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<string[]>();
};
const listed = async (category: string) => {
  const answer = await app.inject({ url: `/api/events?category=${encodeURIComponent(category)}` });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<Event[]>();
};
const emptyClub = async () => {
  await app.db.delete(events);
  app.caches.events.clear();
};

describe('the category chips', () => {
  it('are the categories of the events to come, usual ones first, then the others alphabetically', async () => {
    await emptyClub();
    await app.db.insert(events).values([
      buildEvent({ category: 'VIP', date: eventInDays(3) }),
      buildEvent({ category: 'Spirit Tasting', date: eventInDays(4) }),
      buildEvent({ category: 'NFL', date: eventInDays(5) }),
      buildEvent({ category: 'Golf', date: eventInDays(6) }),
      buildEvent({ category: 'nfl', date: eventInDays(7) }),
      buildEvent({ category: 'Cigars', date: eventInDays(8) }),
      buildEvent({ category: 'Bowling', date: eventInDays(9) }),
      // Only in the past: no chip.
      buildEvent({ category: 'UFC', date: eventInDays(-2) }),
    ]);
    expect(await categories()).toEqual(['NFL', 'VIP', 'Cigars', 'Spirit Tasting', 'Bowling', 'Golf']);
    // The chip of two spellings finds both.
    expect((await listed('NFL')).map((e) => e.category).sort()).toEqual(['NFL', 'nfl']);
  });

  it('show a category staff add at once, and lose it when its last event is deleted', async () => {
    await emptyClub();
    expect(await categories()).toEqual([]);
    const created = await admin({
      method: 'POST',
      url: '/api/admin/events',
      payload: { ...newEvent, category: '  Salsa Night  ' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<Event>().category).toBe('Salsa Night');
    expect(await categories()).toEqual(['Salsa Night']);
    const { id } = created.json<Event>();
    expect((await admin({ method: 'DELETE', url: `/api/admin/events/${id}` })).statusCode).toBe(200);
    expect(await categories()).toEqual([]);
  });

  it('never hold "All Events", even from a row stored before the rule', async () => {
    await emptyClub();
    await app.db
      .insert(events)
      .values([
        buildEvent({ category: 'All Events', date: eventInDays(3) }),
        buildEvent({ category: 'Poker', date: eventInDays(4) }),
      ]);
    expect(await categories()).toEqual(['Poker']);
    // The event stays in the list of every event.
    expect(await listed('All Events')).toHaveLength(2);
  });
});

describe('"All Events" as an event category', () => {
  const spellings = ['All Events', 'all events', '  ALL   EVENTS ', 'All\u00a0Events'];

  it('is refused when staff create an event, with its code, whatever its spelling', async () => {
    for (const category of spellings) {
      const answer = await admin({
        method: 'POST',
        url: '/api/admin/events',
        payload: { ...newEvent, category },
      });
      expect(answer.statusCode, category).toBe(400);
      expect(answer.json()).toEqual({
        code: 'category_reserved',
        message: '"All Events" is the list of every event, not a category. Choose another category.',
      });
    }
  });

  it('is refused when staff edit an event, which keeps its category', async () => {
    const created = await admin({ method: 'POST', url: '/api/admin/events', payload: newEvent });
    const { id } = created.json<Event>();
    for (const category of spellings) {
      const answer = await admin({
        method: 'PUT',
        url: `/api/admin/events/${id}`,
        payload: { ...newEvent, category },
      });
      expect(answer.statusCode, category).toBe(400);
      expect(answer.json().code).toBe('category_reserved');
    }
    expect((await app.inject({ url: `/api/events/${id}` })).json<Event>().category).toBe('Cigars');
  });

  it('is a category staff may still write inside a longer name', async () => {
    const answer = await admin({
      method: 'POST',
      url: '/api/admin/events',
      payload: { ...newEvent, category: 'All Events Night' },
    });
    expect(answer.statusCode, answer.body).toBe(201);
  });
});

describe('the chips, whatever categories staff name (full Unicode)', () => {
  const category = fc.oneof(
    fc.constantFrom(
      'NBA',
      'nba',
      'VIP',
      'Cigars',
      'Spirit Tasting',
      'All Events',
      ' all  events',
      'Ärzte',
      'ärzte',
    ),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }),
  );
  const plannedEvent = fc.record({ category, days: fc.constantFrom(-3, -1, 1, 2, 9, 30) });

  it('equal the distinct categories of the events to come, each finding exactly its events', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(plannedEvent, { minLength: 0, maxLength: 6 }), async (planned) => {
        await emptyClub();
        const upcoming: Event[] = [];
        const pastCategories: string[] = [];
        for (const { category, days } of planned) {
          const answer = await admin({
            method: 'POST',
            url: '/api/admin/events',
            payload: { ...newEvent, category, date: eventInDays(days).toISOString() },
          });
          // A name the text rules refuse, or "All Events", is no category; the rest are taken.
          if (answer.statusCode !== 201) {
            expect(answer.statusCode).toBe(400);
            if (isAllEvents(category)) expect(answer.json().code).toBe('category_reserved');
            continue;
          }
          const event = answer.json<Event>();
          if (days > 0) upcoming.push(event);
          else pastCategories.push(event.category);
        }
        const chips = await categories();
        const stored = new Set(upcoming.map((e) => e.category));
        // Once each, in the page's order, "All Events" never among them.
        expect(new Set(chips).size).toBe(chips.length);
        expect(chips).toEqual(orderEventCategories(chips));
        expect(chips.some(isAllEvents)).toBe(false);
        // Every chip is the category of an event to come...
        for (const chip of chips) expect(stored.has(chip)).toBe(true);
        // ...and every event to come is found by exactly one chip: the chips are its categories,
        // each once (two spellings the filter takes as one are one chip).
        const foundBy = new Map<number, number>();
        for (const chip of chips) {
          for (const event of await listed(chip)) foundBy.set(event.id, (foundBy.get(event.id) ?? 0) + 1);
        }
        expect([...foundBy.keys()].sort()).toEqual(upcoming.map((e) => e.id).sort());
        expect([...foundBy.values()].every((count) => count === 1)).toBe(true);
        // A category of past events only is no chip.
        for (const past of pastCategories) {
          if (!stored.has(past)) expect(chips).not.toContain(past);
        }
      }),
      { numRuns: 30 },
    );
  });
});
