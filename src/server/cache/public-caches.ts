import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { type Gate, openGate } from '../http/work-gate';
import { PageCache } from '../render/page-cache';
import { type CacheDomain, cacheDomains, listenForCacheChanges } from './cache-changes';
import { ResponseCache } from './response-cache';

/**
 * One cache per domain whose public lists are cached; a write in a domain clears its cache, and
 * with it the rendered pages, which may show that domain's data, and `announce`s the change to
 * the other app processes (cache-changes.ts). What none of them holds yet (a render, a list or
 * search loaded) passes one gate, the process's bound on uncached work (http/work-gate.ts).
 */
export function createPublicCaches(
  announce: (domain: CacheDomain) => void = () => {},
  gate: Gate = openGate,
) {
  const pages = new PageCache(gate);
  const domainCache = (domain: CacheDomain) =>
    new ResponseCache(() => {
      pages.clear();
      announce(domain);
    }, gate);
  return {
    events: domainCache('events'),
    products: domainCache('products'),
    sponsors: domainCache('sponsors'),
    wallOfFame: domainCache('wallOfFame'),
    pages,
  };
}

export type PublicCaches = ReturnType<typeof createPublicCaches>;

/** Drops what another process changed, without announcing it again. */
export function forgetChanged(caches: PublicCaches, domain: CacheDomain | 'all') {
  for (const name of domain === 'all' ? cacheDomains : [domain]) caches[name].forget();
  caches.pages.clear();
}

/** This process's caches, kept in step with the other app processes on the same database. */
export async function openPublicCaches(database: DatabaseHandle, log: FastifyBaseLogger, gate: Gate) {
  let announce = (_domain: CacheDomain) => {};
  const caches = createPublicCaches((domain) => announce(domain), gate);
  const changes = await listenForCacheChanges(database, (domain) => forgetChanged(caches, domain), log);
  announce = changes.announce;
  return { caches, close: changes.close };
}
