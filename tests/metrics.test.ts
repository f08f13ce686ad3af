import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { renderMail } from '../src/server/adapters/mail/ui';
import { buildEvent } from '../src/server/db/factories';
import { events } from '../src/server/db/schema';
import { build } from './helpers/build';
import { stripeEnv } from './helpers/membership';
import { startSmtpPeer } from './helpers/smtp-peer';
import { deliver, stripeEvent } from './helpers/stripe-webhook';

// /metrics, as a club's monitoring reads it (src/server/metrics/app-metrics.ts): closed unless
// METRICS_TOKEN is set, then the Prometheus text with the figures docs/deploy.md alerts on.

const TOKEN = 'metrics-token-for-the-tests-0123';

/** The value of one series in Prometheus text, or undefined when it is not there. */
function seriesValue(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const got = Object.fromEntries(
      [...(match[3] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => got[key] === value)) return Number(match[4]);
  }
  return undefined;
}

/** A GET over HTTP to a listening app (replays happen only there). */
function get(port: number, path: string, headers: http.OutgoingHttpHeaders = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers, agent: false }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe('the metrics of a club that has not asked for them', () => {
  it('are a page not found, and nothing is counted', async () => {
    const app = await build();
    const answer = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain('mesc_http_requests_total');
    expect(app.metrics).toBeNull();
  });
});

describe('the metrics of a club with METRICS_TOKEN set', () => {
  it('are refused without the token or with another, with a message', async () => {
    const app = await build({ env: { METRICS_TOKEN: TOKEN } });
    for (const authorization of [
      undefined,
      'Bearer wrong-token',
      `Basic ${TOKEN}`,
      `Bearer ${TOKEN}x`,
      TOKEN,
    ]) {
      const answer = await app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(answer.statusCode, String(authorization)).toBe(401);
      expect(answer.json().message).toBe('The metrics need the token set in METRICS_TOKEN.');
      expect(answer.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    }
  });

  it('count the answers by route and status, replayed ones included, and time them', async () => {
    const app = await build({ seed: true, env: { METRICS_TOKEN: TOKEN } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    for (let i = 0; i < 3; i++) expect((await get(port, '/api/sponsors')).status).toBe(200);
    expect(app.replays.replayed).toBeGreaterThan(0);
    expect((await get(port, '/api/no-such-list')).status).toBe(404);
    const { status, body } = await get(port, '/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(status).toBe(200);
    expect(
      seriesValue(body, 'mesc_http_requests_total', { route: '/api/sponsors', method: 'GET', status: '200' }),
    ).toBe(3);
    expect(seriesValue(body, 'mesc_http_requests_total', { status: '404' })).toBe(1);
    expect(
      seriesValue(body, 'mesc_http_request_duration_seconds_count', {
        route: '/api/sponsors',
        method: 'GET',
      }),
    ).toBeGreaterThanOrEqual(1);
    // Node's own figures come too.
    expect(seriesValue(body, 'mesc_process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('report the seats held, the job queue and the mail', async () => {
    const app = await build({ env: { METRICS_TOKEN: TOKEN } });
    const read = async () =>
      (await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
    expect(seriesValue(await read(), 'mesc_seats_held')).toBe(0);

    const [night] = await app.db
      .insert(events)
      .values(buildEvent({ title: 'Metrics Night', price: 2500, maxAttendees: 50 }))
      .returning();
    const held = await app.inject({
      method: 'POST',
      url: `/api/events/${night.id}/tickets`,
      payload: { name: 'Ana Gauge', email: 'ana-gauge@example.com', quantity: 3, holderNames: [] },
    });
    expect(held.statusCode, held.body).toBe(201);
    const subscribed = await app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'gauge-reader@example.com' },
    });
    expect(subscribed.statusCode, subscribed.body).toBeLessThan(300);

    const after = await read();
    expect(seriesValue(after, 'mesc_seats_held')).toBe(3);
    // This process's worker takes the welcome mail's job at once, so the message is somewhere on its
    // way when /metrics is read: pending in the outbox or already kept, its job waiting, running or done.
    const figure = (labels: Record<string, string>, name = 'mesc_jobs') =>
      seriesValue(after, name, labels) ?? 0;
    expect(
      figure({ state: 'pending' }, 'mesc_mail') + figure({ outcome: 'kept' }, 'mesc_mail_attempts_total'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      figure({ state: 'waiting' }) +
        figure({ state: 'running' }) +
        figure({ kind: 'mail.deliver', outcome: 'done' }, 'mesc_jobs_total'),
    ).toBeGreaterThanOrEqual(1);
    expect(seriesValue(after, 'mesc_jobs', { state: 'failed' })).toBe(0);
    // PostgreSQL's connection pool, where there is one (the embedded database has none).
    const max = seriesValue(after, 'mesc_db_connections', { state: 'max' });
    if (app.database.engine === 'postgres') expect(max).toBeGreaterThan(0);
    else expect(max).toBeUndefined();

    // Delivered without SMTP, the message is kept in the outbox: counted as kept, no longer pending.
    await app.jobs.drain();
    const drained = await read();
    expect(seriesValue(drained, 'mesc_mail', { state: 'pending' })).toBe(0);
    expect(seriesValue(drained, 'mesc_mail_attempts_total', { outcome: 'kept' })).toBeGreaterThanOrEqual(1);
    expect(
      seriesValue(drained, 'mesc_jobs_total', { kind: 'mail.deliver', outcome: 'done' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it("count Stripe's webhooks accepted, and refused for a signature that does not verify", async () => {
    const app = await build({ env: { METRICS_TOKEN: TOKEN, ...stripeEnv('http://127.0.0.1:9') } });
    const read = async () =>
      (await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
    expect(seriesValue(await read(), 'mesc_payment_webhooks_total', { outcome: 'rejected' })).toBeUndefined();
    const refused = await deliver(app, {}, { body: '{"not":"signed"}', signature: 't=1,v1=00' });
    expect(refused.statusCode).toBe(400);
    // An event the club does not act on is still a webhook received and verified.
    const accepted = await deliver(
      app,
      stripeEvent('customer.created', { id: 'cus_metrics', object: 'customer' }),
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    const after = await read();
    expect(seriesValue(after, 'mesc_payment_webhooks_total', { outcome: 'rejected' })).toBe(1);
    expect(seriesValue(after, 'mesc_payment_webhooks_total', { outcome: 'accepted' })).toBe(1);
  });

  it('count the mail an SMTP server took, and the tries it refused', async () => {
    const taking = await startSmtpPeer();
    const refusing = await startSmtpPeer({ refuseWith: { code: 550, message: 'No such user here' } });
    try {
      for (const [peer, outcome] of [
        [taking, 'sent'],
        [refusing, 'failed'],
      ] as const) {
        const app = await build({ env: { METRICS_TOKEN: TOKEN, SMTP_URL: peer.url } });
        await app.mailer.send({
          to: 'gauge@example.com',
          reason: 'staff',
          ...renderMail({ subject: 'Counted', preheader: 'Hello.', heading: 'Counted', blocks: [] }),
        });
        await app.mailer.idle();
        const body = (await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } }))
          .body;
        expect(seriesValue(body, 'mesc_mail_attempts_total', { outcome }), outcome).toBe(1);
        expect(seriesValue(body, 'mesc_mail', { state: outcome === 'failed' ? 'failed' : 'pending' })).toBe(
          outcome === 'failed' ? 1 : 0,
        );
      }
    } finally {
      await Promise.all([taking.close(), refusing.close()]);
    }
  });
});
