import type { FastifyInstance } from 'fastify';
import { cachedEvents } from '../features/events/service';
import { getPitchDeck, listActiveSponsors } from '../features/sponsors/service';
import { listProducts } from '../features/store/service';
import { listWallOfFame } from '../features/wall-of-fame/service';

// What a page's query key means on the server: the same cached answer the API route sends,
// without an HTTP round trip to itself. Keys are the query key's parts joined with "/".
export const pageDataLoaders: Record<string, (app: FastifyInstance) => Promise<unknown>> = {
  '/api/events': async (app) => (await cachedEvents(app)).data,
  '/api/store/products': async (app) =>
    (await app.caches.products.get('list', () => listProducts(app.db))).data,
  '/api/sponsors': async (app) =>
    (await app.caches.sponsors.get('list', () => listActiveSponsors(app.db))).data,
  '/api/pitch-deck': async (app) =>
    (await app.caches.sponsors.get('pitch-deck', () => getPitchDeck(app.db))).data,
  '/api/wall-of-fame': async (app) =>
    (await app.caches.wallOfFame.get('list', () => listWallOfFame(app.db))).data,
};
