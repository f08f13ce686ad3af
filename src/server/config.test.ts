import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('works with nothing set: embedded database in ./data on port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.club.email).toBe('hello@mesc.club');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeUndefined();
  });

  it('stops with one sentence naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ CLUB_INSTAGRAM_URL: 'javascript:alert(1)' })).toThrow(/CLUB_INSTAGRAM_URL/);
  });

  it('reads the news feeds as CATEGORY|URL entries, with an optional source name', () => {
    const { news } = loadConfig({
      NEWS_FEEDS: 'nba|https://feeds.example/nba.xml, SPORTS|http://feeds.example/all.xml|Example Sports',
      NEWS_TIMEOUT_MS: '2500',
    });
    expect(news.feeds).toEqual([
      { category: 'NBA', url: 'https://feeds.example/nba.xml' },
      { category: 'SPORTS', url: 'http://feeds.example/all.xml', source: 'Example Sports' },
    ]);
    expect(news.timeoutMs).toBe(2500);
  });

  it('covers every league by default', () => {
    const categories = new Set(loadConfig({}).news.feeds.map((feed) => feed.category));
    expect([...categories].sort()).toEqual(['MLB', 'MLS', 'NBA', 'NCAA', 'NFL', 'NHL', 'SPORTS']);
  });

  it('names a news feed entry it cannot use', () => {
    expect(() => loadConfig({ NEWS_FEEDS: 'NBA|javascript:alert(1)' })).toThrow(
      /NEWS_FEEDS entry "NBA\|javascript:alert\(1\)" needs an http/,
    );
    expect(() => loadConfig({ NEWS_FEEDS: 'https://feeds.example/nba.xml' })).toThrow(/NEWS_FEEDS/);
  });

  it('uses the test payment provider with no Stripe keys, and Stripe with all three', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    const stripe = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    }).stripe;
    expect(stripe).toEqual({
      secretKey: 'sk_test_abc',
      publishableKey: 'pk_test_abc',
      webhookSecret: 'whsec_abc',
      apiBase: undefined,
    });
  });

  it('stops when only some Stripe keys are set, or keys are swapped or mixed live and test', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are missing/,
    );
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(
      /STRIPE_SECRET_KEY must be a Stripe secret key/,
    );
    expect(() =>
      loadConfig({
        STRIPE_SECRET_KEY: 'sk_live_abc',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      }),
    ).toThrow(/both be test keys or both be live keys/);
  });

  it('chooses the S3 bucket by its variables alone, the bucket in the path for other services', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    const s3 = loadConfig({ S3_BUCKET: 'club', S3_ENDPOINT: 'http://127.0.0.1:9000' }).s3;
    expect(s3).toMatchObject({ bucket: 'club', region: 'us-east-1', forcePathStyle: true });
    expect(loadConfig({ S3_BUCKET: 'club' }).s3?.forcePathStyle).toBe(false);
    expect(() => loadConfig({ S3_BUCKET: 'club', S3_ACCESS_KEY_ID: 'only-one' })).toThrow(
      'Configuration error: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither.',
    );
  });

  it('takes the admin password and session lifetime from the environment', () => {
    expect(loadConfig({}).adminSessionHours).toBe(12);
    expect(loadConfig({ ADMIN_PASSWORD: 'long enough', ADMIN_SESSION_HOURS: '2' })).toMatchObject({
      adminPassword: 'long enough',
      adminSessionHours: 2,
    });
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short' })).toThrow(
      /ADMIN_PASSWORD must be at least 8 characters/,
    );
  });

  it('trusts no proxy unless TRUST_PROXY says which', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY .*"yes" is none of these/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  it('gives slow clients seconds, not minutes, unless told otherwise', () => {
    expect(loadConfig({}).connections).toEqual({
      headersTimeoutMs: 10_000,
      bodyTimeoutMs: 10_000,
      requestTimeoutMs: 120_000,
      keepAliveTimeoutMs: 72_000,
      maxConnections: 10_000,
    });
    expect(loadConfig({ BODY_TIMEOUT_MS: '3000' }).connections.bodyTimeoutMs).toBe(3000);
  });

  it('refuses a request deadline shorter than the deadlines inside it, in one sentence', () => {
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '5000', BODY_TIMEOUT_MS: '8000' })).toThrow(
      'Configuration error: REQUEST_TIMEOUT_MS bounds the whole request, so it must be at least HEADERS_TIMEOUT_MS and BODY_TIMEOUT_MS.',
    );
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '10' })).toThrow(/HEADERS_TIMEOUT_MS/);
  });

  it('runs one uncached render at a time on the embedded database and two per core on PostgreSQL', () => {
    expect(loadConfig({}).uncachedWork).toEqual({ concurrency: 1, queue: 100, waitMs: 1500 });
    expect(loadConfig({ DATABASE_URL: 'postgres://db/mesc' }).uncachedWork.concurrency).toBe(
      2 * os.availableParallelism(),
    );
    expect(
      loadConfig({ UNCACHED_WORK_LIMIT: '3', UNCACHED_WORK_QUEUE: '0', UNCACHED_WORK_WAIT_MS: '500' })
        .uncachedWork,
    ).toEqual({ concurrency: 3, queue: 0, waitMs: 500 });
  });

  it('stops with one sentence on a bound of uncached work that makes no sense', () => {
    expect(() => loadConfig({ UNCACHED_WORK_LIMIT: '0' })).toThrow(
      /^Configuration error: UNCACHED_WORK_LIMIT [^\n]*>=1\.$/,
    );
    expect(() => loadConfig({ UNCACHED_WORK_QUEUE: 'many' })).toThrow(/UNCACHED_WORK_QUEUE/);
    expect(() => loadConfig({ UNCACHED_WORK_WAIT_MS: '2.5' })).toThrow(/UNCACHED_WORK_WAIT_MS/);
  });
});
