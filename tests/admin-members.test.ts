import { inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildMember, buildPaidMember } from '../src/server/db/factories';
import { members, paidMembers, payments } from '../src/server/db/schema';
import type { MemberListAnswer } from '../src/shared/member-admin';
import { isSingleLineText } from '../src/shared/text-rules';
import { buildWithAdmin } from './helpers/admin';
import { freeMember, joinFree, paidMember } from './helpers/members';
import { controlCharacter } from './security/hostile-input';

const { app, admin } = await buildWithAdmin();

const at = (day: number) => new Date(`2026-03-${String(day).padStart(2, '0')}T17:00:00Z`);

/** A member, and the paid memberships that point at them (each with its payment). */
async function addMember(
  member: Parameters<typeof buildMember>[0],
  memberships: { tier: 'premium' | 'inner_circle'; status: string; subscription: string }[] = [],
) {
  const [row] = await app.db
    .insert(members)
    .values(buildMember({ joinedAt: member?.createdAt, emailConfirmedAt: member?.createdAt, ...member }))
    .returning();
  for (const [index, membership] of memberships.entries()) {
    const [payment] = await app.db
      .insert(payments)
      .values({
        provider: 'test',
        providerPaymentId: `pi_${membership.subscription}`,
        tier: membership.tier,
        amount: membership.tier === 'premium' ? 2000 : 5000,
        name: row.name,
        email: row.email,
        status: 'succeeded',
        customerId: `cus_${membership.subscription}`,
        subscriptionId: membership.subscription,
      })
      .returning();
    await app.db.insert(paidMembers).values(
      buildPaidMember({
        name: row.name,
        email: row.email,
        membershipTier: membership.tier,
        amount: payment.amount,
        status: membership.status,
        paymentId: payment.id,
        memberId: row.id,
        createdAt: new Date(row.createdAt.getTime() + index * 86_400_000),
      }),
    );
  }
  return row;
}

async function list(query = '') {
  const response = await admin({ method: 'GET', url: `/api/admin/members${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MemberListAnswer>();
}

const names = (answer: MemberListAnswer) => answer.members.map((member) => member.name);
const search = (text: string) => list(`?search=${encodeURIComponent(text)}`);

// The club the tests below read: a member of every kind, and names with the LIKE wildcards in them.
await addMember({
  name: 'Pat Pending',
  email: 'pat@example.com',
  emailConfirmedAt: null,
  joinedAt: null,
  createdAt: at(1),
});
await addMember({ name: 'Élodie Martin', email: 'Elodie.Martin@Example.com', createdAt: at(2) });
await addMember({ name: 'Ray Sol', email: 'ray@example.com', createdAt: at(3) }, [
  { tier: 'premium', status: 'active', subscription: 'sub_ray' },
]);
await addMember({ name: 'Ines Ortega', email: 'ines@example.com', createdAt: at(4) }, [
  { tier: 'inner_circle', status: 'past_due', subscription: 'sub_ines' },
]);
await addMember({ name: 'Carl Gone', email: 'carl@example.com', createdAt: at(5) }, [
  { tier: 'premium', status: 'canceled', subscription: 'sub_carl' },
]);
// Canceled once, then back on a higher tier: the live membership decides.
await addMember({ name: 'Bea Back', email: 'bea@example.com', createdAt: at(6) }, [
  { tier: 'premium', status: 'canceled', subscription: 'sub_bea_old' },
  { tier: 'inner_circle', status: 'active', subscription: 'sub_bea' },
]);
await addMember({ name: 'Deleted Dee', email: 'dee@example.com', deletedAt: at(8), createdAt: at(7) });
await addMember({ name: '100% Fan', email: 'percent@example.com', createdAt: at(9) });
await addMember({ name: 'Under_Score', email: 'under@example.com', createdAt: at(10) });
await addMember({ name: 'Back\\Slash', email: 'slash@example.com', createdAt: at(11) });
await addMember({ name: 'Σοφία Παππά', email: 'sofia@example.com', createdAt: at(12) });

const everyone = [
  'Σοφία Παππά',
  'Back\\Slash',
  'Under_Score',
  '100% Fan',
  'Bea Back',
  'Carl Gone',
  'Ines Ortega',
  'Ray Sol',
  'Élodie Martin',
  'Pat Pending',
];

describe('the Members tab’s list of every member', () => {
  it('is refused without a staff session, the CSV too', async () => {
    for (const url of ['/api/admin/members', '/api/admin/members.csv', '/api/admin/members?search=pat']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ message: expect.any(String), code: 'admin_sign_in_required' });
      expect(response.body).not.toContain('example.com');
    }
  });

  it('lists free and paid members newest first, leaving out deleted accounts', async () => {
    expect(names(await list())).toEqual(everyone);
  });

  it('gives each member the tier and status their memberships give them', async () => {
    const rows = new Map((await list()).members.map((member) => [member.name, member]));
    const summary = (name: string) => {
      const { tier, status, customerId, subscriptionId } = rows.get(name) ?? {};
      return { tier, status, customerId: customerId != null, subscriptionId };
    };
    expect(summary('Pat Pending')).toEqual({
      tier: 'free',
      status: 'pending',
      customerId: false,
      subscriptionId: null,
    });
    expect(summary('Élodie Martin')).toEqual({
      tier: 'free',
      status: 'active',
      customerId: false,
      subscriptionId: null,
    });
    expect(summary('Ray Sol')).toEqual({
      tier: 'premium',
      status: 'active',
      customerId: true,
      subscriptionId: 'sub_ray',
    });
    expect(summary('Ines Ortega')).toEqual({
      tier: 'inner_circle',
      status: 'past_due',
      customerId: true,
      subscriptionId: 'sub_ines',
    });
    // A member whose paid membership ended is free again, and shown as canceled.
    expect(summary('Carl Gone')).toEqual({
      tier: 'free',
      status: 'canceled',
      customerId: true,
      subscriptionId: 'sub_carl',
    });
    expect(summary('Bea Back')).toEqual({
      tier: 'inner_circle',
      status: 'active',
      customerId: true,
      subscriptionId: 'sub_bea',
    });
    const pat = rows.get('Pat Pending');
    expect(pat?.joinedAt).toBeNull();
    expect(pat?.createdAt).toBe('2026-03-01T17:00:00.000Z');
    expect(rows.get('Ray Sol')?.joinedAt).toBe('2026-03-03T17:00:00.000Z');
  });

  it('counts the members in each tier and each status', async () => {
    expect((await list()).counts).toEqual({
      byTier: { free: 7, premium: 1, inner_circle: 2 },
      byStatus: { pending: 1, active: 7, past_due: 1, canceled: 1 },
      total: 10,
    });
  });

  it('filters by tier and by status; the counts stay those of the whole search', async () => {
    const inner = await list('?tier=inner_circle');
    expect(names(inner)).toEqual(['Bea Back', 'Ines Ortega']);
    expect(inner.counts.total).toBe(10);
    expect(names(await list('?status=pending'))).toEqual(['Pat Pending']);
    expect(names(await list('?tier=free&status=canceled'))).toEqual(['Carl Gone']);
    expect(names(await list('?tier=premium&status=past_due'))).toEqual([]);
  });

  it('finds members by a part of their name or e-mail, whatever the letter case', async () => {
    expect(names(await search('ortega'))).toEqual(['Ines Ortega']);
    expect(names(await search('ÉLODIE'))).toEqual(['Élodie Martin']);
    expect(names(await search('elodie.martin@example'))).toEqual(['Élodie Martin']);
    expect(names(await search('ΣΟΦΊΑ'))).toEqual(['Σοφία Παππά']);
    expect(names(await search('  ray@EXAMPLE.com  '))).toEqual(['Ray Sol']);
    expect(names(await search('nobody'))).toEqual([]);
    // An empty search is no search.
    expect(names(await search(''))).toEqual(everyone);
  });

  it('counts what the search finds, and combines it with the filters', async () => {
    const found = await search('back');
    expect(names(found)).toEqual(['Back\\Slash', 'Bea Back']);
    expect(found.counts).toEqual({
      byTier: { free: 1, premium: 0, inner_circle: 1 },
      byStatus: { pending: 0, active: 2, past_due: 0, canceled: 0 },
      total: 2,
    });
    expect(names(await list('?search=back&tier=free'))).toEqual(['Back\\Slash']);
  });

  it('takes %, _ and \\ in a search as themselves, not as wildcards', async () => {
    expect(names(await search('%'))).toEqual(['100% Fan']);
    expect(names(await search('_'))).toEqual(['Under_Score']);
    expect(names(await search('\\'))).toEqual(['Back\\Slash']);
    expect(names(await search('0%'))).toEqual(['100% Fan']);
    expect(names(await search('r_s'))).toEqual(['Under_Score']);
    expect(names(await search('%%'))).toEqual([]);
    expect(names(await search('k\\s'))).toEqual(['Back\\Slash']);
  });

  it('refuses a search with a control character or a line break, or too long, as every text field does', async () => {
    for (const [text, message] of [
      ['pat\u0000', 'Invalid request: search: Search must be one line of text without control characters'],
      ['pat\nbea', 'Invalid request: search: Search must be one line of text without control characters'],
      ['pat\u2028bea', 'Invalid request: search: Search must be one line of text without control characters'],
      ['a'.repeat(201), 'Invalid request: search: Search is too long'],
    ]) {
      for (const path of ['/api/admin/members', '/api/admin/members.csv']) {
        const response = await admin({ method: 'GET', url: `${path}?search=${encodeURIComponent(text)}` });
        expect(response.statusCode, JSON.stringify(text)).toBe(400);
        expect(response.json()).toEqual({ message, code: 'invalid_request' });
      }
    }
  });

  it('refuses a tier or status it does not know', async () => {
    const tier = await admin({ method: 'GET', url: '/api/admin/members?tier=gold' });
    expect(tier.statusCode).toBe(400);
    expect(tier.json().message).toMatch(/^Invalid request: tier: /);
    const status = await admin({ method: 'GET', url: '/api/admin/members?status=ACTIVE' });
    expect(status.statusCode).toBe(400);
    expect(status.json().message).toMatch(/^Invalid request: status: /);
  });

  it('downloads every member as CSV with a header row, labels and Miami times', async () => {
    const csv = await admin({ method: 'GET', url: '/api/admin/members.csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="members.csv"');
    expect(csv.headers['cache-control']).toBe('no-store');
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe(
      '\ufeffName,Email,Tier,Status,Joined (Miami),Signed up (Miami),Customer ID,Subscription ID',
    );
    expect(lines).toHaveLength(everyone.length + 2);
    expect(lines.at(-1)).toBe('');
    expect(lines).toContain(
      'Ines Ortega,ines@example.com,Inner Circle,Past due,2026-03-04 12:00,2026-03-04 12:00,cus_sub_ines,sub_ines',
    );
    expect(lines).toContain('Pat Pending,pat@example.com,Free Member,Pending,,2026-03-01 12:00,,');
    expect(lines).toContain(
      'Élodie Martin,Elodie.Martin@Example.com,Free Member,Active,2026-03-02 12:00,2026-03-02 12:00,,',
    );
    expect(lines).toContain(
      'Carl Gone,carl@example.com,Free Member,Canceled,2026-03-05 12:00,2026-03-05 12:00,cus_sub_carl,sub_carl',
    );
    expect(lines.join('\n')).not.toContain('Deleted Dee');
  });

  it('downloads only what the search and filters find when they are given', async () => {
    const csv = await admin({ method: 'GET', url: '/api/admin/members.csv?search=%25&tier=free' });
    expect(csv.body.split('\r\n').slice(1)).toEqual([
      '100% Fan,percent@example.com,Free Member,Active,2026-03-09 13:00,2026-03-09 13:00,,',
      '',
    ]);
  });
});

// The properties below add members of their own for each run and remove them afterwards.

/** A name as a form would store it: one line of text, trimmed, any Unicode but control characters. */
const storedName = fc
  .string({ unit: 'binary', minLength: 1, maxLength: 30 })
  .map((text) => text.trim())
  .filter((text) => text.length > 0 && isSingleLineText(text));

let runs = 0;

/** A number in letters (0 is a, 1 is b...): e-mails of letters alone, which no caseless search can match. */
const letters = (n: number) =>
  [...String(n)].map((digit) => String.fromCharCode(97 + Number(digit))).join('');

async function withMembers<T>(
  people: { name: string; email?: string }[],
  check: (ids: number[]) => Promise<T>,
): Promise<T> {
  const run = ++runs;
  const rows = await app.db
    .insert(members)
    .values(
      people.map((person, index) =>
        buildMember({ name: person.name, email: person.email ?? `run${letters(run)}x${letters(index)}` }),
      ),
    )
    .returning({ id: members.id });
  const ids = rows.map((row) => row.id);
  try {
    return await check(ids);
  } finally {
    await app.db.delete(members).where(inArray(members.id, ids));
  }
}

const foundIds = async (text: string, ids: number[]) =>
  (await search(text)).members.map((member) => member.id).filter((id) => ids.includes(id));

describe('searching members, whatever the text', () => {
  it('finds a member by any part of their name, in any script', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(storedName, { minLength: 1, maxLength: 4 }),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        async (people, pick, start, length) => {
          const name = people[pick % people.length];
          const characters = [...name];
          const from = start % characters.length;
          const part = characters
            .slice(from, from + 1 + (length % (characters.length - from)))
            .join('')
            .trim();
          fc.pre(part.length > 0);
          await withMembers(
            people.map((person) => ({ name: person })),
            async (ids) => {
              expect(await foundIds(part, ids)).toContain(ids[pick % people.length]);
            },
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it('matches text without letter case exactly as written, wildcards and backslashes included', async () => {
    // Characters no lower case changes: what is found is exactly the names that contain the text.
    const caseless = fc.constantFrom(...[...'%_\\0123456789 -.@#$&*()[]{}^|~+=!?\'"·€中文字😀🎉ــ']);
    const text = fc.string({ unit: caseless, minLength: 1, maxLength: 6 }).map((value) => value.trim());
    await fc.assert(
      fc.asyncProperty(fc.array(text, { minLength: 1, maxLength: 5 }), text, async (people, needle) => {
        fc.pre(needle.length > 0 && people.every((person) => person.length > 0));
        await withMembers(
          people.map((person) => ({ name: person })),
          async (ids) => {
            const expected = ids.filter((_id, index) => people[index].includes(needle));
            expect((await foundIds(needle, ids)).sort()).toEqual(expected.sort());
          },
        );
      }),
      { numRuns: 80 },
    );
  });

  it('finds a name or e-mail typed in other letter case, accented and non-Latin letters too', async () => {
    const letter = fc.constantFrom(
      ...'abcdefghijklmnopqrstuvwxyzàáâãäåæçèéêëìíîïñòóôõöøùúûüýþαβγδεζηθλμνξπρστφχψωабвгдежзиклмнопрстуфхцчшщыэюя'.split(
        '',
      ),
    );
    const word = fc.string({ unit: letter, minLength: 1, maxLength: 12 });
    await fc.assert(
      fc.asyncProperty(
        word,
        word,
        fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
        fc.boolean(),
        async (local, name, upper, byEmail) => {
          const source = byEmail ? local : name;
          const typed = [...source]
            .map((character, index) => (upper[index % upper.length] ? character.toUpperCase() : character))
            .join('');
          await withMembers([{ name, email: `${local}@prop.test` }], async ([id]) => {
            expect(await foundIds(typed, [id])).toEqual([id]);
          });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('refuses a search holding any control character, wherever it is', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 5 }),
        controlCharacter,
        fc.string({ maxLength: 5 }),
        async (a, c, b) => {
          const response = await admin({
            method: 'GET',
            url: `/api/admin/members?search=${encodeURIComponent(`${a}x${c}x${b}`)}`,
          });
          expect(response.statusCode).toBe(400);
          expect(response.json()).toEqual({
            message: 'Invalid request: search: Search must be one line of text without control characters',
            code: 'invalid_request',
          });
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('members made on the site', () => {
  it('lists a visitor who paid for a tier, and one who confirmed a free join, with their tier and status', async () => {
    await paidMember(app, 'checkout.person@example.com', 'inner_circle', 'Checkout Person');
    await freeMember(app, 'confirmed.free@example.com', 'Confirmed Free');
    await joinFree(app, 'never.confirmed@example.com', 'Never Confirmed');
    const { members: found } = await list('?search=example.com');
    const byEmail = new Map(found.map((m) => [m.email, m]));
    expect(byEmail.get('checkout.person@example.com')).toMatchObject({
      tier: 'inner_circle',
      status: 'active',
    });
    expect(byEmail.get('confirmed.free@example.com')).toMatchObject({ tier: 'free', status: 'active' });
    expect(byEmail.get('never.confirmed@example.com')).toMatchObject({ tier: 'free', status: 'pending' });
  });
});
