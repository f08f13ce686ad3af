import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Client } from 'pg';
import type { DatabaseHandle } from '../db/client';

export const cacheDomains = ['events', 'products', 'sponsors', 'wallOfFame'] as const;
export type CacheDomain = (typeof cacheDomains)[number];

const CHANNEL = 'mesc_cache_changes';
const RECONNECT_MS = 1000;

export interface CacheChanges {
  /** Tells the other app processes that a domain's data changed (after the write committed). */
  announce(domain: CacheDomain): void;
  close(): Promise<void>;
}

/**
 * Several app processes on one PostgreSQL each keep their own caches: a change made through one
 * is announced with NOTIFY, and every other process drops that domain when it hears it. On the
 * embedded database only one process can open the data (embedded-lock.ts): nobody to tell.
 * `forget` receives 'all' after a reconnect, since announcements may have been missed meanwhile.
 */
export async function listenForCacheChanges(
  database: DatabaseHandle,
  forget: (domain: CacheDomain | 'all') => void,
  log: FastifyBaseLogger,
): Promise<CacheChanges> {
  if (database.engine !== 'postgres' || !database.url) {
    return { announce() {}, async close() {} };
  }
  const url = database.url;
  const origin = randomUUID();
  let listener: Client | undefined;
  let closing = false;

  const connect = async () => {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => {
      const [from, domain] = (message.payload ?? '').split(' ');
      if (from !== origin && cacheDomains.includes(domain as CacheDomain)) forget(domain as CacheDomain);
    });
    client.on('error', (err) => log.warn({ err }, 'cache change listener lost its connection'));
    client.on('end', () => {
      if (!closing) setTimeout(reconnect, RECONNECT_MS).unref();
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    listener = client;
  };
  const reconnect = () =>
    connect().then(
      () => forget('all'),
      (err) => {
        log.warn({ err }, 'cache change listener could not reconnect; trying again');
        if (!closing) setTimeout(reconnect, RECONNECT_MS).unref();
      },
    );

  await connect();
  return {
    announce(domain) {
      database.db
        .execute(sql`select pg_notify(${CHANNEL}, ${`${origin} ${domain}`})`)
        .catch((err) => log.error({ err, domain }, 'could not announce a cache change to other processes'));
    },
    async close() {
      closing = true;
      await listener?.end();
    },
  };
}
