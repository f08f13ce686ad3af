import path from 'node:path';
import { z } from 'zod';
import type { ClubInfo } from '../shared/club';

// Environment -> typed configuration. Every variable has an embedded default so that
// `npm start` works on a bare machine; a bad value stops start-up with one clear sentence.

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
  SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  ADMIN_SESSION_HOURS: z.coerce.number().positive().max(720).default(12),
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
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  publicUrl: string;
  logLevel: string;
  seedDemo: boolean;
  /** Unset: e-mail stays in the database outbox (embedded mode). */
  smtpUrl?: string;
  mailFrom: string;
  /** Set: the shared admin password, overriding the stored hash (handy for tests and small sites). */
  adminPassword?: string;
  adminSessionHours: number;
  /** Set: uploaded files go to this S3-compatible bucket instead of DATA_DIR/uploads. */
  s3?: S3Config;
  club: ClubInfo;
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
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO === 'auto',
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `MESC <${e.CLUB_EMAIL}>`,
    adminPassword: e.ADMIN_PASSWORD,
    adminSessionHours: e.ADMIN_SESSION_HOURS,
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
  };
}
