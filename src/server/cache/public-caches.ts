import { ResponseCache } from './response-cache';

/** One cache per domain whose public lists are cached; a write in a domain clears its cache. */
export function createPublicCaches() {
  return {
    events: new ResponseCache(),
    products: new ResponseCache(),
    sponsors: new ResponseCache(),
    wallOfFame: new ResponseCache(),
  };
}

export type PublicCaches = ReturnType<typeof createPublicCaches>;
