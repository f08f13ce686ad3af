import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoProducts } from '../../src/server/db/seed-data';
import { adminQuery, withDatabase } from '../helpers/postgres-admin';
import { freePort, type ServerProcess, spawnServer, waitUntilOpen } from '../helpers/server-process';

// Two app processes on one PostgreSQL and one bucket, as a club runs behind a load balancer:
// whatever staff do through one, visitors see through the other.

vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });
const url = process.env.TEST_DATABASE_URL;
const PASSWORD = 'several-processes-password';

describe.skipIf(!url)('two app processes on one PostgreSQL (skipped without TEST_DATABASE_URL)', () => {
  const database = `mesc_two_processes_${process.pid}`;
  const bucketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mesc-two-s3-'));
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: bucketDir,
    configureBuckets: [{ name: 'mesc-shared' }],
  });
  const servers: ServerProcess[] = [];
  let one: string;
  let other: string;

  beforeAll(async () => {
    await adminQuery(url as string, `drop database if exists ${database} with (force)`);
    await adminQuery(url as string, `create database ${database}`);
    const { port: s3Port } = await s3rver.run();
    // Both start at once on the empty database: the migration runs once, under its lock, and
    // the demo club is added once.
    const bases = await Promise.all(
      [0, 1].map(async () => {
        const port = await freePort();
        const server = spawnServer({
          PORT: String(port),
          DATABASE_URL: withDatabase(url as string, database),
          DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'mesc-two-')),
          ADMIN_PASSWORD: PASSWORD,
          SEED_DEMO: 'always',
          S3_BUCKET: 'mesc-shared',
          S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
          S3_ACCESS_KEY_ID: 'S3RVER',
          S3_SECRET_ACCESS_KEY: 'S3RVER',
        });
        servers.push(server);
        await waitUntilOpen(server, 90_000);
        return `http://127.0.0.1:${port}`;
      }),
    );
    [one, other] = bases;
  });

  afterAll(async () => {
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await s3rver.close();
    fs.rmSync(bucketDir, { recursive: true, force: true });
    await adminQuery(url as string, `drop database if exists ${database} with (force)`);
  });

  const send = (
    base: string,
    route: string,
    init: { method?: string; token?: string; body?: unknown } = {},
  ) =>
    fetch(`${base}${route}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  const signIn = async (base: string) => {
    const response = await send(base, '/api/admin/login', { method: 'POST', body: { password: PASSWORD } });
    expect(response.status).toBe(200);
    return ((await response.json()) as { token: string }).token;
  };
  const eventTitles = async (base: string) =>
    ((await (await send(base, '/api/events')).json()) as { title: string }[]).map((e) => e.title);

  it('adds the demo club once, though both processes started together on the empty database', async () => {
    const products = (await (await send(other, '/api/store/products')).json()) as { name: string }[];
    expect(products).toHaveLength(demoProducts(new Date()).length);
    expect(new Set(products.map((p) => p.name)).size).toBe(products.length);
  });

  it('shows an event created through one process on the other within a second', async () => {
    expect(await eventTitles(other)).not.toContain('Heat Watch Party'); // the other has it cached now
    const created = await send(one, '/api/admin/events', {
      method: 'POST',
      token: await signIn(one),
      body: {
        title: 'Heat Watch Party',
        description: 'Every game on the big wall.',
        category: 'NBA',
        date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        price: 0,
        maxAttendees: 40,
        venue: 'MESC Clubhouse',
        imageUrl: '',
        membershipRequired: 'free',
      },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const since = Date.now();
    while (!(await eventTitles(other)).includes('Heat Watch Party')) {
      expect(Date.now() - since, 'the other process still serves the old list').toBeLessThan(1000);
      await new Promise((r) => setTimeout(r, 20));
    }
    const page = await (await send(other, '/events')).text();
    expect(page).toContain('Heat Watch Party');
  });

  it('accepts a session made on one process on the other, and a logout on either ends it on both', async () => {
    const token = await signIn(one);
    expect((await send(other, '/api/admin/session', { token })).status).toBe(200);
    expect((await send(other, '/api/admin/logout', { method: 'POST', token })).status).toBe(200);
    expect((await send(one, '/api/admin/session', { token })).status).toBe(401);
    expect((await send(other, '/api/admin/session', { token })).status).toBe(401);
  });

  it('serves a picture uploaded through one process from the other', async () => {
    const token = await signIn(one);
    const { uploadURL } = (await (
      await send(one, '/api/objects/upload', { method: 'POST', token })
    ).json()) as {
      uploadURL: string;
    };
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#ff2d95' } })
      .png()
      .toBuffer();
    const put = await fetch(uploadURL, {
      method: 'PUT',
      body: new Uint8Array(png),
      headers: { 'content-type': 'image/png' },
    });
    expect(put.status).toBe(200);
    const registered = await send(one, '/api/admin/product-images', {
      method: 'POST',
      token,
      body: { imageURL: uploadURL.split('?')[0] },
    });
    expect(registered.status).toBe(200);
    const { objectPath } = (await registered.json()) as { objectPath: string };
    const served = await send(other, objectPath);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(640);
  });

  it('counts failed sign-ins on both processes together', async () => {
    const guess = (base: string, i: number) =>
      send(base, '/api/admin/login', { method: 'POST', body: { password: `wrong guess ${i}` } });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await guess(i % 2 ? other : one, i)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const right = await send(one, '/api/admin/login', { method: 'POST', body: { password: PASSWORD } });
    expect(right.status).toBe(429);
  });
});
