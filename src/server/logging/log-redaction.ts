import type { FastifyInstance, FastifyRequest } from 'fastify';
import { splitRequestUrl } from '../http/request-path';
import { publicPathParams, secretQueryParams, secretsByRoute } from './route-secrets';

// The log keeps every request's address, with the secrets it carries blanked (route-secrets.ts
// says which they are). The request itself still sees them.

const REDACTED = '[redacted]';

const pathParamsOf = (pattern: string) => [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1]);

/** Query parameters blanked on every address: the always-secret names and each route's own. */
const queryAnywhere = new Set([
  ...secretQueryParams,
  ...Object.entries(secretsByRoute).flatMap(([pattern, names]) =>
    names.filter((name) => !pathParamsOf(pattern).includes(name)).map((name) => name.toLowerCase()),
  ),
]);

/**
 * The leading fixed segments of each route with a secret in its path (`/api/tickets/:code/cancel`
 * gives `api/tickets`): on an address no route of its own answers (a 404, the pages' catch-all),
 * whatever follows one of them may be a code, so it is blanked too.
 */
const secretPrefixes = Object.entries(secretsByRoute).flatMap(([pattern, names]) => {
  const segments = pattern.split('/').filter(Boolean);
  const at = segments.findIndex((segment) => segment.startsWith(':') && names.includes(segment.slice(1)));
  return at > 0 ? [segments.slice(0, at).map((segment) => segment.toLowerCase())] : [];
});

/** A path's segments as a browser or server might read them: %-decoded, `\` as `/`, dots resolved. */
function normalisedSegments(path: string): string[] {
  const segments: string[] = [];
  for (const raw of path.replace(/%(2f|5c)/gi, '/').split(/[/\\]/)) {
    let segment = raw;
    try {
      segment = decodeURIComponent(raw);
    } catch {}
    segment = segment.trim().toLowerCase();
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return segments;
}

function redactUnderSecretPrefix(path: string): string {
  const segments = normalisedSegments(path);
  const prefix = secretPrefixes.find(
    (fixed) => segments.length > fixed.length && fixed.every((segment, i) => segments[i] === segment),
  );
  return prefix ? `/${prefix.join('/')}/${REDACTED}` : path;
}

/** The route's secret path parameters blanked, its other segments as sent. */
function redactPathParams(path: string, pattern: string, secrets: readonly string[]): string {
  const want = pattern.split('/');
  const got = path.split('/');
  const blank = (part: string) => part.startsWith(':') && secrets.includes(part.slice(1));
  // The router forgives a trailing slash; any other difference and only the pattern is written.
  if (got.length !== want.length && !(got.length === want.length + 1 && got.at(-1) === '')) {
    return want.map((part) => (blank(part) ? REDACTED : part)).join('/');
  }
  return got.map((part, i) => (blank(want[i] ?? '') ? REDACTED : part)).join('/');
}

function redactQuery(query: string, secrets: readonly string[]): string {
  const params = new URLSearchParams(query);
  let changed = false;
  for (const name of new Set(params.keys())) {
    const lower = name.toLowerCase();
    if (queryAnywhere.has(lower) || secrets.some((secret) => secret.toLowerCase() === lower)) {
      params.set(name, REDACTED);
      changed = true;
    }
  }
  return changed ? params.toString() : query;
}

/**
 * A request's address as the log keeps it. `route` is the pattern of the route that answered
 * (`request.routeOptions.url`); without one, or for a catch-all, the address is unknown.
 */
export function redactUrl(url: string, route?: string): string {
  const { path, query } = splitRequestUrl(url);
  const secrets = (route && secretsByRoute[route]) || [];
  const known = route !== undefined && !route.includes('*');
  const safePath = !known
    ? redactUnderSecretPrefix(path)
    : secrets.length
      ? redactPathParams(path, route, secrets)
      : path;
  if (!url.includes('?')) return safePath;
  return `${safePath}?${redactQuery(query, secrets)}`;
}

/** The address of a request, as the log keeps it. */
export const loggedUrl = (request: FastifyRequest) => redactUrl(request.url, request.routeOptions?.url);

/**
 * Refuses (at start) a route with a path parameter route-secrets.ts declares neither secret nor
 * public, so that no new route's secret reaches the log unnoticed.
 */
export function requireDeclaredParams(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const secrets = secretsByRoute[route.url] ?? [];
    for (const name of pathParamsOf(route.url)) {
      if (secrets.includes(name) || publicPathParams.has(name)) continue;
      throw new Error(
        `${route.url}: say in src/server/logging/route-secrets.ts whether :${name} is a secret (secretsByRoute) or not (publicPathParams)`,
      );
    }
  });
}

/** Fastify's own request fields in the log, with the address's secrets blanked. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedUrl(request),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The app's logger options (false, true or pino options) with the redacting request serializer. */
export function withRedactedRequests(logger: boolean | object): boolean | object {
  if (logger === false) return false;
  const options = logger === true ? {} : (logger as { serializers?: object });
  return { ...options, serializers: { ...options.serializers, req: serializeRequest } };
}
