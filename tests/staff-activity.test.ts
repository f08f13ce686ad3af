import { desc, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { members, staffActions } from '../src/server/db/schema';
import { createSession, SHARED_PASSWORD_ACTOR } from '../src/server/features/admin-auth/sessions';
import { bearer, buildWithAdmin } from './helpers/admin';
import { freeMember } from './helpers/members';

// Every write staff make through the admin API, and every one refused to their role, is in the
// activity log before the answer arrives, written by the admin API's own hook
// (docs/staff.md#activity); the database refuses to change or remove a line of it.

const { app, admin } = await buildWithAdmin();

const latest = async () => {
  const [row] = await app.db.select().from(staffActions).orderBy(desc(staffActions.id)).limit(1);
  return row;
};
/** A night made from the dashboard, `inMs` from now. */
const madeNight = (title: string, inMs: number, price: number) =>
  admin({
    method: 'POST',
    url: '/api/admin/events',
    payload: {
      title,
      description: 'Doors at eight.',
      category: 'UFC',
      date: new Date(Date.now() + inMs).toISOString(),
      price,
    },
  });

const count = async () => (await app.db.select({ id: staffActions.id }).from(staffActions)).length;

const sponsor = { name: 'Neon Bank', logoUrl: '/objects/logo.png', websiteUrl: 'https://neon.example' };

describe('the activity log', () => {
  it('holds a staff change with who, role, route, target, input, answer and address as soon as it is answered', async () => {
    const made = await admin({ method: 'POST', url: '/api/admin/sponsors', payload: sponsor });
    expect(made.statusCode, made.body).toBe(201);
    expect(await latest()).toMatchObject({
      actor: SHARED_PASSWORD_ACTOR,
      role: 'owner',
      method: 'POST',
      route: '/api/admin/sponsors',
      permission: 'content',
      target: null,
      input: expect.objectContaining({ name: 'Neon Bank', websiteUrl: 'https://neon.example' }),
      status: 201,
      clientAddress: '127.0.0.1',
    });

    const { id } = made.json<{ id: number }>();
    expect((await admin({ method: 'DELETE', url: `/api/admin/sponsors/${id}` })).statusCode).toBe(200);
    expect(await latest()).toMatchObject({
      method: 'DELETE',
      route: '/api/admin/sponsors/:id',
      target: { id },
      input: null,
      status: 200,
    });
  });

  it('holds a write refused to a role, with its 403 and nothing of what was sent', async () => {
    const editor = await createSession(app.db, 1, 'editor');
    const refused = await app.inject({
      method: 'DELETE',
      url: '/api/admin/events/41',
      headers: bearer(editor.token),
    });
    expect(refused.statusCode).toBe(403);
    expect(await latest()).toMatchObject({
      role: 'editor',
      method: 'DELETE',
      route: '/api/admin/events/:id',
      permission: 'events',
      // Refused before the address was validated: its parameters as they were sent.
      target: { id: '41' },
      input: null,
      status: 403,
    });
  });

  it('holds a write that failed validation without its input, and leaves reads and strangers out', async () => {
    const invalid = await admin({ method: 'POST', url: '/api/admin/sponsors', payload: { name: '' } });
    expect(invalid.statusCode).toBe(400);
    expect(await latest()).toMatchObject({ route: '/api/admin/sponsors', status: 400, input: null });

    const before = await count();
    expect((await admin({ method: 'GET', url: '/api/admin/sponsors' })).statusCode).toBe(200);
    const stranger = await app.inject({ method: 'POST', url: '/api/admin/sponsors', payload: sponsor });
    expect(stranger.statusCode).toBe(401);
    expect(await count()).toBe(before);
  });

  it('cannot be changed, removed or emptied, even by the app itself', async () => {
    await admin({ method: 'POST', url: '/api/admin/sponsors', payload: sponsor });
    const before = await latest();
    for (const statement of [
      sql`update staff_actions set actor = 'someone else'`,
      sql`delete from staff_actions`,
      sql`truncate staff_actions`,
    ]) {
      const refusal = await app.db.execute(statement).then(
        () => 'done',
        (err: Error & { cause?: Error }) => (err.cause ?? err).message,
      );
      expect(refusal).toMatch(/^staff_actions is append-only: (UPDATE|DELETE|TRUNCATE) is refused$/);
    }
    expect(await latest()).toEqual(before);
  });

  it('keeps exactly the note staff saved, whatever its characters, and never answers 500', async () => {
    await freeMember(app, 'noted@example.com', 'Noted Member');
    const [member] = await app.db.select().from(members).where(eq(members.email, 'noted@example.com'));
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 40 }), async (note) => {
        const saved = await admin({
          method: 'PUT',
          url: `/api/admin/members/${member.id}/note`,
          payload: { note },
        });
        expect([200, 400]).toContain(saved.statusCode);
        const row = await latest();
        expect(row).toMatchObject({ route: '/api/admin/members/:id/note', status: saved.statusCode });
        if (saved.statusCode === 200) {
          const [stored] = await app.db.select().from(members).where(eq(members.id, member.id));
          expect(row.input).toEqual({ note: stored.staffNote ?? '' });
        } else {
          expect(row.input).toBeNull();
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('before and after in the activity log', () => {
  it('keeps a night as it was before a price change, and as it was saved after', async () => {
    const made = await madeNight('Price Night', 30 * 86_400_000, 2500);
    expect(made.statusCode, made.body).toBe(201);
    const event = made.json<{ id: number; date: string }>();
    const changed = await admin({
      method: 'PUT',
      url: `/api/admin/events/${event.id}`,
      payload: {
        title: 'Price Night',
        description: 'Doors at eight.',
        category: 'UFC',
        date: event.date,
        price: 4000,
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await latest()).toMatchObject({
      route: '/api/admin/events/:id',
      before: expect.objectContaining({ id: event.id, price: 2500 }),
      after: expect.objectContaining({ id: event.id, price: 4000 }),
    });
  });

  it('blanks what would open a door in what a write answered', async () => {
    const made = await madeNight('Secret Night', 3_600_000, 0);
    const link = await admin({
      method: 'POST',
      url: `/api/admin/events/${made.json().id}/door-links`,
      payload: {},
    });
    expect(link.statusCode, link.body).toBe(201);
    const secret = link.json<{ url: string }>().url.split('#')[1];
    const row = await latest();
    expect(row.after).toMatchObject({ url: '[redacted]', label: 'Door' });
    expect(JSON.stringify(row)).not.toContain(secret);
  });

  it('keeps what a product, a sponsor, a member and a door link were before staff changed or removed them', async () => {
    const product = await admin({
      method: 'POST',
      url: '/api/admin/store/products',
      payload: { name: 'Neon Cap', price: 2500, description: 'Pink.' },
    });
    const productId = product.json<{ id: number }>().id;
    await admin({
      method: 'PUT',
      url: `/api/admin/store/products/${productId}`,
      payload: { name: 'Neon Cap', price: 3000, description: 'Pink.' },
    });
    expect(await latest()).toMatchObject({
      before: expect.objectContaining({ id: productId, price: 2500 }),
      after: expect.objectContaining({ id: productId, price: 3000 }),
    });
    await admin({ method: 'DELETE', url: `/api/admin/store/products/${productId}` });
    expect(await latest()).toMatchObject({
      route: '/api/admin/store/products/:id',
      before: expect.objectContaining({ id: productId, name: 'Neon Cap', price: 3000 }),
    });

    const sponsor = await admin({
      method: 'POST',
      url: '/api/admin/sponsors',
      payload: { name: 'Wynwood Brewing', logoUrl: 'https://example.com/logo.png' },
    });
    await admin({ method: 'DELETE', url: `/api/admin/sponsors/${sponsor.json().id}` });
    expect((await latest()).before).toMatchObject({ name: 'Wynwood Brewing' });

    await freeMember(app, 'before-note@example.com', 'Bea Before');
    const [member] = await app.db.select().from(members).where(eq(members.email, 'before-note@example.com'));
    await admin({ method: 'PUT', url: `/api/admin/members/${member.id}/note`, payload: { note: 'First' } });
    await admin({ method: 'PUT', url: `/api/admin/members/${member.id}/note`, payload: { note: 'Second' } });
    expect(JSON.stringify((await latest()).before)).toContain('First');

    const night = await madeNight('Revoked Night', 3_600_000, 0);
    const link = await admin({
      method: 'POST',
      url: `/api/admin/events/${night.json().id}/door-links`,
      payload: {},
    });
    await admin({ method: 'POST', url: `/api/admin/door-links/${link.json().id}/revoke` });
    const revoked = await latest();
    expect(revoked.before).toMatchObject({ id: link.json().id, revokedAt: null, tokenHash: '[redacted]' });
  });

  it('keeps no before or after for a refused write', async () => {
    const door = await createSession(app.db, 1, 'door');
    await app.inject({ method: 'DELETE', url: '/api/admin/events/1', headers: bearer(door.token) });
    expect(await latest()).toMatchObject({ status: 403, before: null, after: null, input: null });
  });
});
