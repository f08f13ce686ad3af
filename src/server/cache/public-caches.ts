import { PageCache } from '../render/page-cache';
import { ResponseCache } from './response-cache';

/**
 * One cache per domain whose public lists are cached; a write in a domain clears its cache, and
 * with it the rendered pages, which may show that domain's data.
 */
export function createPublicCaches() {
  const pages = new PageCache();
  const dropPages = () => pages.clear();
  return {
    events: new ResponseCache(dropPages),
    products: new ResponseCache(dropPages),
    sponsors: new ResponseCache(dropPages),
    wallOfFame: new ResponseCache(dropPages),
    pages,
  };
}

export type PublicCaches = ReturnType<typeof createPublicCaches>;
