import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventInDays } from '../src/server/db/factories';
import type { EventCategory } from '../src/shared/event-categories';
import type { Event, EventCategoryChip } from '../src/shared/events';
import { buildWithAdmin } from './helpers/admin';
import { rowCounts } from './helpers/row-counts';
import { anyText, directionControl, invisibleCharacter } from './security/hostile-input';

// The club's event categories are staff's to manage (docs/admin.md "Event categories"): add one
// with a colour, rename and recolour it (its events follow, on the site too), order them, retire
// one (its events keep it; new events cannot have it) or restore it, delete one no event has.

const { app, admin } = await buildWithAdmin();

const CATEGORIES = '/api/admin/event-categories';

const categories = async () => (await admin({ method: 'GET', url: CATEGORIES })).json<EventCategory[]>();
const categoryNamed = async (name: string) => (await categories()).find((c) => c.name === name);
const add = (name: string, color: string) =>
  admin({ method: 'POST', url: CATEGORIES, payload: { name, color } });
const change = (id: number, payload: object) =>
  admin({ method: 'PATCH', url: `${CATEGORIES}/${id}`, payload });
const added = async (name: string, color: string) => {
  const answer = await add(name, color);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<EventCategory>();
};

const eventBody = (category: string, days = 6) => ({
  title: `${category} night`,
  description: 'Big screens and a late bar.',
  category,
  date: eventInDays(days).toISOString(),
  price: 0,
});
const createEvent = async (category: string, days?: number) => {
  const answer = await admin({
    method: 'POST',
    url: '/api/admin/events',
    payload: eventBody(category, days),
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<Event>();
};
const publicGet = async <T>(url: string) => {
  const answer = await app.inject({ url });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<T>();
};
const chips = () => publicGet<EventCategoryChip[]>('/api/events/categories');

describe('staff manage the club’s event categories', () => {
  it('lists the categories every club starts with, the spec’s six in their colours first', async () => {
    const list = await categories();
    expect(list.slice(0, 8).map((c) => [c.name, c.color, c.retiredAt])).toEqual([
      ['NBA', 'pink', null],
      ['NFL', 'teal', null],
      ['UFC', 'red', null],
      ['Poker', 'purple', null],
      ['Dominoes', 'gold', null],
      ['VIP', 'cyan', null],
      ['Cigars', 'white', null],
      ['Spirit Tasting', 'white', null],
    ]);
  });

  it('staff add Soccer in blue, the form offers it, and its events show it in blue on the site', async () => {
    const soccer = await added('  Soccer ', 'blue');
    expect(soccer).toMatchObject({ name: 'Soccer', color: 'blue', retiredAt: null, events: 0 });
    // After the others, in the club's order.
    expect((await categories()).at(-1)?.name).toBe('Soccer');
    // Nothing public changes until an event has it.
    expect((await chips()).map((c) => c.name)).not.toContain('Soccer');

    const event = await createEvent('soccer');
    expect(event).toMatchObject({ category: 'Soccer', categoryColor: 'blue' });
    expect((await categoryNamed('Soccer'))?.events).toBe(1);
    expect(await chips()).toContainEqual({ name: 'Soccer', color: 'blue' });
    const listed = await publicGet<Event[]>('/api/events?category=Soccer');
    expect(listed.map((e) => [e.id, e.categoryColor])).toEqual([[event.id, 'blue']]);
    expect((await publicGet<Event>(`/api/events/${event.id}`)).categoryColor).toBe('blue');
    // The card on the events page wears it.
    const page = (await app.inject({ url: '/events?category=Soccer' })).body;
    expect(page).toMatch(/class="[^"]*bg-blue text-bg[^"]*">Soccer</);
  });

  it('a rename carries every event along, and the public filter finds them by the new name', async () => {
    const futbol = await added('Futbol', 'pink');
    const ahead = await createEvent('Futbol', 9);
    const past = await createEvent('Futbol', -9);
    // The public answers are kept: a rename must not leave them stale.
    expect(await publicGet<Event[]>('/api/events?category=Futbol')).toHaveLength(1);
    expect((await chips()).map((c) => c.name)).toContain('Futbol');

    const renamed = await change(futbol.id, { name: 'Inter Miami Nights' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<EventCategory>()).toMatchObject({
      name: 'Inter Miami Nights',
      color: 'pink',
      events: 2,
    });

    const found = await publicGet<Event[]>('/api/events?category=inter%20miami%20nights');
    expect(found.map((e) => [e.id, e.category])).toEqual([[ahead.id, 'Inter Miami Nights']]);
    expect(await publicGet<Event[]>('/api/events?category=Futbol')).toEqual([]);
    expect((await chips()).map((c) => c.name)).toContain('Inter Miami Nights');
    expect((await chips()).map((c) => c.name)).not.toContain('Futbol');
    expect((await publicGet<Event>(`/api/events/${past.id}`)).category).toBe('Inter Miami Nights');
    // Only its letter case: still the same category.
    expect((await change(futbol.id, { name: 'Inter Miami nights' })).statusCode).toBe(200);
  });

  it('a new colour reaches every event of the category at once', async () => {
    const trivia = await added('Trivia', 'white');
    const event = await createEvent('Trivia');
    expect((await publicGet<Event>(`/api/events/${event.id}`)).categoryColor).toBe('white');
    expect((await change(trivia.id, { color: 'gold' })).json<EventCategory>().color).toBe('gold');
    expect((await publicGet<Event>(`/api/events/${event.id}`)).categoryColor).toBe('gold');
    expect(await chips()).toContainEqual({ name: 'Trivia', color: 'gold' });
    const staffList = await admin({ method: 'GET', url: '/api/admin/events?search=Trivia' });
    expect(staffList.json<{ items: Event[] }>().items.map((e) => e.categoryColor)).toEqual(['gold']);
  });

  it('a retired category is offered no more, and its events, past and to come, keep its name and colour', async () => {
    const salsa = await added('Salsa', 'red');
    const past = await createEvent('Salsa', -20);
    const ahead = await createEvent('Salsa', 12);
    const retired = await change(salsa.id, { retired: true });
    expect(retired.statusCode, retired.body).toBe(200);
    expect(retired.json<EventCategory>().retiredAt).toEqual(expect.any(String));

    // No new event in it...
    const refused = await admin({ method: 'POST', url: '/api/admin/events', payload: eventBody('Salsa') });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'category_retired',
      message:
        '"Salsa" is retired, so new events cannot have it. Choose another category, or restore it under Categories first.',
    });
    // ...nor another event moved into it; but one that has it keeps it when edited.
    const other = await createEvent('Poker');
    const moved = await admin({
      method: 'PUT',
      url: `/api/admin/events/${other.id}`,
      payload: eventBody('Salsa'),
    });
    expect(moved.json().code).toBe('category_retired');
    const kept = await admin({
      method: 'PUT',
      url: `/api/admin/events/${ahead.id}`,
      payload: { ...eventBody('Salsa', 12), title: 'Salsa night, moved upstairs' },
    });
    expect(kept.statusCode, kept.body).toBe(200);

    for (const id of [past.id, ahead.id]) {
      expect(await publicGet<Event>(`/api/events/${id}`)).toMatchObject({
        category: 'Salsa',
        categoryColor: 'red',
      });
    }
    // Restored, it is offered again.
    expect((await change(salsa.id, { retired: false })).json<EventCategory>().retiredAt).toBeNull();
    await createEvent('Salsa');
  });

  it('a category with events is not deleted: staff are told to retire it instead', async () => {
    const karaoke = await added('Karaoke', 'purple');
    await createEvent('Karaoke', -3);
    const refused = await admin({ method: 'DELETE', url: `${CATEGORIES}/${karaoke.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'category_in_use',
      message:
        '"Karaoke" has events, so it cannot be deleted: retire it instead. Its events keep it, and the event form offers it no more.',
    });
    expect(await categoryNamed('Karaoke')).toBeDefined();

    const unused = await added('Bowling', 'teal');
    const deleted = await admin({ method: 'DELETE', url: `${CATEGORIES}/${unused.id}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ message: 'The category has been deleted' });
    expect(await categoryNamed('Bowling')).toBeUndefined();
    expect((await admin({ method: 'DELETE', url: `${CATEGORIES}/${unused.id}` })).statusCode).toBe(404);
    // Its name is free again.
    await added('Bowling', 'teal');
  });

  it('an event cannot be given a category the club does not have', async () => {
    const before = await rowCounts(app);
    const answer = await admin({ method: 'POST', url: '/api/admin/events', payload: eventBody('Curling') });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      code: 'category_unknown',
      message:
        'There is no category named "Curling". Choose one of the club\'s categories, or add it under Categories first.',
    });
    expect(await rowCounts(app)).toEqual(before);
  });

  it('two categories cannot share a name, whatever its letter case', async () => {
    const before = await rowCounts(app);
    const taken = await add('soccer', 'gold');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      code: 'category_taken',
      message: 'There is already a category named "Soccer".',
    });
    const nba = await categoryNamed('NBA');
    const renamed = await change(nba?.id ?? 0, { name: 'SOCCER' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().code).toBe('category_taken');
    expect(await rowCounts(app)).toEqual(before);
    expect((await categoryNamed('NBA'))?.color).toBe('pink');

    // A retired one is pointed at: restoring it is what staff want.
    const old = await added('Dominoes League', 'gold');
    await change(old.id, { retired: true });
    expect((await add('DOMINOES LEAGUE', 'teal')).json().message).toBe(
      'There is already a category named "Dominoes League". It is retired: restore it instead.',
    );
  });

  it('staff order the categories, and the chips follow', async () => {
    const list = await categories();
    const [nba, nfl] = list;
    const reordered = [nfl.id, nba.id, ...list.slice(2).map((c) => c.id)];
    const answer = await admin({ method: 'PUT', url: CATEGORIES, payload: { ids: reordered } });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<EventCategory[]>().map((c) => c.id)).toEqual(reordered);
    expect((await categories()).map((c) => c.id)).toEqual(reordered);
    await createEvent('NBA');
    await createEvent('NFL');
    const shown = (await chips()).map((c) => c.name);
    expect(shown.indexOf('NFL')).toBeLessThan(shown.indexOf('NBA'));

    // An order that misses a category (one added meanwhile) is refused, and changes nothing.
    const stale = await admin({
      method: 'PUT',
      url: CATEGORIES,
      payload: { ids: reordered.slice(1) },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('changed_meanwhile');
    const twice = await admin({
      method: 'PUT',
      url: CATEGORIES,
      payload: { ids: [...reordered, reordered[0]] },
    });
    expect(twice.statusCode).toBe(400);
    expect((await categories()).map((c) => c.id)).toEqual(reordered);
  });

  it('refuses a colour off the palette, and a change that says nothing', async () => {
    const before = await rowCounts(app);
    const orange = await add('Tennis', 'orange');
    expect(orange.statusCode).toBe(400);
    expect(orange.json()).toEqual({
      code: 'invalid_request',
      message: 'Invalid request: color: Choose a colour',
    });
    expect((await change(1, {})).statusCode).toBe(400);
    expect((await change(1, { color: '#ff0000' })).statusCode).toBe(400);
    expect((await change(999_999, { color: 'red' })).statusCode).toBe(404);
    expect(await rowCounts(app)).toEqual(before);
  });

  it('only staff manage categories', async () => {
    const before = await rowCounts(app);
    for (const [method, url, payload] of [
      ['GET', CATEGORIES, undefined],
      ['POST', CATEGORIES, { name: 'Hacked', color: 'red' }],
      ['PATCH', `${CATEGORIES}/1`, { name: 'Hacked' }],
      ['PUT', CATEGORIES, { ids: [1] }],
      ['DELETE', `${CATEGORIES}/1`, undefined],
    ] as const) {
      const answer = await app.inject({ method, url, payload });
      expect(answer.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await rowCounts(app)).toEqual(before);
    expect((await categoryNamed('NBA'))?.color).toBe('pink');
  });
});

describe('names staff type (full Unicode, control characters, invisible text)', () => {
  const hostileName = fc.oneof(
    anyText({ maxLength: 50 }),
    fc.array(invisibleCharacter, { minLength: 1, maxLength: 6 }).map((chars) => chars.join('')),
    fc
      .tuple(fc.constantFrom('Soccer', 'Jazz'), directionControl)
      .map(([name, control]) => `${name}${control}`),
    fc.constantFrom('', '   ', 'nba', 'ALL EVENTS', 'x'.repeat(41), 'Line\nbreak', 'Tab\there'),
  );

  it('are stored as one visible line, trimmed, or refused with a message, changing nothing', async () => {
    const jazz = await added('Jazz', 'purple');
    await fc.assert(
      fc.asyncProperty(hostileName, async (name) => {
        const before = await rowCounts(app);
        for (const attempt of [() => add(name, 'cyan'), () => change(jazz.id, { name })]) {
          const answer = await attempt();
          expect(answer.statusCode, answer.body).toBeLessThan(500);
          if (answer.statusCode >= 400) {
            expect([400, 409]).toContain(answer.statusCode);
            expect(answer.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
            expect(await rowCounts(app)).toEqual(before);
            expect((await categories()).find((c) => c.id === jazz.id)?.name).toBe('Jazz');
            continue;
          }
          const stored = answer.json<EventCategory>();
          expect(stored.name).toBe(name.trim());
          expect(stored.name.length).toBeLessThanOrEqual(40);
          // Put back as it was.
          if (stored.id === jazz.id) expect((await change(jazz.id, { name: 'Jazz' })).statusCode).toBe(200);
          else
            expect((await admin({ method: 'DELETE', url: `${CATEGORIES}/${stored.id}` })).statusCode).toBe(
              200,
            );
        }
      }),
      { numRuns: 60 },
    );
  });
});
