import type { FastifyRequest } from 'fastify';

/**
 * True when a request was sent by another site's page. Browsers say so in Sec-Fetch-Site; older
 * ones send only Origin, which must then be this site's (the public address, or the address the
 * request came to). A request with neither comes from no browser page (a script of the member's
 * own), so there is no other site to refuse.
 */
export function isCrossSite(request: FastifyRequest, publicUrl: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  const own = new Set([new URL(publicUrl).origin, `${request.protocol}://${request.host}`]);
  return !own.has(origin);
}
