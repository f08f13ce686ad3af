import { gt } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildEvent, eventInDays } from '../src/server/db/factories';
import { eventCategories, events } from '../src/server/db/schema';
import type { EventCategory } from '../src/shared/event-categories';
import { type EventCategoryChip, isAllEvents } from '../src/shared/events';
import type { Event } from '../src/shared/events-schema';
import { buildWithAdmin } from './helpers/admin';

// The events page's chips are "All Events" and the club's categories that events to come have,
// in the club's order, each with its colour and each a filter that finds its events. "All Events"
// is the chip of every event, never an event's category.

const { app, admin } = await buildWithAdmin();

/** The categories every club starts with (the migration's eight). */
const STARTING_CATEGORIES = 8;

const newEvent = {
  title: 'Cigar Lounge Night',
  description: 'Hand-rolled in Little Havana.',
  category: 'Cigars',
  date: eventInDays(5).toISOString(),
  price: 0,
};

const chips = async () => {
  const answer = await app.inject({ url: '/api/events/categories' });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<EventCategoryChip[]>();
};
const chipNames = async () => (await chips()).map((chip) => chip.name);
const listed = async (category: string) => {
  const answer = await app.inject({ url: `/api/events?category=${encodeURIComponent(category)}` });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<Event[]>();
};
const addCategory = (name: string, color = 'white') =>
  admin({ method: 'POST', url: '/api/admin/event-categories', payload: { name, color } });
/** No events, and only the categories a club starts with. */
const emptyClub = async () => {
  await app.db.delete(events);
  await app.db.delete(eventCategories).where(gt(eventCategories.id, STARTING_CATEGORIES));
  app.caches.events.clear();
};

describe('the category chips', () => {
  it('are the categories of the events to come, in the club’s order, each in its colour', async () => {
    await emptyClub();
    await addCategory('Golf', 'teal');
    await addCategory('Bowling', 'blue');
    await app.db.insert(events).values([
      buildEvent({ category: 'VIP', date: eventInDays(3) }),
      buildEvent({ category: 'Spirit Tasting', date: eventInDays(4) }),
      buildEvent({ category: 'NFL', date: eventInDays(5) }),
      buildEvent({ category: 'Bowling', date: eventInDays(6) }),
      buildEvent({ category: 'NFL', date: eventInDays(7) }),
      buildEvent({ category: 'Cigars', date: eventInDays(8) }),
      buildEvent({ category: 'Golf', date: eventInDays(9) }),
      // Only in the past: no chip.
      buildEvent({ category: 'UFC', date: eventInDays(-2) }),
    ]);
    expect(await chips()).toEqual([
      { name: 'NFL', color: 'teal' },
      { name: 'VIP', color: 'cyan' },
      { name: 'Cigars', color: 'white' },
      { name: 'Spirit Tasting', color: 'white' },
      { name: 'Golf', color: 'teal' },
      { name: 'Bowling', color: 'blue' },
    ]);
    // A chip finds its events, whatever the letter case the address has.
    expect(await listed('nfl')).toHaveLength(2);
  });

  it('show a category staff add once an event has it, and lose it when its last event is deleted', async () => {
    await emptyClub();
    expect(await chips()).toEqual([]);
    expect((await addCategory('Salsa Night', 'pink')).statusCode).toBe(201);
    expect(await chips()).toEqual([]);
    const created = await admin({
      method: 'POST',
      url: '/api/admin/events',
      // Any letter case finds the category; the event takes its spelling.
      payload: { ...newEvent, category: '  salsa NIGHT  ' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<Event>()).toMatchObject({ category: 'Salsa Night', categoryColor: 'pink' });
    expect(await chips()).toEqual([{ name: 'Salsa Night', color: 'pink' }]);
    const { id } = created.json<Event>();
    expect((await admin({ method: 'DELETE', url: `/api/admin/events/${id}` })).statusCode).toBe(200);
    expect(await chips()).toEqual([]);
  });

  it('never hold "All Events", even from a category written behind the app’s back', async () => {
    await emptyClub();
    await app.db.insert(eventCategories).values({ name: 'All Events', color: 'white', position: 99 });
    await app.db
      .insert(events)
      .values([
        buildEvent({ category: 'All Events', date: eventInDays(3) }),
        buildEvent({ category: 'Poker', date: eventInDays(4) }),
      ]);
    expect(await chipNames()).toEqual(['Poker']);
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

  it('is refused as the name of a category, added or renamed, whatever its spelling', async () => {
    for (const name of spellings) {
      const answer = await addCategory(name);
      expect(answer.statusCode, name).toBe(400);
      expect(answer.json()).toEqual({
        code: 'category_reserved',
        message: '"All Events" is the list of every event, not a category. Choose another name.',
      });
      const renamed = await admin({
        method: 'PATCH',
        url: '/api/admin/event-categories/1',
        payload: { name },
      });
      expect(renamed.json().code).toBe('category_reserved');
    }
  });

  it('may be written inside a longer name', async () => {
    expect((await addCategory('All Events Night')).statusCode).toBe(201);
    const answer = await admin({
      method: 'POST',
      url: '/api/admin/events',
      payload: { ...newEvent, category: 'All Events Night' },
    });
    expect(answer.statusCode, answer.body).toBe(201);
  });
});

describe('the chips, whatever categories staff name (full Unicode)', () => {
  const name = fc.oneof(
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
  const plannedEvent = fc.record({ name, days: fc.constantFrom(-3, -1, 1, 2, 9, 30) });

  it('equal the distinct categories of the events to come, in the club’s order, each finding exactly its events', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(plannedEvent, { minLength: 0, maxLength: 6 }), async (planned) => {
        await emptyClub();
        const upcoming: Event[] = [];
        const pastCategories: string[] = [];
        for (const { name, days } of planned) {
          const added = await addCategory(name);
          // A name the text rules refuse is a 400, "All Events" too (with its code), and one the
          // club has in any letter case a 409.
          expect([201, 400, 409], added.body).toContain(added.statusCode);
          if (isAllEvents(name)) expect(added.json().code).toBe('category_reserved');
          const answer = await admin({
            method: 'POST',
            url: '/api/admin/events',
            payload: { ...newEvent, category: name, date: eventInDays(days).toISOString() },
          });
          // An event takes any category the club has; a refused name is no category.
          if (added.statusCode === 400) {
            expect(answer.statusCode).toBe(400);
            continue;
          }
          expect(answer.statusCode, answer.body).toBe(201);
          const event = answer.json<Event>();
          if (days > 0) upcoming.push(event);
          else pastCategories.push(event.category);
        }
        const shown = await chipNames();
        const stored = new Set(upcoming.map((e) => e.category));
        const clubOrder = (await admin({ method: 'GET', url: '/api/admin/event-categories' })).json<
          EventCategory[]
        >();
        // Once each, in the club's order, "All Events" never among them.
        expect(shown).toEqual(clubOrder.map((c) => c.name).filter((c) => stored.has(c)));
        expect(shown.some(isAllEvents)).toBe(false);
        // ...and every event to come is found by exactly one chip.
        const foundBy = new Map<number, number>();
        for (const chip of shown) {
          for (const event of await listed(chip)) foundBy.set(event.id, (foundBy.get(event.id) ?? 0) + 1);
        }
        expect([...foundBy.keys()].sort()).toEqual(upcoming.map((e) => e.id).sort());
        expect([...foundBy.values()].every((count) => count === 1)).toBe(true);
        // A category of past events only is no chip.
        for (const past of pastCategories) {
          if (!stored.has(past)) expect(shown).not.toContain(past);
        }
      }),
      { numRuns: 30 },
    );
  });
});
