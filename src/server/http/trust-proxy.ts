import net from 'node:net';

// Which proxies may tell the app the client's address (X-Forwarded-For) and protocol
// (X-Forwarded-Proto). Trusting every sender would let a client that reaches the app directly
// pick its own address and so escape the per-address limits (PUBLIC_POST_LIMIT, the login
// throttle); the default therefore trusts none. The values are those of Fastify's trustProxy.

export type TrustProxy = boolean | number | string[];

/** "true"/"false", a hop count, or a comma-separated list of addresses and CIDR ranges. */
export function parseTrustProxy(text: string): TrustProxy {
  const value = text.trim();
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.find((entry) => !isAddressOrRange(entry));
  if (entries.length === 0 || wrong !== undefined) {
    throw new Error(
      `must be true, false, a hop count, or comma-separated addresses or CIDR ranges${wrong ? ` ("${wrong}" is none of these)` : ''}`,
    );
  }
  return entries;
}

function isAddressOrRange(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= max;
}

/**
 * The value for Fastify's trustProxy option. Fastify 5 now treats a bare hop count as "trust
 * nothing" (it cannot check who the nearest peer is), so a count is passed as the function
 * proxy-addr documents for it: the first n hops are trusted. Only safe when nobody can reach the
 * app except through those n proxies — README says so.
 */
export function fastifyTrustProxy(
  value: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}
