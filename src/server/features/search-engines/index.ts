import type { Feature } from '../../feature';
import { searchEngineRoutes } from './routes';

/** robots.txt and sitemap.xml: what search engines may read, and the pages to read. */
export const searchEnginesFeature: Feature = {
  name: 'search-engines',
  routes: [searchEngineRoutes],
};
