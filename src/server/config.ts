import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { ClubInfo } from '../shared/club';
import { DEFAULT_NEWS_FEEDS, type NewsFeed, parseFeedList } from './features/news/feed-list';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy';
import type { WorkGateLimits } from './http/work-gate';

// Environment -> typed configuration. Every variable has an embedded default so that
// `npm start` works on a bare machine; a bad value stops start-up with one clear sentence.

/** A variable read by a parser of its own, whose thrown message becomes the configuration error. */
function parsedText<T>(fallback: string, parse: (text: string) => T) {
  return z
    .string()
    .default(fallback)
    .transform((text, ctx) => {
      try {
        return parse(text);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
        return z.NEVER;
      }
    });
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // JSON lines for machines; plain lines for a person; auto: plain on a terminal, JSON otherwise.
  LOG_FORMAT: z.enum(['auto', 'json', 'plain']).default('auto'),
  SEED_DEMO: z.enum(['auto', 'never', 'always']).default('auto'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().optional(),
  PUBLIC_POST_LIMIT: z.coerce.number().int().min(1).default(20),
  TRUST_PROXY: parsedText('false', parseTrustProxy),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_test_… or pk_live_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  // Tests point the real SDK at a local fake of Stripe's HTTP API.
  STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  ADMIN_SESSION_HOURS: z.coerce.number().positive().max(720).default(12),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  CLUB_PHONE: z.string().default('(305) 555-0142'),
  CLUB_EMAIL: z.email().default('hello@mesc.club'),
  CLUB_ADDRESS: z.string().default('1200 Brickell Ave, Miami, FL 33131'),
  CLUB_INSTAGRAM_URL: z.url({ protocol: /^https?$/ }).default('https://www.instagram.com/'),
  CLUB_TIKTOK_URL: z.url({ protocol: /^https?$/ }).default('https://www.tiktok.com/'),
  CLUB_YOUTUBE_URL: z.url({ protocol: /^https?$/ }).default('https://www.youtube.com/'),
  CLUB_FACEBOOK_URL: z.url({ protocol: /^https?$/ }).default('https://www.facebook.com/'),
  NEWS_FEEDS: parsedText(DEFAULT_NEWS_FEEDS, parseFeedList),
  NEWS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  // Slow or idle clients (connection-limits.ts): bounds on how long each may hold a connection.
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
  BODY_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(120_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(72_000),
  MAX_CONNECTIONS: z.coerce.number().int().min(100).default(10_000),
  // Behind a proxy with other processes: how long a stopping process drains first (http/lifecycle.ts).
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  // Work no cache answers (http/work-gate.ts): how much runs at once, and how long the line is.
  UNCACHED_WORK_LIMIT: z.coerce.number().int().min(1).max(1000).optional(),
  UNCACHED_WORK_QUEUE: z.coerce.number().int().min(0).max(10_000).default(100),
  UNCACHED_WORK_WAIT_MS: z.coerce.number().int().min(10).max(60_000).default(1500),
  // PostgreSQL: how long a request waits for one of the process's connections before "busy" (503).
  DATABASE_WAIT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  publicUrl: string;
  logLevel: string;
  logFormat: 'auto' | 'json' | 'plain';
  /** 'auto': a new embedded database gets the demo club; 'always': a new PostgreSQL one too. */
  seedDemo: 'auto' | 'never' | 'always';
  /** Unset: e-mail stays in the database outbox (embedded mode). */
  smtpUrl?: string;
  mailFrom: string;
  /** Visitor POSTs (RSVP, contact, newsletter) allowed per client address per minute. */
  publicPostLimit: number;
  /** Proxies whose X-Forwarded-For/-Proto are believed (Fastify's trustProxy); default none. */
  trustProxy: TrustProxy;
  /** Unset: the built-in test payment provider (nothing is charged). */
  stripe?: StripeConfig;
  /** Set: the shared admin password, overriding the stored hash (handy for tests and small sites). */
  adminPassword?: string;
  adminSessionHours: number;
  /** Set: /metrics answers, to a request bearing this token (docs/deploy.md); unset: no /metrics. */
  metricsToken?: string;
  /** Set: uploaded files go to this S3-compatible bucket instead of DATA_DIR/uploads. */
  s3?: S3Config;
  club: ClubInfo;
  news: {
    feeds: NewsFeed[];
    /** A feed slower than this is skipped for this refresh (its last good copy is kept). */
    timeoutMs: number;
  };
  connections: ConnectionLimits;
  /** Renders and searches no cache answers: at most so many at once, a short line, then 503. */
  uncachedWork: WorkGateLimits;
  /** How long a process told to stop drains before it closes (0: it closes at once). */
  shutdownDrainMs: number;
  /** PostgreSQL: how long a request waits for a connection of the pool before it is answered 503. */
  databaseWaitMs: number;
}

/** How long a client may take, and how many may be connected at once (connection-limits.ts). */
export interface ConnectionLimits {
  /** From the first byte of a request to the end of its headers (slowloris). */
  headersTimeoutMs: number;
  /** From the headers to the end of the body, for every route but file uploads. */
  bodyTimeoutMs: number;
  /** The whole request, a file upload included: the ceiling for every request. */
  requestTimeoutMs: number;
  /** An idle kept-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** Connections past this are closed as they arrive. */
  maxConnections: number;
}

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another address for Stripe's API (a local fake in tests); unset: api.stripe.com. */
  apiBase?: string;
}

export interface S3Config {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, s3rver...); unset means AWS itself. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (endpoint/bucket/key) rather than in the host name. */
  forcePathStyle: boolean;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings in an .env file mean "not set".
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Configuration error: ${issue.path.join('.')} ${issue.message}.`);
  }
  const e = parsed.data;
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Configuration error: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither.',
    );
  }
  if (e.REQUEST_TIMEOUT_MS < Math.max(e.HEADERS_TIMEOUT_MS, e.BODY_TIMEOUT_MS)) {
    throw new ConfigError(
      'Configuration error: REQUEST_TIMEOUT_MS bounds the whole request, so it must be at least HEADERS_TIMEOUT_MS and BODY_TIMEOUT_MS.',
    );
  }
  return {
    stripe: stripeConfig(e),
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    seedDemo: e.SEED_DEMO,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `MESC <${e.CLUB_EMAIL}>`,
    publicPostLimit: e.PUBLIC_POST_LIMIT,
    trustProxy: e.TRUST_PROXY,
    adminPassword: e.ADMIN_PASSWORD,
    adminSessionHours: e.ADMIN_SESSION_HOURS,
    metricsToken: e.METRICS_TOKEN,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          // Services other than AWS mostly expect the bucket in the path.
          forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : Boolean(e.S3_ENDPOINT),
        }
      : undefined,
    club: {
      name: 'MESC',
      phone: e.CLUB_PHONE,
      email: e.CLUB_EMAIL,
      address: e.CLUB_ADDRESS,
      instagramUrl: e.CLUB_INSTAGRAM_URL,
      tiktokUrl: e.CLUB_TIKTOK_URL,
      youtubeUrl: e.CLUB_YOUTUBE_URL,
      facebookUrl: e.CLUB_FACEBOOK_URL,
    },
    news: { feeds: e.NEWS_FEEDS, timeoutMs: e.NEWS_TIMEOUT_MS },
    connections: {
      headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
      bodyTimeoutMs: e.BODY_TIMEOUT_MS,
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
      maxConnections: e.MAX_CONNECTIONS,
    },
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    databaseWaitMs: e.DATABASE_WAIT_MS,
    uncachedWork: {
      // The embedded database answers on the event loop's own thread, so renders never overlap:
      // one at a time keeps each go of the loop short. PostgreSQL answers from other processes,
      // and a render waits on it about as long as it computes: two per core.
      concurrency: e.UNCACHED_WORK_LIMIT ?? (e.DATABASE_URL ? 2 * os.availableParallelism() : 1),
      queue: e.UNCACHED_WORK_QUEUE,
      waitMs: e.UNCACHED_WORK_WAIT_MS,
    },
  };
}

const stripeVariables = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

/** Stripe is on with all three keys and off with none; anything in between is a mistake. */
function stripeConfig(e: z.infer<typeof envSchema>): StripeConfig | undefined {
  const missing = stripeVariables.filter((name) => !e[name]);
  if (missing.length === stripeVariables.length) return undefined;
  if (missing.length > 0) {
    throw new ConfigError(
      `Configuration error: Stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET together; ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} missing.`,
    );
  }
  const secretKey = e.STRIPE_SECRET_KEY as string;
  const publishableKey = e.STRIPE_PUBLISHABLE_KEY as string;
  // A live secret key with a test publishable key (or the reverse) fails only at the first payment.
  if (secretKey.includes('_live_') !== publishableKey.includes('_live_')) {
    throw new ConfigError(
      'Configuration error: STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must both be test keys or both be live keys.',
    );
  }
  return {
    secretKey,
    publishableKey,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET as string,
    apiBase: e.STRIPE_API_BASE,
  };
}
