import { inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildEvent, eventInDays } from '../src/server/db/factories';
import { events } from '../src/server/db/schema';
import { calendarRange } from '../src/shared/calendar';
import { addDays, miamiToday } from '../src/shared/dates';
import { matchesEventSearch } from '../src/shared/event-search';
import { EVENTS_PAGE_SIZE, type Event, MAX_EVENTS_PER_ANSWER } from '../src/shared/events';
import { miamiDateAndTime, miamiTimeToDate } from '../src/shared/miami-time';
import { build } from './helpers/build';

// The public lists answer what a visitor can use, never the club's whole history: the events to
// come, the past a page at a time, a calendar month, the home page's next three, a feed of the
// coming year. Here the club has years of events behind it and months ahead.

const app = await build();

const PAST_DAYS = 400;
const AHEAD_DAYS = 200;
// An event every other day from PAST_DAYS ago to AHEAD_DAYS ahead; every fifth is Poker, the rest
// NBA. They start on the hour twelve hours from now (Miami wall time), so none is in the current
// hour, which both lists hold (the pages tell an event under way by the clock): the expectations
// below do not depend on the time of day the tests run.
// 2 AM does not exist on the night the clocks go forward (one of these days is that night), so
// an event due then starts at 3 AM instead: still thirteen hours from the current one.
const aheadHour = miamiDateAndTime(new Date(Date.now() + 12 * 3_600_000)).time.slice(0, 2);
const startTime = `${aheadHour === '02' ? '03' : aheadHour}:00`;
const history = Array.from({ length: (PAST_DAYS + AHEAD_DAYS) / 2 }, (_, i) => {
  const days = -PAST_DAYS + i * 2;
  return buildEvent({
    title: `Night ${days}`,
    category: i % 5 === 0 ? 'Poker' : 'NBA',
    date: eventInDays(days, startTime),
  });
});
await app.db.insert(events).values(history);
const now = Date.now();
// The past list holds what starts before the end of the current hour (the page hides what has
// not started yet); the list to come, what starts from the beginning of it.
const HOUR = 3_600_000;
const hourEnd = Math.floor(now / HOUR) * HOUR + HOUR;
const inPast = history.filter((event) => (event.date as Date).getTime() <= now).length;
const pastAnswered = history.filter((event) => (event.date as Date).getTime() < hourEnd).length;
const ahead = history.length - inPast;

const list = async (query: string) => {
  const answer = await app.inject({ url: `/api/events${query}` });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<Event[]>();
};
const times = (found: Event[]) => found.map((event) => Date.parse(event.date));

describe('the public list of events', () => {
  it('answers the events to come, soonest first, at most a hundred, as the spec’s client asks', async () => {
    const found = await list('');
    expect(found.length).toBe(Math.min(ahead, MAX_EVENTS_PER_ANSWER));
    expect(times(found).every((t) => t > now - 3_600_000)).toBe(true);
    expect(times(found)).toEqual([...times(found)].sort((a, b) => a - b));
    expect(found[0].title).toBe(
      `Night ${history.findIndex((e) => (e.date as Date).getTime() > now) * 2 - PAST_DAYS}`,
    );
  });

  it('answers one category, whatever its letter case, as ?category= asks', async () => {
    const poker = await list('?category=pOkEr');
    expect(poker.length).toBeGreaterThan(0);
    expect(poker.every((event) => event.category === 'Poker')).toBe(true);
    expect(await list('?category=All%20Events')).toEqual(await list(''));
  });

  it('pages through the past, latest first, every past event once', async () => {
    const seen: Event[] = [];
    for (let offset = 0; ; offset += EVENTS_PAGE_SIZE) {
      const page = await list(`?when=past&offset=${offset}&limit=${EVENTS_PAGE_SIZE}`);
      seen.push(...page);
      if (page.length < EVENTS_PAGE_SIZE) break;
    }
    expect(seen.length).toBe(pastAnswered);
    expect(new Set(seen.map((event) => event.id)).size).toBe(pastAnswered);
    expect(times(seen)).toEqual([...times(seen)].sort((a, b) => b - a));
  });

  it('answers the days a calendar month shows, and only those, edges included', async () => {
    const month = addDays(miamiToday(), 60).slice(0, 7);
    const { from, to } = calendarRange(month);
    // At the first and the last minute of the range, and just outside it.
    const edges = await app.db
      .insert(events)
      .values([
        buildEvent({ title: 'First minute', date: miamiTimeToDate(from, '00:00') }),
        buildEvent({ title: 'Last minute', date: miamiTimeToDate(to, '23:59') }),
        buildEvent({ title: 'Day before', date: miamiTimeToDate(addDays(from, -1), '23:59') }),
        buildEvent({ title: 'Day after', date: miamiTimeToDate(addDays(to, 1), '00:00') }),
      ])
      .returning();
    const found = await list(`?from=${from}&to=${to}`);
    const titles = found.map((event) => event.title);
    expect(titles).toContain('First minute');
    expect(titles).toContain('Last minute');
    expect(titles).not.toContain('Day before');
    expect(titles).not.toContain('Day after');
    for (const event of found) {
      const day = miamiDateAndTime(event.date).date;
      expect(day >= from && day <= to, `${event.title} ${day}`).toBe(true);
    }
    const everyDay = history.filter((e) => {
      const day = miamiDateAndTime(e.date as Date).date;
      return day >= from && day <= to;
    });
    expect(found.length).toBe(everyDay.length + 2);
    await app.db.delete(events).where(inIds(edges.map((e) => e.id)));
  });

  it('finds the events holding every word of a search, in any case and with or without accents', async () => {
    const [cafe] = await app.db
      .insert(events)
      .values(
        buildEvent({
          title: 'Café Dominó Championship',
          description: 'Fichas y ron',
          venue: '100% Real_Club',
          date: eventInDays(3),
        }),
      )
      .returning();
    for (const q of ['cafe domino', 'CAFÉ', 'ron championship', '100%', 'real_club']) {
      const found = await list(`?q=${encodeURIComponent(q)}`);
      expect(
        found.map((event) => event.id),
        q,
      ).toEqual([cafe.id]);
    }
    // % and _ are letters of the search, not patterns.
    expect(await list(`?q=${encodeURIComponent('1_0')}`)).toEqual([]);
    expect(await list(`?q=${encodeURIComponent('caf%')}`)).toEqual([]);
    await app.db.delete(events).where(inIds([cafe.id]));
  });

  it('searches on the server as the page’s own search reads an event (generated titles)', async () => {
    const letters = fc.constantFrom(...'aáàâäbcçdeéèëfgiíïnñoóöpruúüxyzAÁÉÍÑÓÚ %_\\-'.split(''));
    const text = fc.string({ unit: letters, minLength: 1, maxLength: 14 });
    await fc.assert(
      fc.asyncProperty(fc.array(text, { minLength: 1, maxLength: 4 }), text, async (titles, q) => {
        const made = await app.db
          .insert(events)
          .values(
            titles.map((title) =>
              buildEvent({ title, description: 'x', venue: null, date: eventInDays(400) }),
            ),
          )
          .returning();
        app.caches.events.clear(); // written past the service, as staff never do
        try {
          const found = await list(
            `?from=${addDays(miamiToday(), 399)}&to=${addDays(miamiToday(), 401)}&q=${encodeURIComponent(q)}`,
          );
          const expected = made
            .filter((row) => matchesEventSearch({ ...row, venue: null }, q))
            .map((row) => row.id);
          expect(found.map((event) => event.id).sort()).toEqual(expected.sort());
        } finally {
          await app.db.delete(events).where(inIds(made.map((row) => row.id)));
        }
      }),
      { numRuns: 30 },
    );
  });

  it('refuses a query it cannot answer with 400 and a message', async () => {
    const bad: [string, RegExp][] = [
      ['?when=later', /When must be upcoming or past/],
      ['?limit=101', /Limit can be at most 100/],
      ['?limit=0', /Limit must be at least 1/],
      ['?offset=-1', /Offset cannot be negative/],
      ['?offset=abc', /Offset must be a number/],
      ['?from=2026-12-01', /From and to come together/],
      ['?from=2026-12-01&to=2027-02-01', /at most 42 days/],
      ['?from=2026-12-10&to=2026-12-01', /To cannot be before from/],
      ['?from=2026-02-30&to=2026-03-01', /From must be a day/],
      ['?from=2026-12-01&to=2026-12-31&when=past', /not both/],
      [`?q=${'x'.repeat(101)}`, /Search is too long/],
    ];
    for (const [query, message] of bad) {
      const answer = await app.inject({ url: `/api/events${query}` });
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().message, query).toMatch(message);
    }
  });

  it('never fails on any query string a stranger sends (full Unicode, control characters)', async () => {
    const value = fc.string({ unit: 'grapheme', maxLength: 60 });
    const params = fc.record(
      { category: value, q: value, when: value, from: value, to: value, offset: value, limit: value },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(params, async (query) => {
        const search = new URLSearchParams(query as Record<string, string>).toString();
        const answer = await app.inject({ url: `/api/events?${search}` });
        expect(answer.statusCode, search).toBeLessThan(500);
        expect(answer.body.length).toBeLessThan(1_000_000);
      }),
      { numRuns: 150 },
    );
  });

  it('gives the calendar feed the coming year only, never the past', async () => {
    const [far] = await app.db
      .insert(events)
      .values(buildEvent({ title: 'Two years out', date: eventInDays(730) }))
      .returning();
    const feed = (await app.inject({ url: '/events.ics' })).body;
    expect(feed).not.toContain('Two years out');
    expect(feed).not.toContain(`Night ${-2}\r`);
    expect(feed.match(/BEGIN:VEVENT/g)?.length).toBe(ahead);
    await app.db.delete(events).where(inIds([far.id]));
  });
});

describe('the pages that show lists of events', () => {
  it('shows the next three events on the home page', async () => {
    const body = (await app.inject({ url: '/' })).body;
    const next = history.filter((e) => (e.date as Date).getTime() > now).slice(0, 4);
    for (const event of next.slice(0, 3)) expect(body).toContain(`>${event.title}<`);
    expect(body).not.toContain(`>${next[3].title}<`);
  });

  it('shows a page of events, and one more with each "Show more", before any script', async () => {
    const first = (await app.inject({ url: '/events' })).body;
    const titles = (body: string) => [...body.matchAll(/>Night (-?\d+)</g)].map((m) => m[1]);
    expect(titles(first).length).toBe(EVENTS_PAGE_SIZE);
    expect(first).toContain('href="/events?pages=2"');
    const second = (await app.inject({ url: '/events?pages=2' })).body;
    expect(titles(second).length).toBe(Math.min(ahead, 2 * EVENTS_PAGE_SIZE));
    expect(titles(second).slice(0, EVENTS_PAGE_SIZE)).toEqual(titles(first));
  });

  it('pages the past events latest first', async () => {
    const body = (await app.inject({ url: '/events?past=1' })).body;
    const days = [...body.matchAll(/>Night (-?\d+)</g)].map((m) => Number(m[1]));
    expect(days.length).toBe(EVENTS_PAGE_SIZE);
    expect(days).toEqual([...days].sort((a, b) => b - a));
    expect(days[0]).toBeLessThanOrEqual(0);
  });

  it("shows the calendar's month from the server, without loading the other months", async () => {
    const month = addDays(miamiToday(), -90).slice(0, 7);
    const body = (await app.inject({ url: `/events?view=calendar&month=${month}` })).body;
    const state = JSON.parse(
      body.match(/<script type="application\/json" id="page-state">(.*?)<\/script>/)?.[1] ?? '{}',
    );
    const lists = state.queries.queries.filter((q: { queryKey: unknown[] }) => q.queryKey[1] === 'list');
    expect(lists).toHaveLength(1);
    const { from, to } = calendarRange(month);
    expect(lists[0].queryKey[2]).toEqual({ from, to });
    const shown = lists[0].state.data as Event[];
    expect(shown.length).toBeGreaterThan(10);
    expect(shown.length).toBeLessThan(25);
  });
});

function inIds(ids: number[]) {
  return inArray(events.id, ids);
}
