import type { QueryKey } from '@tanstack/react-query';
import type { FastifyInstance } from 'fastify';
import { eventCategoryParam } from '../../shared/events';
import { cachedEvents } from '../features/events/service';
import { paymentConfig } from '../features/membership/service';
import { cachedPitchDeck, cachedSponsors } from '../features/sponsors/service';
import { cachedProducts } from '../features/store/service';
import { cachedWallOfFame } from '../features/wall-of-fame/service';

type Loader = (app: FastifyInstance, params: Record<string, string>) => Promise<unknown>;

// What a page's query key means on the server: the same cached answer the API route sends,
// without an HTTP round trip to itself. A key is [path] or [path, { query parameters }].
const loaders: Record<string, Loader> = {
  // Read as the API reads ?category= (trimmed, one line, at most 40 characters); a value the API
  // would refuse shows every event rather than failing the page.
  '/api/events': async (app, params) =>
    (await cachedEvents(app, eventCategoryParam(params.category) ?? undefined)).data,
  '/api/store/products': async (app) => (await cachedProducts(app)).data,
  '/api/sponsors': async (app) => (await cachedSponsors(app)).data,
  '/api/pitch-deck': async (app) => (await cachedPitchDeck(app)).data,
  '/api/payments/config': async (app) => paymentConfig(app),
  '/api/wall-of-fame': async (app) => (await cachedWallOfFame(app)).data,
};

export function loadPageQuery(app: FastifyInstance, queryKey: QueryKey): Promise<unknown> {
  const [path, params] = queryKey as [string, Record<string, string> | undefined];
  const loader = loaders[path];
  if (!loader) throw new Error(`No server loader for query ${path}`);
  return loader(app, params ?? {});
}
