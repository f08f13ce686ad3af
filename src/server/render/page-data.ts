import type { FastifyInstance } from 'fastify';
import { listEvents } from '../features/events/service';
import { getPitchDeck, listActiveSponsors } from '../features/sponsors/service';
import { listProducts } from '../features/store/service';
import { listWallOfFame } from '../features/wall-of-fame/service';

// What a page's query key means on the server: the same service call the API route makes,
// without an HTTP round trip to itself. Keys are the query key's parts joined with "/".
export const pageDataLoaders: Record<string, (app: FastifyInstance) => Promise<unknown>> = {
  '/api/events': (app) => listEvents(app.db),
  '/api/store/products': (app) => listProducts(app.db),
  '/api/sponsors': (app) => listActiveSponsors(app.db),
  '/api/pitch-deck': (app) => getPitchDeck(app.db),
  '/api/wall-of-fame': (app) => listWallOfFame(app.db),
};
