import { desc } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { staffActions, staffMembers } from '../src/server/db/schema';
import { createSession } from '../src/server/features/admin-auth/sessions';
import {
  SECOND_STEP_EXPIRED,
  SECOND_STEP_NEEDED,
  SECOND_STEP_OWNER_FIRST,
  SECOND_STEP_REFUSED,
  SHARED_PASSWORD_CLOSED,
} from '../src/shared/staff';
import type { StaffRole } from '../src/shared/staff-roles';
import { ADMIN_PASSWORD, bearer, buildWithAdmin, login } from './helpers/admin';
import { freshAddress, latestMailTo } from './helpers/members';

// The second step (docs/staff.md#second-step): an owner or manager with their own account adds a
// one-time-code app, and from then on the link or code from their inbox is not enough: the app's
// code (or a recovery code, once) finishes the sign-in. The owner may require it.

const { app, admin } = await buildWithAdmin();

let people = 0;
async function person(role: StaffRole) {
  people += 1;
  const email = `second${people}@club.example`;
  const [row] = await app.db
    .insert(staffMembers)
    .values({ name: `Person ${people}`, email, role, invitedBy: 'test' })
    .returning();
  const { token } = await createSession(app.db, 1, role, new Date(), row.id);
  return { id: row.id, email, headers: bearer(token) };
}

const post = (url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method: 'POST', url, headers, payload });

/** The app's code for now, or for the next 30-second step (a code is good once). */
const codeOf = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

async function withAppOn(role: StaffRole = 'manager') {
  const someone = await person(role);
  const setup = await post('/api/admin/me/second-step', someone.headers);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret, uri, qrSvg } = setup.json<{ secret: string; uri: string; qrSvg: string }>();
  expect(uri).toMatch(/^otpauth:\/\/totp\/MESC:/);
  expect(qrSvg).toContain('<svg');
  const confirmed = await post('/api/admin/me/second-step/confirm', someone.headers, {
    code: await codeOf(secret),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const { recoveryCodes } = confirmed.json<{ recoveryCodes: string[] }>();
  return { ...someone, secret, recoveryCodes };
}

/** Signs in from the inbox: the link from a fresh sign-in e-mail. */
async function inboxStep(email: string) {
  await app.inject({
    method: 'POST',
    url: '/api/admin/sign-in',
    payload: { email },
    remoteAddress: freshAddress(),
  });
  await app.jobs.drain();
  const text = (await latestMailTo(app, email))?.text ?? '';
  const token = /\/admin\/login#token=([\w-]+)/.exec(text)?.[1];
  const answer = await app.inject({ method: 'POST', url: '/api/admin/sign-in/link', payload: { token } });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ token?: string; secondStep?: string }>();
}

const secondStep = (token: string, code: string) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/sign-in/second-step',
    payload: { token, code },
    remoteAddress: freshAddress(),
  });

describe('the second step at sign-in', () => {
  it('is set up with the app’s first code, and answers ten recovery codes once', async () => {
    const mo = await withAppOn();
    expect(mo.recoveryCodes).toHaveLength(10);
    expect(new Set(mo.recoveryCodes).size).toBe(10);
    for (const code of mo.recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    const session = await app.inject({ url: '/api/admin/session', headers: mo.headers });
    expect(session.json()).toMatchObject({ secondStep: 'on' });
    // Neither the secret nor a recovery code is in the activity log.
    const log = JSON.stringify(
      await app.db.select().from(staffActions).orderBy(desc(staffActions.id)).limit(5),
    );
    expect(log).not.toContain(mo.secret);
    expect(log).not.toContain(mo.recoveryCodes[0]);
  });

  it('keeps the inbox from signing in alone: the app’s code finishes it, once', async () => {
    const mo = await withAppOn();
    const first = await inboxStep(mo.email);
    expect(first.token).toBeUndefined();
    expect(first.secondStep).toMatch(/^[\w-]{43}$/);

    const wrong = await secondStep(first.secondStep ?? '', '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: SECOND_STEP_REFUSED });
    const code = await codeOf(mo.secret, 1);
    const done = await secondStep(first.secondStep ?? '', code);
    expect(done.statusCode, done.body).toBe(200);
    const session = await app.inject({ url: '/api/admin/session', headers: bearer(done.json().token) });
    expect(session.json()).toMatchObject({ role: 'manager', secondStep: 'on' });

    // The same code again, for another sign-in, is refused; the finished sign-in cannot be reused.
    const second = await inboxStep(mo.email);
    expect((await secondStep(second.secondStep ?? '', code)).json()).toMatchObject({
      message: SECOND_STEP_REFUSED,
    });
    expect((await secondStep(first.secondStep ?? '', await codeOf(mo.secret, 1))).json()).toMatchObject({
      message: SECOND_STEP_EXPIRED,
    });
  });

  it('takes a recovery code once, for a lost phone', async () => {
    const mo = await withAppOn();
    const first = await inboxStep(mo.email);
    const done = await secondStep(
      first.secondStep ?? '',
      mo.recoveryCodes[3].toUpperCase().replace('-', ' '),
    );
    expect(done.statusCode, done.body).toBe(200);
    const again = await inboxStep(mo.email);
    expect((await secondStep(again.secondStep ?? '', mo.recoveryCodes[3])).statusCode).toBe(400);
  });

  it('ends a waiting sign-in after five wrong codes', async () => {
    const mo = await withAppOn();
    const waiting = await inboxStep(mo.email);
    for (let i = 0; i < 5; i++) await secondStep(waiting.secondStep ?? '', '111111');
    const late = await secondStep(waiting.secondStep ?? '', await codeOf(mo.secret, 1));
    expect(late.json()).toMatchObject({ message: SECOND_STEP_EXPIRED });
  });

  it('is for owners’ and managers’ own accounts only', async () => {
    const editor = await person('editor');
    expect((await post('/api/admin/me/second-step', editor.headers)).statusCode).toBe(403);
    const shared = await admin({ method: 'POST', url: '/api/admin/me/second-step' });
    expect(shared.statusCode).toBe(403);
    expect((await app.inject({ url: '/api/admin/session', headers: editor.headers })).json()).toMatchObject({
      secondStep: 'none',
    });
  });

  it('can be required by the owner: an owner or manager without it sets it up before anything else', async () => {
    // Its own club: requiring it closes this file's shared-password session.
    const club = await buildWithAdmin();
    const personOf = async (role: StaffRole, email: string) => {
      const [row] = await club.app.db
        .insert(staffMembers)
        .values({ name: role, email, role, invitedBy: 'test' })
        .returning();
      const { token } = await createSession(club.app.db, 1, role, new Date(), row.id);
      return bearer(token);
    };
    const postTo = (url: string, headers: Record<string, string>, payload?: object) =>
      club.app.inject({ method: 'POST', url, headers, payload });
    const requireIt = (headers: Record<string, string>, required: boolean) =>
      club.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/second-step',
        headers,
        payload: { required },
      });
    {
      const owner = await personOf('owner', 'owner@club.example');
      // Not from the shared password, nor from an owner's account without the app: it closes the
      // shared password, and someone must still be able to sign in.
      for (const refused of [await requireIt(bearer(club.token), true), await requireIt(owner, true)]) {
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toEqual({ message: SECOND_STEP_OWNER_FIRST, code: 'conflict' });
      }
      expect((await club.admin({ method: 'GET', url: '/api/admin/settings/second-step' })).json()).toEqual({
        required: false,
      });
      const setup = await postTo('/api/admin/me/second-step', owner);
      const ownerSecret = setup.json<{ secret: string }>().secret;
      await postTo('/api/admin/me/second-step/confirm', owner, { code: await codeOf(ownerSecret) });
      const required = await requireIt(owner, true);
      expect(required.statusCode, required.body).toBe(200);

      // The shared password: its sessions ended, and it signs in no more.
      expect((await club.admin({ method: 'GET', url: '/api/admin/events' })).statusCode).toBe(401);
      const closed = await club.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { password: ADMIN_PASSWORD },
        remoteAddress: freshAddress(),
      });
      expect(closed.statusCode).toBe(403);
      expect(closed.json()).toEqual({ message: SHARED_PASSWORD_CLOSED, code: 'second_step_required' });

      const without = await personOf('manager', 'manager@club.example');
      const blocked = await club.app.inject({ url: '/api/admin/events', headers: without });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json()).toEqual({ message: SECOND_STEP_NEEDED, code: 'second_step_required' });
      expect((await club.app.inject({ url: '/api/admin/session', headers: without })).json()).toMatchObject({
        secondStep: 'required',
      });
      // Setting it up is allowed, and then the dashboard is open again.
      const own = await postTo('/api/admin/me/second-step', without);
      const { secret } = own.json<{ secret: string }>();
      await postTo('/api/admin/me/second-step/confirm', without, { code: await codeOf(secret) });
      expect((await club.app.inject({ url: '/api/admin/events', headers: without })).statusCode).toBe(200);
      // While it is required, it stays on.
      const off = await club.app.inject({
        method: 'DELETE',
        url: '/api/admin/me/second-step',
        headers: without,
        payload: { code: await codeOf(secret, 1) },
      });
      expect(off.statusCode).toBe(409);
      // An editor is not held up.
      const editor = await personOf('editor', 'editor@club.example');
      expect((await club.app.inject({ url: '/api/admin/store/products', headers: editor })).statusCode).toBe(
        200,
      );

      // Lifted, the shared password signs in again.
      expect((await requireIt(owner, false)).statusCode).toBe(200);
      expect(await login(club.app, ADMIN_PASSWORD, freshAddress())).toMatch(/^[\w-]{43}$/);
    }
  });

  it('turns off with a code when not required, and the inbox signs in alone again', async () => {
    const mo = await withAppOn();
    const off = await app.inject({
      method: 'DELETE',
      url: '/api/admin/me/second-step',
      headers: mo.headers,
      payload: { code: mo.recoveryCodes[0] },
    });
    expect(off.statusCode, off.body).toBe(200);
    const answer = await inboxStep(mo.email);
    expect(answer.token).toMatch(/^[\w-]{43}$/);
  });
});
