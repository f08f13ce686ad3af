import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildContactMessage,
  buildEvent,
  buildPaidMember,
  buildProduct,
  eventInDays,
} from '../src/server/db/factories';
import {
  contactMessages,
  events,
  paidMembers,
  products,
  rsvps,
  ticketOrders,
  tickets,
} from '../src/server/db/schema';
import { miamiStamp, toCsv } from '../src/server/lists/csv';
import type { Page } from '../src/shared/admin-lists';
import type { ContactMessage, ContactMessagePage } from '../src/shared/contact-messages';
import type { Event } from '../src/shared/events';
import type { PaidMember } from '../src/shared/membership';
import type { Product } from '../src/shared/store';
import { isSingleLineText } from '../src/shared/text-rules';
import type { AttendeeList } from '../src/shared/tickets-schema';
import { bearer, buildWithAdmin } from './helpers/admin';

// The dashboard's long lists: one page at a time in their order, searched in the database, and
// their CSV files streamed.

const { app, admin, token } = await buildWithAdmin();

async function get<T>(url: string): Promise<T> {
  const response = await admin({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

/** Every page of a list from its first, `between` run after each page. */
async function walk<T>(url: string, between: (pageNumber: number) => Promise<void> = async () => {}) {
  const pages: Page<T>[] = [];
  let cursor: string | null = null;
  do {
    const joiner = url.includes('?') ? '&' : '?';
    const page: Page<T> = await get<Page<T>>(cursor ? `${url}${joiner}cursor=${cursor}` : url);
    pages.push(page);
    cursor = page.nextCursor;
    await between(pages.length);
  } while (cursor);
  return { pages, items: pages.flatMap((page) => page.items) };
}

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);

describe('paging a list', () => {
  it('shows every form submission once, newest first, across pages, even as messages arrive', async () => {
    // Two sent in the same instant (one statement): the id decides between them.
    const sameInstant = new Date('2026-02-01T10:00:00.123456Z');
    await app.db
      .insert(contactMessages)
      .values([
        ...Array.from({ length: 20 }, (_, i) =>
          buildContactMessage({ name: `Sender ${i}`, createdAt: day(i) }),
        ),
        buildContactMessage({ name: 'Twin A', createdAt: sameInstant }),
        buildContactMessage({ name: 'Twin B', createdAt: sameInstant }),
      ]);
    // Several in one statement take the very same microsecond from the database.
    await app.db
      .insert(contactMessages)
      .values([
        buildContactMessage({ name: 'Same statement 1' }),
        buildContactMessage({ name: 'Same statement 2' }),
      ]);
    const before = await app.db.select().from(contactMessages);

    const { pages, items } = await walk<ContactMessage>('/api/admin/form-submissions?limit=5', async (n) => {
      if (n !== 1) return;
      // Meanwhile: a new message (before the cursor) and an old one (after it, so still to come).
      await app.db
        .insert(contactMessages)
        .values([
          buildContactMessage({ name: 'Arrived meanwhile' }),
          buildContactMessage({ name: 'Backdated meanwhile', createdAt: day(-400) }),
        ]);
    });

    expect(pages[0].total).toBe(before.length);
    expect(pages.every((page) => page.items.length <= 5)).toBe(true);
    const ids = items.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const row of before) expect(ids).toContain(row.id);
    expect(items.map((m) => m.name)).toContain('Backdated meanwhile');
    expect(items.map((m) => m.name)).not.toContain('Arrived meanwhile');
    const order = [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
    expect(items.map((m) => m.id)).toEqual(order.map((m) => m.id));
  });

  it('counts the unread submissions whatever the search, in the database', async () => {
    const first = await get<ContactMessagePage>('/api/admin/form-submissions?search=Sender 1&limit=1');
    const all = await app.db.select().from(contactMessages);
    expect(first.unread).toBe(all.length);
    expect(first.total).toBe(all.filter((m) => /Sender 1/.test(m.name)).length);
    const marked = await app.inject({
      method: 'PATCH',
      url: `/api/admin/contact-messages/${all[0].id}`,
      payload: { read: true },
      headers: bearer(token),
    });
    expect(marked.statusCode).toBe(200);
    expect((await get<ContactMessagePage>('/api/admin/form-submissions?limit=1')).unread).toBe(
      all.length - 1,
    );
  });

  it('lists upcoming events soonest first and past ones latest first, each with its own total', async () => {
    await app.db
      .insert(events)
      .values([
        ...[5, 1, 9, 3, 3, 7, 2].map((days, i) =>
          buildEvent({ title: `Soon ${i}`, date: eventInDays(days) }),
        ),
        ...[-5, -1, -30, -2, -2, -400].map((days, i) =>
          buildEvent({ title: `Gone ${i}`, date: eventInDays(days) }),
        ),
      ]);
    const upcoming = await walk<Event>('/api/admin/events?limit=3');
    expect(upcoming.pages[0].total).toBe(7);
    expect(upcoming.items).toHaveLength(7);
    const starts = upcoming.items.map((e) => Date.parse(e.date));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(starts.every((at) => at > Date.now())).toBe(true);

    const past = await walk<Event>('/api/admin/events?when=past&limit=4');
    expect(past.pages[0].total).toBe(6);
    const pastStarts = past.items.map((e) => Date.parse(e.date));
    expect(pastStarts).toEqual([...pastStarts].sort((a, b) => b - a));
    expect(new Set(past.items.map((e) => e.id)).size).toBe(6);

    const found = await get<Page<Event>>('/api/admin/events?when=past&search=GONE%201');
    expect(found.items.map((e) => e.title)).toEqual(['Gone 1']);
    expect(found.total).toBe(1);
  });

  it('lists products in the store’s own order, a page at a time', async () => {
    await app.db.insert(products).values(
      Array.from({ length: 11 }, (_, i) =>
        buildProduct({
          name: `Product ${i}`,
          bestseller: i % 3 === 0,
          newItem: i % 2 === 0,
          createdAt: day(i % 4),
        }),
      ),
    );
    const paged = await walk<Product>('/api/admin/store/products?limit=2');
    const store = (await app.inject({ method: 'GET', url: '/api/store/products' })).json<Product[]>();
    expect(paged.items.map((p) => p.id)).toEqual(store.map((p) => p.id));
    expect(paged.pages[0].total).toBe(11);
  });

  it('keeps the spec’s paid members list an array, bounded, with the next page’s cursor in a header', async () => {
    await app.db
      .insert(paidMembers)
      .values(
        Array.from({ length: 60 }, (_, i) =>
          buildPaidMember({ name: `Paid ${i}`, email: `paid${i}@example.com`, createdAt: day(i) }),
        ),
      );
    const first = await admin({ method: 'GET', url: '/api/admin/paid-members' });
    expect(first.statusCode).toBe(200);
    const firstItems = first.json<PaidMember[]>();
    expect(firstItems).toHaveLength(50);
    const cursor = first.headers['x-next-cursor'];
    expect(cursor).toEqual(expect.any(String));
    const rest = await admin({ method: 'GET', url: `/api/admin/paid-members?cursor=${cursor}` });
    expect(rest.headers['x-next-cursor']).toBeUndefined();
    const names = [...firstItems, ...rest.json<PaidMember[]>()].map((m) => m.name);
    expect(names).toEqual(Array.from({ length: 60 }, (_, i) => `Paid ${59 - i}`));

    const page = await get<Page<PaidMember>>('/api/admin/paid-members/page?search=paid5&limit=200');
    expect(page.total).toBe(11);
    expect(page.nextCursor).toBeNull();
  });
});

describe('an event’s attendees', () => {
  it('pages and searches the tickets while the totals count every ticket of the event', async () => {
    const [event] = await app.db
      .insert(events)
      .values(buildEvent({ title: 'Fight night', price: 2500 }))
      .returning();
    const [order] = await app.db
      .insert(ticketOrders)
      .values({
        eventId: event.id,
        name: 'Ana Ortega',
        email: 'ana@example.com',
        quantity: 3,
        unitPrice: 2500,
        amount: 7500,
        status: 'paid',
        holdExpiresAt: new Date(),
      })
      .returning();
    const ticket = (n: number, values: Partial<typeof tickets.$inferInsert>) => ({
      code: `code-${event.id}-${n}`,
      eventId: event.id,
      name: `Guest ${n}`,
      email: `guest${n}@example.com`,
      ...values,
    });
    await app.db
      .insert(tickets)
      .values([
        ticket(1, { orderId: order.id, name: 'Ana Ortega', price: 2500, checkedInAt: new Date() }),
        ticket(2, { orderId: order.id, name: 'Ana Ortega', holderName: 'Luis Ortega', price: 2500 }),
        ticket(3, { orderId: order.id, name: 'Ana Ortega', price: 2500, status: 'refunded' }),
        ...Array.from({ length: 7 }, (_, i) => ticket(10 + i, {})),
      ]);
    type Answer = AttendeeList;
    const url = `/api/admin/events/${event.id}/attendees`;
    const first = await get<Answer>(`${url}?limit=4`);
    expect(first.total).toBe(10);
    expect(first.attendees).toHaveLength(4);
    expect(first.totals).toEqual({
      ticketsSold: 2,
      revenue: 5000,
      checkedIn: 1,
      expected: 9,
      refunded: 1,
      held: 0,
    });
    const seen = [...first.attendees];
    let cursor = first.nextCursor;
    while (cursor) {
      const page = await get<Answer>(`${url}?limit=4&cursor=${cursor}`);
      expect(page.totals).toEqual(first.totals);
      seen.push(...page.attendees);
      cursor = page.nextCursor;
    }
    expect(seen.map((a) => a.ticketId)).toEqual([...seen.map((a) => a.ticketId)].sort((a, b) => a - b));
    expect(new Set(seen.map((a) => a.ticketId)).size).toBe(10);

    const found = await get<Answer>(`${url}?search=luis`);
    expect(found.attendees.map((a) => a.holderName)).toEqual(['Luis Ortega']);
    expect(found.total).toBe(1);
    expect(found.totals).toEqual(first.totals);
  });
});

describe('a list search in the database', () => {
  it('takes %, _ and \\ as themselves and any script, finding exactly the products that hold the words', async () => {
    const text = fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 12 })
      .filter((s) => isSingleLineText(s) && s.trim() === s && !/\s/u.test(s));
    await fc.assert(
      fc.asyncProperty(text, fc.constantFrom('%', '_', '\\', '%_\\'), async (word, wildcard) => {
        const marker = `${wildcard}${word}`;
        const [holder] = await app.db
          .insert(products)
          .values([buildProduct({ name: `Before ${marker} after` })])
          .returning({ id: products.id });
        const found = await get<Page<Product>>(
          `/api/admin/store/products?limit=200&search=${encodeURIComponent(marker)}`,
        );
        expect(found.items.map((p) => p.id)).toContain(holder.id);
        // A wildcard matches only itself: every product found holds the text, in any letter case.
        for (const product of found.items) {
          const haystack = [product.name, product.category, product.description ?? ''].join(' ');
          expect(haystack.toLowerCase()).toContain(marker.toLowerCase());
        }
      }),
      { numRuns: 30 },
    );
  });

  it('finds every word typed, in any order and letter case', async () => {
    await app.db
      .insert(events)
      .values(buildEvent({ title: 'Café Cubano Night', venue: 'Brickell Rooftop', date: eventInDays(4) }));
    const titles = async (search: string) =>
      (await get<Page<Event>>(`/api/admin/events?search=${encodeURIComponent(search)}`)).items.map(
        (e) => e.title,
      );
    expect(await titles('rooftop CAFÉ')).toEqual(['Café Cubano Night']);
    expect(await titles('rooftop gala')).toEqual([]);
  });
});

describe('what a list refuses', () => {
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const lists = [
    '/api/admin/events',
    '/api/admin/store/products',
    '/api/admin/members',
    '/api/admin/newsletter/subscribers',
    '/api/admin/form-submissions',
    '/api/admin/contact-messages',
    '/api/admin/paid-members',
    '/api/admin/paid-members/page',
  ];
  const bad = [
    'limit=0',
    'limit=201',
    'limit=1.5',
    'limit=many',
    'cursor=!!not-a-cursor',
    `cursor=${b64([1])}`,
    `cursor=${b64(['2026-02-30T00:00:00.000000Z', 1])}`,
    `cursor=${b64(['2026-02-01T00:00:00.000000Z', 'one'])}`,
    `cursor=${Buffer.from('not json').toString('base64url')}`,
    'search=a%07b',
    `search=${'x'.repeat(201)}`,
  ];

  it('answers 400 with a message to a limit, cursor or search it cannot take, never a 500', async () => {
    for (const list of lists) {
      for (const query of bad) {
        const response = await admin({ method: 'GET', url: `${list}?${query}` });
        expect(response.statusCode, `${list}?${query}: ${response.body}`).toBe(400);
        expect(response.json<{ message: string }>().message).toEqual(expect.any(String));
      }
    }
    const when = await admin({ method: 'GET', url: '/api/admin/events?when=later' });
    expect(when.statusCode).toBe(400);
  });

  it('answers 404 for the RSVPs and attendees of an event that does not exist, the CSV files too', async () => {
    for (const path of ['rsvps', 'rsvps.csv', 'attendees', 'attendees.csv']) {
      const response = await admin({ method: 'GET', url: `/api/admin/events/999999/${path}` });
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toEqual({ message: 'Event not found', code: 'not_found' });
    }
  });
});

describe('CSV files that stream', () => {
  it('sends 5,000 form submissions in the same bytes as a file made whole', async () => {
    const { app: own, admin: ownAdmin } = await buildWithAdmin();
    await own.db
      .insert(contactMessages)
      .values([
        buildContactMessage({ name: '=HYPERLINK("http://x")', message: 'Line one\nline "two", three' }),
        buildContactMessage({ name: '-1+2', interest: null }),
      ]);
    await own.db.execute(sql`
      insert into contact_messages (name, email, interest, message, created_at)
      select 'Sender ' || g, 'sender' || g || '@example.com', 'events', 'Message number ' || g,
             timestamptz '2026-01-01 12:00:00+00' + g * interval '1 minute 7 seconds'
      from generate_series(1, 4998) as g`);
    const rows = await own.db
      .select()
      .from(contactMessages)
      .orderBy(sql`${contactMessages.createdAt} desc, ${contactMessages.id} desc`);
    const whole = `\ufeff${toCsv(
      ['Name', 'Email', 'Interest', 'Sent (Miami)', 'Message'],
      rows.map((m) => [m.name, m.email, m.interest, miamiStamp(m.createdAt), m.message]),
    )}`;

    const response = await ownAdmin({ method: 'GET', url: '/api/admin/contact-messages.csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="form-submissions.csv"');
    expect(rows).toHaveLength(5000);
    expect(response.body).toBe(whole);
    expect(response.body).toContain(`"'=HYPERLINK(""http://x"")"`);
    await own.close();
  });

  it('sends an event’s 2,500 RSVPs in the order they came, in the same bytes as a file made whole', async () => {
    const [event] = await app.db
      .insert(events)
      .values(buildEvent({ title: 'Big night' }))
      .returning();
    await app.db.execute(sql`
      insert into rsvps (event_id, name, email, created_at)
      select ${event.id}, 'Guest ' || g, 'guest' || g || '@example.com',
             timestamptz '2026-01-01 12:00:00+00' + (g % 50) * interval '1 second'
      from generate_series(1, 2500) as g`);
    const rows = await app.db
      .select()
      .from(rsvps)
      .where(sql`${rsvps.eventId} = ${event.id}`)
      .orderBy(sql`${rsvps.createdAt}, ${rsvps.id}`);
    const whole = `\ufeff${toCsv(
      ['Name', 'Email', 'RSVP time (Miami)'],
      rows.map((r) => [r.name, r.email, miamiStamp(r.createdAt)]),
    )}`;
    const response = await admin({ method: 'GET', url: `/api/admin/events/${event.id}/rsvps.csv` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="rsvps-event-${event.id}.csv"`,
    );
    expect(response.body).toBe(whole);
  });
});
