import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffActions } from '../src/server/db/schema';
import { createSession, SHARED_PASSWORD_ACTOR } from '../src/server/features/admin-auth/sessions';
import type { StaffAction, StaffActivityPage } from '../src/shared/staff-activity';
import { PERMISSION_REFUSED } from '../src/shared/staff-roles';
import { bearer, buildWithAdmin } from './helpers/admin';

// The owner reads the staff activity log on the dashboard's Activity tab (docs/staff.md): newest
// first, a page at a time, searched by who, what and from where, filtered by role and to the
// refused writes, and as CSV; a role without the `staff` permission is refused all of it.

const { app, token, admin } = await buildWithAdmin();

const rowsInLog = async () => (await app.db.select({ n: count() }).from(staffActions))[0].n;

const page = async (query = '') => {
  const response = await admin({ method: 'GET', url: `/api/admin/activity/page${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StaffActivityPage>();
};

const sponsor = (name: string) => ({
  name,
  logoUrl: '/objects/logo.png',
  websiteUrl: 'https://neon.example',
});

/** A sponsor made, renamed and deleted by the owner: three writes, in that order. */
async function sponsorMadeRenamedAndDeleted() {
  const made = await admin({ method: 'POST', url: '/api/admin/sponsors', payload: sponsor('Neon Bank') });
  expect(made.statusCode, made.body).toBe(201);
  const { id } = made.json<{ id: number }>();
  const renamed = await admin({
    method: 'PUT',
    url: `/api/admin/sponsors/${id}`,
    payload: sponsor('Neon Bank of Miami'),
  });
  expect(renamed.statusCode, renamed.body).toBe(200);
  expect((await admin({ method: 'DELETE', url: `/api/admin/sponsors/${id}` })).statusCode).toBe(200);
  return id;
}

describe('the Activity tab', () => {
  it('shows the owner every change newest first, with who, role, what, target, input and answer', async () => {
    expect(await page()).toEqual({ items: [], total: 0, nextCursor: null });
    const id = await sponsorMadeRenamedAndDeleted();

    const { items, total, nextCursor } = await page();
    expect(total).toBe(3);
    expect(nextCursor).toBeNull();
    expect(items.map((action) => `${action.method} ${action.route}`)).toEqual([
      'DELETE /api/admin/sponsors/:id',
      'PUT /api/admin/sponsors/:id',
      'POST /api/admin/sponsors',
    ]);
    expect(items[0]).toMatchObject({
      actor: SHARED_PASSWORD_ACTOR,
      role: 'owner',
      permission: 'content',
      target: { id },
      input: null,
      status: 200,
      clientAddress: '127.0.0.1',
    });
    expect(items[1]).toMatchObject({
      target: { id },
      input: expect.objectContaining({ name: 'Neon Bank of Miami' }),
      status: 200,
    });
    expect(items[2]).toMatchObject({ target: null, input: expect.objectContaining({ name: 'Neon Bank' }) });
    expect(items[2].at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    // One session, one person: the owner who signed in.
    expect(new Set(items.map((action) => `${action.sessionId} ${action.actor}`)).size).toBe(1);

    // The plain list answers the same rows as an array.
    const plain = await admin({ method: 'GET', url: '/api/admin/activity' });
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toEqual(items);
  });

  it('finds rows by who, the route or the client address, and narrows them by role and to refusals', async () => {
    const editor = await createSession(app.db, 1, 'editor');
    const refused = await app.inject({
      method: 'DELETE',
      url: '/api/admin/events/41',
      headers: bearer(editor.token),
      remoteAddress: '203.0.113.9',
    });
    expect(refused.statusCode).toBe(403);
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/admin/sponsors',
      payload: sponsor('Far Away Co'),
      headers: bearer(token),
      remoteAddress: '198.51.100.20',
    });
    expect(elsewhere.statusCode).toBe(201);
    const routes = (answer: StaffActivityPage) => answer.items.map((action) => action.route);

    const everything = await page();
    expect(routes(await page('?search=EVENTS'))).toEqual(['/api/admin/events/:id']);
    expect((await page('?search=198.51.100')).items).toMatchObject([{ clientAddress: '198.51.100.20' }]);
    // Every word, in any of the columns: the method, the route, who.
    expect(routes(await page('?search=delete+sponsors'))).toEqual(['/api/admin/sponsors/:id']);
    // Who, in any letter case.
    const byName = await page(`?search=${encodeURIComponent(SHARED_PASSWORD_ACTOR.toUpperCase())}`);
    expect(byName.total).toBe(
      everything.items.filter((action) => action.actor === SHARED_PASSWORD_ACTOR).length,
    );
    expect(byName.total).toBeGreaterThanOrEqual(4);
    expect((await page('?search=nobody-did-this')).total).toBe(0);
    // `%` and `_` are plain characters.
    expect((await page('?search=%25')).total).toBe(0);

    const editors = await page('?role=editor');
    expect(editors.total).toBe(1);
    expect(editors.items).toMatchObject([
      { role: 'editor', status: 403, target: { id: '41' }, input: null, clientAddress: '203.0.113.9' },
    ]);
    expect((await page('?refused=true')).items).toEqual(editors.items);
    expect((await page('?role=owner')).total).toBe(everything.total - 1);
    expect((await page('?role=owner&refused=true')).total).toBe(0);
    expect((await page('?role=editor&search=sponsors')).total).toBe(0);

    const csv = await admin({ method: 'GET', url: '/api/admin/activity.csv?refused=true' });
    expect(csv.body.trimEnd().split('\r\n')).toHaveLength(2);
    expect(csv.body).toContain('Editor,DELETE /api/admin/events/:id,events');
  });

  it('refuses a filter it does not know the value of with a 400 that says why', async () => {
    for (const [query, message] of [
      ['?role=boss', 'Invalid request: role: Role must be owner, manager, editor or door'],
      ['?refused=yes', 'Invalid request: refused: Refused must be true, or left out'],
      ['?limit=0', 'Invalid request: limit: Limit must be at least 1'],
      ['?cursor=bm90LWEtY3Vyc29y', 'Cursor is not one this list gave'],
    ]) {
      for (const path of ['/api/admin/activity/page', '/api/admin/activity', '/api/admin/activity.csv']) {
        // The file is every row the search finds: it reads no cursor.
        if (path.endsWith('.csv') && query.startsWith('?cursor')) continue;
        const response = await admin({ method: 'GET', url: `${path}${query}` });
        expect(response.statusCode, `${path}${query}`).toBe(400);
        expect(response.json(), `${path}${query}`).toMatchObject({ message, code: 'invalid_request' });
      }
    }
  });

  it('pages through the whole log with cursors, every row once, even rows written at the same instant', async () => {
    // Thirty rows with one timestamp: the id decides their order.
    const at = new Date('2031-01-02T03:04:05.123456Z');
    await app.db.insert(staffActions).values(
      Array.from({ length: 30 }, (_, n) => ({
        at,
        sessionId: 9_000,
        actor: `Paged Person ${n}`,
        role: 'manager',
        method: 'PATCH',
        route: '/api/admin/contact-messages/:id',
        permission: 'submissions',
        target: { id: n },
        input: { read: true },
        status: 200,
        clientAddress: '192.0.2.1',
      })),
    );
    const all = await page('?limit=200');
    expect(all.items.length).toBe(all.total);

    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const next: StaffActivityPage = await page(`?limit=7${cursor ? `&cursor=${cursor}` : ''}`);
      expect(next.total).toBe(all.total);
      seen.push(...next.items.map((action) => action.id));
      cursor = next.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.items.map((action) => action.id));
    expect(new Set(seen).size).toBe(all.total);

    // The plain list says where the next page starts in a header, and only with the filters given.
    const shown: StaffAction[] = [];
    let header: string | undefined;
    do {
      const response = await admin({
        method: 'GET',
        url: `/api/admin/activity?role=manager&limit=11${header ? `&cursor=${header}` : ''}`,
      });
      shown.push(...response.json<StaffAction[]>());
      header = response.headers['x-next-cursor'] as string | undefined;
    } while (header);
    expect(shown.map((action) => action.actor)).toEqual(
      Array.from({ length: 30 }, (_, n) => `Paged Person ${29 - n}`),
    );
  });

  it('downloads the log as CSV, newest first, with a formula-like name or input made harmless', async () => {
    await app.db.insert(staffActions).values({
      at: new Date('2040-05-06T07:08:09.000Z'),
      sessionId: 9_001,
      actor: '=HYPERLINK("https://evil.example","Click")',
      role: 'owner',
      method: 'POST',
      route: '/api/admin/wall-of-fame',
      permission: 'content',
      target: null,
      input: { name: '=1+2', note: '@SUM(A1:A9)' },
      status: 201,
      clientAddress: '-1+1',
    });
    const response = await admin({ method: 'GET', url: '/api/admin/activity.csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="staff-activity.csv"');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(
      '\ufeffTime (UTC),Actor,Role,Action,Permission,Target,Input,Before,After,Status,Client address',
    );
    // The newest row first; every cell that a spreadsheet would run starts with an apostrophe, and
    // the input is JSON text, which starts with a brace.
    expect(lines[1]).toBe(
      '2040-05-06T07:08:09.000Z,"\'=HYPERLINK(""https://evil.example"",""Click"")",Owner,' +
        'POST /api/admin/wall-of-fame,content,,"{""name"":""=1+2"",""note"":""@SUM(A1:A9)""}",,,201,\'-1+1',
    );
    expect(lines[1]).toMatch(/^2040-05-06T07:08:09\.000Z,"'=HYPERLINK\(/);
    // Every row of the log, and the file ends with its line break.
    expect(lines).toHaveLength((await rowsInLog()) + 2);
    expect(lines.at(-1)).toBe('');
    expect(lines).toContain(
      '2031-01-02T03:04:05.123Z,Paged Person 29,Manager,PATCH /api/admin/contact-messages/:id,submissions,"{""id"":29}","{""read"":true}",,,200,192.0.2.1',
    );
  });

  it('refuses every part of it to a role without the staff permission', async () => {
    for (const role of ['manager', 'editor', 'door'] as const) {
      const session = await createSession(app.db, 1, role);
      for (const url of [
        '/api/admin/activity/page',
        '/api/admin/activity',
        '/api/admin/activity.csv?role=owner',
      ]) {
        const response = await app.inject({ method: 'GET', url, headers: bearer(session.token) });
        expect(response.statusCode, `${role}: ${url}`).toBe(403);
        expect(response.json()).toEqual({ message: PERMISSION_REFUSED, code: 'staff_permission_required' });
      }
    }
    // Without a session: 401, and nothing about the log.
    const stranger = await app.inject({ method: 'GET', url: '/api/admin/activity/page' });
    expect(stranger.statusCode).toBe(401);
  });

  it('adds nothing to the log when staff read it', async () => {
    const before = await rowsInLog();
    for (const url of ['/api/admin/activity/page', '/api/admin/activity', '/api/admin/activity.csv']) {
      expect((await admin({ method: 'GET', url })).statusCode).toBe(200);
    }
    const manager = await createSession(app.db, 1, 'manager');
    await app.inject({ method: 'GET', url: '/api/admin/activity', headers: bearer(manager.token) });
    expect(await rowsInLog()).toBe(before);
  });
});
