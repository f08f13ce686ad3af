import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildEvent, eventInDays } from '../src/server/db/factories';
import { eventCategories, events, mailOutbox } from '../src/server/db/schema';
import { DEFAULT_VENUE } from '../src/shared/calendar-entry';
import { miamiToday } from '../src/shared/dates';
import type { Event } from '../src/shared/events';
import { cleanCalendarText } from '../src/shared/ics-text';
import { miamiDateAndTime, miamiTimeToDate } from '../src/shared/miami-time';
import { buildWithAdmin } from './helpers/admin';

const { app, admin } = await buildWithAdmin({ env: { PUBLIC_URL: 'https://mesc.example' } });

/** What the visitor sees: the rendered markup, without the data handed to the browser. */
const visible = (body: string) =>
  body.slice(body.indexOf('<div id="root">'), body.indexOf('<script type="application/json"'));

const vevents = (ics: string) =>
  new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));

const inTenDays = miamiDateAndTime(eventInDays(10)).date;

describe("an event's time", () => {
  it('is "Time TBA" in the list when the admin ticks it, and 7:00 PM Miami for 3 hours in the feed', async () => {
    const created = await admin({
      method: 'POST',
      url: '/api/admin/events',
      payload: {
        title: 'Dominoes Final',
        description: 'The table is set; the hour is not.',
        category: 'Dominoes',
        date: miamiTimeToDate(inTenDays, '02:13').toISOString(),
        timeToBeAnnounced: true,
        price: 0,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const event = created.json<Event>();
    expect(event.timeToBeAnnounced).toBe(true);
    expect(miamiDateAndTime(event.date)).toEqual({ date: inTenDays, time: '19:00' });

    const card = visible((await app.inject({ url: '/events?category=Dominoes' })).body);
    expect(card).toMatch(/<time datetime="\d{4}-\d{2}-\d{2}">\w{3}, \w{3} \d{1,2} · Time TBA<\/time>/);
    const [entry] = vevents((await app.inject({ url: '/events.ics' })).body).filter(
      (v) => v.uid === `event-${event.id}@mesc.club`,
    );
    expect(entry.startDate.toJSDate().toISOString()).toBe(event.date);
    expect(entry.endDate.toJSDate().getTime() - Date.parse(event.date)).toBe(3 * 3_600_000);

    const page = (await app.inject({ url: '/events' })).body;
    const jsonLd = JSON.parse(
      page.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? '[]',
    );
    expect(jsonLd.find((d: { name: string }) => d.name === 'Dominoes Final')?.startDate).toBe(inTenDays);
  });

  it('is 12:00 AM for an event at midnight, never a missing time', async () => {
    const date = miamiTimeToDate(inTenDays, '00:00');
    await app.db.insert(events).values(buildEvent({ title: 'Midnight Poker', category: 'Poker', date }));
    app.caches.events.clear();
    const card = visible((await app.inject({ url: '/events?category=Poker' })).body);
    expect(card).toMatch(/\w{3}, \w{3} \d{1,2}, 12:00\s?AM/);
    expect(card).not.toContain('Time TBA');
  });

  it('refuses a flag that is not true or false, with a message', async () => {
    const response = await admin({
      method: 'POST',
      url: '/api/admin/events',
      payload: {
        title: 'X',
        description: 'Y',
        category: 'NBA',
        date: new Date().toISOString(),
        price: 0,
        timeToBeAnnounced: 'yes',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
  });
});

/**
 * A category of this name as the database holds it (any text but a blank one, which it refuses),
 * made if there is none, so an event row can name it.
 */
async function storedCategory(name: string): Promise<string> {
  if (name.replace(/^ +| +$/g, '') === '') return 'NBA';
  await app.db.insert(eventCategories).values({ name, color: 'white', position: 99 }).onConflictDoNothing();
  const [found] = await app.db
    .select({ name: eventCategories.name })
    .from(eventCategories)
    .where(eq(sql`lower(${eventCategories.name})`, sql`lower(${name})`));
  return found.name;
}

describe('the calendar feed and the RSVP file with hostile text already in the database', () => {
  // PostgreSQL cannot store U+0000 in text at all, so rows never hold it; everything else can be there.
  const text = fc.string({ unit: 'binary', maxLength: 80 }).map((s) => s.replaceAll('\u0000', ''));

  it('keep one event per row, each text cleaned, whatever the rows hold', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({ title: text, description: text, venue: text, category: text }),
        async (row) => {
          const [stored] = await app.db
            .insert(events)
            .values(
              buildEvent({ ...row, category: await storedCategory(row.category), date: eventInDays(3) }),
            )
            .returning();
          app.caches.events.clear();
          const feed = (await app.inject({ url: '/events.ics' })).body;
          const upcoming = (await app.inject({ url: '/api/events' }))
            .json<Event[]>()
            .filter((e) => Date.parse(e.date) > Date.now());
          const parsed = vevents(feed);
          expect(parsed).toHaveLength(upcoming.length);
          const entry = parsed.find((v) => v.uid === `event-${stored.id}@mesc.club`);
          // What the database gave back (a lone surrogate is already U+FFFD there), cleaned.
          expect(entry?.summary ?? '').toBe(cleanCalendarText(stored.title));
          expect(entry?.description ?? '').toBe(cleanCalendarText(stored.description));
          expect(entry?.location ?? '').toBe(cleanCalendarText(stored.venue?.trim() || DEFAULT_VENUE));
          await app.db.delete(events).where(eq(events.id, stored.id));
        },
      ),
      { numRuns: 25 },
    );
  });

  it('attach a file with exactly that one event to the RSVP e-mail', async () => {
    const title = 'Fight Night\r\nEND:VEVENT\r\nBEGIN:VEVENT\rSUMMARY:Injected\u0085\u2028';
    const [stored] = await app.db.insert(events).values(buildEvent({ title })).returning();
    const response = await app.inject({
      method: 'POST',
      url: `/api/events/${stored.id}/rsvp`,
      payload: { name: 'Ana', email: 'ana.hostile@example.com' },
    });
    expect(response.statusCode).toBe(201);
    const [mail] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'ana.hostile@example.com'));
    const attached = vevents(String(mail.attachments?.[0].content));
    expect(attached.map((v) => v.summary)).toEqual([
      'Fight Night\nEND:VEVENT\nBEGIN:VEVENT\nSUMMARY:Injected\n\n',
    ]);
  });
});

describe('the events page with a month or view it cannot show', () => {
  const title = (month: string) =>
    new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
      new Date(`${month}-01T12:00:00Z`),
    );
  const thisMonth = title(miamiToday().slice(0, 7));

  it.each([
    '2026-13',
    '0000-00',
    'abc',
    '99999-01',
    '2026-00',
    '-1',
    '999999999999999999999',
    '2026-1',
    '9999-12',
    '1999-12',
    '2101-01',
    '1000-01',
  ])('shows this month when the address asks for month=%s', async (month) => {
    const response = await app.inject({ url: `/events?view=calendar&month=${encodeURIComponent(month)}` });
    expect(response.statusCode).toBe(200);
    const body = visible(response.body);
    expect(body).toContain(`>${thisMonth}</h2>`);
    expect(body).toMatch(/aria-selected="true"[^>]*>Calendar View</);
  });

  it('shows the month the address asks for when it is one', async () => {
    const body = visible((await app.inject({ url: '/events?view=calendar&month=2027-03' })).body);
    expect(body).toContain('>March 2027</h2>');
  });

  it("shows the club's first and last months, and for any other month asked either it or this month", async () => {
    for (const month of ['2000-01', '2100-12']) {
      expect(visible((await app.inject({ url: `/events?view=calendar&month=${month}` })).body)).toContain(
        `>${title(month)}</h2>`,
      );
    }
    const asked = fc.oneof(
      fc
        .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 99 }))
        .map(([y, m]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}`),
      fc.string({ maxLength: 10 }),
    );
    await fc.assert(
      fc.asyncProperty(asked, async (month) => {
        const response = await app.inject({
          url: `/events?view=calendar&month=${encodeURIComponent(month)}`,
        });
        expect(response.statusCode, month).toBe(200);
        const year = Number(month.slice(0, 4));
        const shows =
          /^\d{4}-(0[1-9]|1[0-2])$/.test(month) && year >= 2000 && year <= 2100 ? title(month) : thisMonth;
        expect(visible(response.body), month).toContain(`>${shows}</h2>`);
      }),
      { numRuns: 60 },
    );
  });

  it('shows the list for a view it does not know', async () => {
    const response = await app.inject({ url: '/events?view=%3Cscript%3E&month=2026-13' });
    expect(response.statusCode).toBe(200);
    expect(visible(response.body)).toMatch(/aria-selected="true"[^>]*>Event List</);
  });
});
