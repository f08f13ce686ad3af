import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/server/app';
import { adminLoginAttempts, adminSessions, settings } from '../src/server/db/schema';
import { createFirstPassword } from '../src/server/features/admin-auth/password';
import { noAssets } from '../src/server/render/page-assets';
import { ADMIN_PASSWORD, bearer, login } from './helpers/admin';
import { build } from './helpers/build';

const app = await build({ env: { ADMIN_PASSWORD, ADMIN_SESSION_HOURS: '8' } });

const attempt = (password: unknown, remoteAddress = '203.0.113.1') =>
  app.inject({ method: 'POST', url: '/api/admin/login', payload: { password }, remoteAddress });

describe('admin login', () => {
  it('gives the right password a random token that expires after the session lifetime', async () => {
    const response = await attempt(ADMIN_PASSWORD, '198.51.100.7');
    expect(response.statusCode).toBe(200);
    const { token, expiresAt } = response.json<{ token: string; expiresAt: string }>();
    // 32 random bytes, base64url: 256 bits.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const hours = (Date.parse(expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(7.9);
    expect(hours).toBeLessThanOrEqual(8);
    expect(await login(app)).not.toBe(token);
  });

  it('keeps only a hash of the token on the server', async () => {
    const token = await login(app);
    const rows = await app.db.select().from(adminSessions);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    const hash = createHash('sha256').update(token).digest('hex');
    expect(rows.some((row) => row.tokenHash === hash)).toBe(true);
  });

  it('says "Invalid password" to a wrong password', async () => {
    const response = await attempt('not the password', '198.51.100.8');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Invalid password', code: 'wrong_password' });
  });

  it('asks for a password when none is sent', async () => {
    for (const payload of [{}, { password: '' }, { password: 42 }]) {
      const response = await app.inject({ method: 'POST', url: '/api/admin/login', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/password/i);
    }
  });

  it('blocks a client after 5 wrong passwords in 15 minutes, with a clear message, even for the right one', async () => {
    for (let i = 0; i < 5; i++) expect((await attempt(`guess ${i}`)).statusCode).toBe(401);
    const blocked = await attempt('guess 6');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(
      'Too many failed login attempts. Please wait 15 minutes and try again.',
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    expect((await attempt(ADMIN_PASSWORD)).statusCode).toBe(429);
    // Another address is not affected.
    expect((await attempt(ADMIN_PASSWORD, '203.0.113.2')).statusCode).toBe(200);
  });

  it('lets the client in again once its failures are older than 15 minutes', async () => {
    const client = '203.0.113.3';
    for (let i = 0; i < 5; i++) await attempt(`guess ${i}`, client);
    expect((await attempt(ADMIN_PASSWORD, client)).statusCode).toBe(429);
    await app.db
      .update(adminLoginAttempts)
      .set({ attemptedAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(adminLoginAttempts.clientKey, client));
    expect((await attempt(ADMIN_PASSWORD, client)).statusCode).toBe(200);
  });

  it('forgets earlier failures after a successful login', async () => {
    const client = '203.0.113.4';
    for (let i = 0; i < 4; i++) await attempt(`guess ${i}`, client);
    expect((await attempt(ADMIN_PASSWORD, client)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await attempt(`again ${i}`, client)).statusCode).toBe(401);
  });

  it('holds the limit across app processes that share the database', async () => {
    // A second app on the same database stands for a second process behind the load balancer.
    const sibling = await buildApp({
      config: app.config,
      database: app.database,
      storage: app.storage,
      assets: noAssets,
    });
    const client = '203.0.113.5';
    const on = (which: typeof app, password: string) =>
      which.inject({ method: 'POST', url: '/api/admin/login', payload: { password }, remoteAddress: client });
    const guesses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => on(i % 2 ? sibling : app, `guess ${i}`)),
    );
    expect(guesses.filter((r) => r.statusCode === 401)).toHaveLength(5);
    expect(guesses.filter((r) => r.statusCode === 429)).toHaveLength(3);
    expect((await on(sibling, ADMIN_PASSWORD)).statusCode).toBe(429);
  });
});

describe('admin sessions', () => {
  it('opens the admin API to a valid token', async () => {
    const response = await app.inject({ url: '/api/admin/session', headers: bearer(await login(app)) });
    expect(response.statusCode).toBe(200);
  });

  it('revokes the token on logout, on the server too', async () => {
    const token = await login(app);
    const out = await app.inject({ method: 'POST', url: '/api/admin/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'You have been logged out successfully' });
    const after = await app.inject({ url: '/api/admin/session', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Your admin session has ended. Please log in again.');
  });

  it('refuses an expired token', async () => {
    const token = await login(app);
    const hash = createHash('sha256').update(token).digest('hex');
    await app.db
      .update(adminSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(adminSessions.tokenHash, hash));
    expect((await app.inject({ url: '/api/admin/session', headers: bearer(token) })).statusCode).toBe(401);
  });
});

describe('the admin password without ADMIN_PASSWORD', () => {
  it('is made once on first start, stored only as a scrypt hash, and then works', async () => {
    const bare = await build();
    const before = await bare.inject({ method: 'POST', url: '/api/admin/login', payload: { password: 'x' } });
    expect(before.statusCode).toBe(503);
    const password = await createFirstPassword(bare.db);
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(await createFirstPassword(bare.db)).toBeNull();
    const stored = await bare.db.select().from(settings).where(eq(settings.key, 'admin_password_hash'));
    expect(stored[0].value).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(stored[0].value).not.toContain(password as string);
    await login(bare, password as string);
  });
});
