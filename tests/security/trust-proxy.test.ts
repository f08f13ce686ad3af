import { describe, expect, it } from 'vitest';
import { build } from '../helpers/build';

// X-Forwarded-For names the client only when TRUST_PROXY says who may send it; otherwise a client
// reaching the app directly could give every request a new address and escape the per-address limits.

const proxy = '10.0.0.5';
const contact = (app: Awaited<ReturnType<typeof build>>, forwardedFor: string, remoteAddress = proxy) =>
  app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'A', email: 'a@example.com', message: 'Hi' },
    headers: { 'x-forwarded-for': forwardedFor },
    remoteAddress,
  });
const login = (app: Awaited<ReturnType<typeof build>>, forwardedFor: string) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { password: 'not-the-password' },
    headers: { 'x-forwarded-for': forwardedFor },
    remoteAddress: proxy,
  });
const statuses = async (answers: Promise<{ statusCode: number }>[]) =>
  (await Promise.all(answers)).map((answer) => answer.statusCode);

describe('without TRUST_PROXY', () => {
  const limits = { PUBLIC_POST_LIMIT: '2', ADMIN_PASSWORD: 'Miami-neon-test-password' };

  it('counts visitor posts per real address, whatever X-Forwarded-For claims', async () => {
    const app = await build({ env: limits });
    const codes = [];
    for (const claimed of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      codes.push((await contact(app, claimed)).statusCode);
    }
    expect(codes).toEqual([201, 201, 429]);
  });

  it('throttles failed logins per real address, whatever X-Forwarded-For claims', async () => {
    const app = await build({ env: limits });
    const codes = [];
    for (let i = 1; i <= 6; i++) codes.push((await login(app, `198.51.100.${i}`)).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

describe('with TRUST_PROXY naming the proxy', () => {
  it('counts visitor posts per forwarded address, from that proxy only', async () => {
    const app = await build({ env: { PUBLIC_POST_LIMIT: '2', TRUST_PROXY: `${proxy}, 10.1.0.0/16` } });
    expect(await statuses([contact(app, '198.51.100.1'), contact(app, '198.51.100.1')])).toEqual([201, 201]);
    // Another visitor behind the same proxy still has their own allowance.
    expect((await contact(app, '198.51.100.2')).statusCode).toBe(201);
    expect((await contact(app, '198.51.100.1')).statusCode).toBe(429);
    // A client that is not the proxy cannot choose its address.
    const direct = '203.0.113.7';
    expect((await contact(app, '198.51.100.9', direct)).statusCode).toBe(201);
    expect((await contact(app, '198.51.100.10', direct)).statusCode).toBe(201);
    expect((await contact(app, '198.51.100.11', direct)).statusCode).toBe(429);
  });

  it('throttles failed logins per forwarded address', async () => {
    const app = await build({ env: { ADMIN_PASSWORD: 'Miami-neon-test-password', TRUST_PROXY: 'true' } });
    for (let i = 0; i < 5; i++) expect((await login(app, '198.51.100.1')).statusCode).toBe(401);
    expect((await login(app, '198.51.100.1')).statusCode).toBe(429);
    expect((await login(app, '198.51.100.2')).statusCode).toBe(401);
  });

  it('takes a hop count: the nearest proxy is believed, addresses the client wrote before it are not', async () => {
    const app = await build({ env: { PUBLIC_POST_LIMIT: '1', TRUST_PROXY: '1' } });
    expect((await contact(app, '6.6.6.6, 198.51.100.1')).statusCode).toBe(201);
    expect((await contact(app, '7.7.7.7, 198.51.100.1')).statusCode).toBe(429);
    expect((await contact(app, '198.51.100.2')).statusCode).toBe(201);
  });
});
