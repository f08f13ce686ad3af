import { inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildNewsletterSubscriber } from '../src/server/db/factories';
import { mailOutbox, newsletterSubscribers } from '../src/server/db/schema';
import { listSearch } from '../src/shared/admin-lists';
import type { Subscriber, SubscriberListAnswer } from '../src/shared/newsletter-admin';
import { buildWithAdmin } from './helpers/admin';
import { freshAddress } from './helpers/members';
import { anyText, encodeURIComponentSafely } from './security/hostile-input';

// Staff's list of newsletter subscribers (the foot of the Members tab): search by address,
// filter by status with the counts, pages newest first, the CSV, and removing an address.

const { app, admin } = await buildWithAdmin();

const at = (day: number, hour = 17) =>
  new Date(`2026-03-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00Z`);

/** A subscriber as the sign-up leaves it: pending with a link, or confirmed at `confirmedAt`. */
async function addSubscriber(email: string, createdAt: Date, confirmedAt: Date | null) {
  const [row] = await app.db
    .insert(newsletterSubscribers)
    .values(
      buildNewsletterSubscriber({
        email,
        createdAt,
        confirmedAt,
        ...(confirmedAt
          ? {}
          : {
              confirmTokenHash: `hash-${email}`,
              confirmExpiresAt: new Date(createdAt.getTime() + 7 * 86_400_000),
            }),
      }),
    )
    .returning();
  return row;
}

async function list(query = '') {
  const response = await admin({ method: 'GET', url: `/api/admin/newsletter/subscribers${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SubscriberListAnswer>();
}

const emails = (answer: { subscribers: Subscriber[] }) => answer.subscribers.map((s) => s.email);
const search = (text: string) => list(`?search=${encodeURIComponent(text)}`);
const csvOf = async (query = '') => {
  const response = await admin({ method: 'GET', url: `/api/admin/newsletter/subscribers.csv${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response;
};

// The list the tests below read: both statuses, and addresses with the LIKE wildcards in them
// (older sign-ups were not held to today's address rule).
await addSubscriber('pat.pending@example.com', at(1), null);
await addSubscriber('Elodie.Martin@Example.com', at(2), at(3));
await addSubscriber('ray@example.com', at(3), at(3, 18));
await addSubscriber('100%fan@example.com', at(4), at(4, 19));
await addSubscriber('under_score@example.com', at(5), null);
await addSubscriber('back\\slash@example.com', at(6), at(6, 20));
await addSubscriber('sofia@παράδειγμα.ελ', at(7), at(7, 21));

const everyone = [
  'sofia@παράδειγμα.ελ',
  'back\\slash@example.com',
  'under_score@example.com',
  '100%fan@example.com',
  'ray@example.com',
  'Elodie.Martin@Example.com',
  'pat.pending@example.com',
];

describe('the newsletter subscribers list', () => {
  it('is refused without a staff session: the list, a search, the CSV and a removal', async () => {
    const requests = [
      { method: 'GET', url: '/api/admin/newsletter/subscribers' },
      { method: 'GET', url: '/api/admin/newsletter/subscribers?search=ray' },
      { method: 'GET', url: '/api/admin/newsletter/subscribers.csv' },
      { method: 'DELETE', url: '/api/admin/newsletter/subscribers/1' },
    ] as const;
    for (const request of requests) {
      for (const headers of [{}, { authorization: 'Bearer not-a-session' }]) {
        const response = await app.inject({ ...request, headers });
        expect(response.statusCode, request.url).toBe(401);
        expect(response.json()).toEqual({ message: expect.any(String), code: 'admin_sign_in_required' });
        expect(response.body).not.toContain('example.com');
      }
    }
    expect(emails(await list())).toEqual(everyone);
  });

  it('lists every subscriber newest first, with the address, status and dates', async () => {
    const answer = await list();
    expect(emails(answer)).toEqual(everyone);
    expect(answer.total).toBe(7);
    expect(answer.nextCursor).toBeNull();
    const byEmail = new Map(answer.subscribers.map((s) => [s.email, s]));
    expect(byEmail.get('pat.pending@example.com')).toEqual({
      id: expect.any(Number),
      email: 'pat.pending@example.com',
      status: 'pending',
      createdAt: '2026-03-01T17:00:00.000Z',
      confirmedAt: null,
    });
    expect(byEmail.get('ray@example.com')).toEqual({
      id: expect.any(Number),
      email: 'ray@example.com',
      status: 'confirmed',
      createdAt: '2026-03-03T17:00:00.000Z',
      confirmedAt: '2026-03-03T18:00:00.000Z',
    });
    // Nothing of the confirmation link is handed out.
    expect(JSON.stringify(answer)).not.toMatch(/hash|token|expires/i);
  });

  it('counts the confirmed and the pending addresses', async () => {
    expect((await list()).counts).toEqual({ byStatus: { confirmed: 5, pending: 2 }, total: 7 });
  });

  it('filters by status; the counts stay those of the whole search', async () => {
    const pending = await list('?status=pending');
    expect(emails(pending)).toEqual(['under_score@example.com', 'pat.pending@example.com']);
    expect(pending.total).toBe(2);
    expect(pending.counts).toEqual({ byStatus: { confirmed: 5, pending: 2 }, total: 7 });
    const confirmed = await list('?status=confirmed');
    expect(emails(confirmed)).toEqual(everyone.filter((e) => !/pending|under_score/.test(e)));
    expect(confirmed.total).toBe(5);
  });

  it('finds an address by any part of it, whatever the letter case', async () => {
    expect(emails(await search('elodie.martin@'))).toEqual(['Elodie.Martin@Example.com']);
    expect(emails(await search('MARTIN@EXAMPLE'))).toEqual(['Elodie.Martin@Example.com']);
    expect(emails(await search('ΠΑΡΆΔΕΙΓΜΑ'))).toEqual(['sofia@παράδειγμα.ελ']);
    expect(emails(await search('  RAY@example.com  '))).toEqual(['ray@example.com']);
    expect(emails(await search('nobody'))).toEqual([]);
    // An empty search is no search.
    expect(emails(await search(''))).toEqual(everyone);
  });

  it('counts what the search finds, and combines it with the status filter', async () => {
    const found = await search('IN');
    expect(emails(found)).toEqual(['Elodie.Martin@Example.com', 'pat.pending@example.com']);
    expect(found.counts).toEqual({ byStatus: { confirmed: 1, pending: 1 }, total: 2 });
    const filtered = await list('?search=IN&status=pending');
    expect(emails(filtered)).toEqual(['pat.pending@example.com']);
    expect(filtered.total).toBe(1);
  });

  it('takes %, _ and \\ in a search as themselves, not as wildcards', async () => {
    expect(emails(await search('%'))).toEqual(['100%fan@example.com']);
    expect(emails(await search('_'))).toEqual(['under_score@example.com']);
    expect(emails(await search('\\'))).toEqual(['back\\slash@example.com']);
    expect(emails(await search('0%f'))).toEqual(['100%fan@example.com']);
    expect(emails(await search('r_s'))).toEqual(['under_score@example.com']);
    expect(emails(await search('%%'))).toEqual([]);
    expect(emails(await search('k\\s'))).toEqual(['back\\slash@example.com']);
  });

  it('refuses a search with a control character or a line break, or too long, and a status it does not know', async () => {
    for (const [query, message] of [
      [
        `search=${encodeURIComponent('ray\u0000')}`,
        'Invalid request: search: Search must be one line of text without control characters',
      ],
      [
        `search=${encodeURIComponent('ray\n@')}`,
        'Invalid request: search: Search must be one line of text without control characters',
      ],
      [`search=${'a'.repeat(201)}`, 'Invalid request: search: Search is too long'],
      ['status=subscribed', 'Invalid request: status: Status must be confirmed or pending'],
    ]) {
      for (const path of ['/api/admin/newsletter/subscribers', '/api/admin/newsletter/subscribers.csv']) {
        const response = await admin({ method: 'GET', url: `${path}?${query}` });
        expect(response.statusCode, query).toBe(400);
        expect(response.json()).toEqual({ message, code: 'invalid_request' });
      }
    }
  });

  it('reads a long list a page at a time, newest first, each subscriber once', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: SubscriberListAnswer = await list(`?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.subscribers.length).toBeLessThanOrEqual(3);
      expect(page.total).toBe(7);
      seen.push(...emails(page));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(everyone);
    // A page of a filtered list goes on in that list.
    const first = await list('?status=confirmed&limit=2');
    const next = await list(`?status=confirmed&limit=2&cursor=${first.nextCursor}`);
    expect([...emails(first), ...emails(next)]).toEqual(
      everyone.filter((e) => !/pending|under_score/.test(e)).slice(0, 4),
    );
    // A cursor the list did not give is refused.
    const forged = await admin({
      method: 'GET',
      url: '/api/admin/newsletter/subscribers?cursor=bm90LWEtY3Vyc29y',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: expect.any(String), code: 'invalid_request' });
  });

  it('downloads every subscriber as CSV with a header row, the status in words and Miami times', async () => {
    const csv = await csvOf();
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="newsletter-subscribers.csv"');
    expect(csv.headers['cache-control']).toBe('no-store');
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe('\ufeffEmail,Status,Subscribed (Miami),Confirmed (Miami)');
    expect(lines.slice(1)).toEqual([
      'sofia@παράδειγμα.ελ,Confirmed,2026-03-07 12:00,2026-03-07 16:00',
      'back\\slash@example.com,Confirmed,2026-03-06 12:00,2026-03-06 15:00',
      'under_score@example.com,Pending confirmation,2026-03-05 12:00,',
      '100%fan@example.com,Confirmed,2026-03-04 12:00,2026-03-04 14:00',
      'ray@example.com,Confirmed,2026-03-03 12:00,2026-03-03 13:00',
      'Elodie.Martin@Example.com,Confirmed,2026-03-02 12:00,2026-03-03 12:00',
      'pat.pending@example.com,Pending confirmation,2026-03-01 12:00,',
      '',
    ]);
  });

  it('downloads only what the search and status filter find when they are given', async () => {
    const csv = await csvOf('?search=EXAMPLE.COM&status=pending');
    expect(csv.body.split('\r\n').slice(1)).toEqual([
      'under_score@example.com,Pending confirmation,2026-03-05 12:00,',
      'pat.pending@example.com,Pending confirmation,2026-03-01 12:00,',
      '',
    ]);
    const none = await csvOf('?search=nobody');
    expect(none.body).toBe('\ufeffEmail,Status,Subscribed (Miami),Confirmed (Miami)\r\n');
  });
});

describe('addresses a spreadsheet would run as a formula', () => {
  it('are written in the CSV with a leading apostrophe, so they stay text', async () => {
    // Addresses the sign-up form takes that start as a formula would: + and - are allowed there.
    for (const email of ['-2+3@formula.test', '+1@formula.test']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        payload: { email },
        remoteAddress: freshAddress(),
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    // And rows from before today's address rule, which held anything.
    await addSubscriber('=HYPERLINK("https://evil.test","Click")@formula.test', at(8), at(8));
    await addSubscriber('@SUM(1+1)@formula.test', at(9), null);
    const csv = await csvOf('?search=formula.test');
    const rows = csv.body.split('\r\n').slice(1, -1);
    expect(rows).toHaveLength(4);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^'-2\+3@formula\.test,Pending confirmation,/),
        expect.stringMatching(/^'\+1@formula\.test,Pending confirmation,/),
        expect.stringMatching(
          /^"'=HYPERLINK\(""https:\/\/evil\.test"",""Click""\)@formula\.test",Confirmed,/,
        ),
        expect.stringMatching(/^'@SUM\(1\+1\)@formula\.test,Pending confirmation,/),
      ]),
    );
    // No cell of the file starts as a formula.
    for (const row of rows) expect(row).not.toMatch(/(^|,)[=+\-@]/);
  });
});

describe('removing a subscriber', () => {
  it('takes the address off the list and out of the counts; it may sign up again', async () => {
    const [row] = await app.db
      .select()
      .from(newsletterSubscribers)
      .where(sql`${newsletterSubscribers.email} = 'ray@example.com'`);
    const before = await list();
    const removed = await admin({ method: 'DELETE', url: `/api/admin/newsletter/subscribers/${row.id}` });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'Subscriber removed' });
    const after = await list();
    expect(emails(after)).not.toContain('ray@example.com');
    expect(after.counts.byStatus.confirmed).toBe(before.counts.byStatus.confirmed - 1);
    expect(after.total).toBe(before.total - 1);
    // The address can come back through the double opt-in like anyone else.
    const again = await app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'ray@example.com' },
      remoteAddress: freshAddress(),
    });
    expect(again.statusCode).toBe(200);
    const back = await search('ray@example.com');
    expect(back.subscribers).toEqual([expect.objectContaining({ status: 'pending', confirmedAt: null })]);
    const [mail] = await app.db.select().from(mailOutbox).where(sql`${mailOutbox.to} = 'ray@example.com'`);
    expect(mail?.subject).toBe('Confirm your MESC newsletter subscription');
  });

  it('answers 404 for a subscriber that is not there, and 400 for an id that is no number', async () => {
    const missing = await admin({ method: 'DELETE', url: '/api/admin/newsletter/subscribers/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Subscriber not found', code: 'not_found' });
    const bad = await admin({ method: 'DELETE', url: '/api/admin/newsletter/subscribers/ray' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: expect.any(String), code: 'invalid_request' });
  });
});

describe('a visitor who signs up on the site', () => {
  it('is listed pending until the e-mail’s link is used, then confirmed', async () => {
    const email = 'new.fan@signup.test';
    await app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email },
      remoteAddress: freshAddress(),
    });
    const pending = await search('NEW.FAN@');
    expect(pending.subscribers).toEqual([
      expect.objectContaining({ email, status: 'pending', confirmedAt: null }),
    ]);
    const [mail] = await app.db.select().from(mailOutbox).where(sql`${mailOutbox.to} = ${email}`);
    const token = /confirm#token=([\w-]+)/.exec(mail.text)?.[1];
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/newsletter/confirm',
      payload: { token },
    });
    expect(confirmed.statusCode).toBe(200);
    const now = await search('new.fan@');
    expect(now.subscribers).toEqual([
      expect.objectContaining({ email, status: 'confirmed', confirmedAt: expect.any(String) }),
    ]);
    expect(now.counts).toEqual({ byStatus: { confirmed: 1, pending: 0 }, total: 1 });
  });
});

// The properties below add subscribers of their own for each run and remove them afterwards.

/** The database's own lower case of each text (the rule the search follows). */
async function databaseLower(texts: string[]): Promise<string[]> {
  const lowered = sql.join(
    texts.map((text) => sql`lower(${text}::text)`),
    sql`, `,
  );
  const result = await app.db.execute(sql`select json_build_array(${lowered}) as l`);
  // node-postgres and PGlite both answer { rows }.
  return (result as unknown as { rows: { l: string[] }[] }).rows[0].l;
}

/** A lone half of a surrogate pair: the address bar carries it as bytes that are no UTF-8. */
const hasLoneSurrogate = (text: string) =>
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);

let runs = 0;

describe('searching subscribers, whatever the text', () => {
  it('answers any text of full Unicode with a 400 or the right subscribers, never a server error', async () => {
    const local = fc.string({ unit: fc.constantFrom(...'abcXYZ019%_\\.+-'), minLength: 1, maxLength: 8 });
    const address = fc
      .tuple(local, fc.constantFrom('example.com', 'ÉTÉ.test', 'παράδειγμα.ελ'))
      .map(([name, domain]) => `${name}@${domain}`);
    // A piece of one of the addresses (in another letter case) or anything at all, hostile text
    // included, and mixes of the two.
    const text = (addresses: string[]) =>
      fc.oneof(
        anyText({ maxLength: 12 }),
        fc
          .tuple(fc.constantFrom(...addresses), fc.nat(), fc.nat(), fc.boolean())
          .map(([whole, start, length, upper]) => {
            const part = whole.slice(start % whole.length, (start % whole.length) + 1 + (length % 6));
            return upper ? part.toUpperCase() : part;
          }),
        fc
          .tuple(anyText({ maxLength: 3 }), fc.constantFrom(...addresses))
          .map(([a, b]) => `${a}${b.slice(2)}`),
      );
    await fc.assert(
      fc.asyncProperty(
        fc
          .uniqueArray(address, { minLength: 1, maxLength: 4, selector: (a) => a.toLowerCase() })
          .chain((addresses) => fc.tuple(fc.constant(addresses), text(addresses), fc.boolean())),
        async ([addresses, typed, pendingOnly]) => {
          const run = ++runs;
          const stored = addresses.map((a) => `r${run}.${a}`);
          const rows = await app.db
            .insert(newsletterSubscribers)
            .values(stored.map((email) => buildNewsletterSubscriber({ email })))
            .returning({ id: newsletterSubscribers.id });
          try {
            const query = `search=${encodeURIComponentSafely(typed)}${pendingOnly ? '&status=pending' : ''}`;
            const response = await admin({
              method: 'GET',
              url: `/api/admin/newsletter/subscribers?${query}`,
            });
            const csv = await admin({ method: 'GET', url: `/api/admin/newsletter/subscribers.csv?${query}` });
            expect(response.statusCode, JSON.stringify(typed)).toBeLessThan(500);
            expect(csv.statusCode, JSON.stringify(typed)).toBe(response.statusCode);
            const checked = listSearch.safeParse(typed);
            if (response.statusCode === 400) {
              // Refused as the field's rule says (a control character anywhere, a line break, too long).
              expect(response.json()).toEqual({
                message: hasLoneSurrogate(typed)
                  ? expect.stringMatching(/^Invalid request: search: /)
                  : `Invalid request: search: ${checked.error?.issues[0]?.message}`,
                code: 'invalid_request',
              });
              return;
            }
            expect(response.statusCode).toBe(200);
            if (hasLoneSurrogate(typed)) return;
            expect(checked.success, `took ${JSON.stringify(typed)}`).toBe(true);
            // Exactly the run's addresses that hold the text, in the database's letter case.
            const needle = typed.trim();
            const [lowNeedle, ...lowStored] = await databaseLower([needle, ...stored]);
            const expected = pendingOnly
              ? []
              : stored.filter((_email, i) => lowStored[i].includes(lowNeedle));
            const ids = rows.map((row) => row.id);
            const found = response
              .json<SubscriberListAnswer>()
              .subscribers.filter((s) => ids.includes(s.id))
              .map((s) => s.email);
            expect(found.sort()).toEqual([...expected].sort());
            const inFile = stored.filter((email) => csv.body.includes(`\r\n${email},`));
            expect(inFile.sort()).toEqual([...expected].sort());
          } finally {
            await app.db.delete(newsletterSubscribers).where(
              inArray(
                newsletterSubscribers.id,
                rows.map((row) => row.id),
              ),
            );
          }
        },
      ),
      { numRuns: 120 },
    );
  });
});
