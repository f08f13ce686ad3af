import { hashKey } from '@tanstack/react-query';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventKeys } from '../../client/features/events/api';
import { notFoundRoute, routeQueries, routes } from '../../client/routes';
import {
  hasServerLoader,
  isPersonalQuery,
  isPersonalRoute,
  serverLoaderKeys,
  splitQueryKey,
} from './page-data';

// Every query string a route's queries depend on: none, and a category of events; a page of one
// thing is asked for with an address of that thing (an event page's).
const searches = [
  new URLSearchParams(),
  new URLSearchParams({ category: 'Poker' }),
  new URLSearchParams({ view: 'calendar', month: '2026-12' }),
  new URLSearchParams({ past: '1', q: 'fight night', pages: '3' }),
];
const samplePath = (path: string) => path.replace(':event', '12-fight-night');
const listed = [...routes, notFoundRoute].flatMap((route) =>
  searches.flatMap((search) =>
    routeQueries(route, search, samplePath(route.path)).map((query) => ({ route: route.path, query })),
  ),
);

describe('the server loaders of the pages', () => {
  it('answer every query a route lists', () => {
    expect(listed.length).toBeGreaterThan(0);
    for (const { route, query } of listed) {
      expect(hasServerLoader(query.queryKey), `${route}: ${JSON.stringify(query.queryKey)}`).toBe(true);
    }
  });

  it('are each for a query some route lists', () => {
    const keys = new Set(listed.map(({ query }) => hashKey(splitQueryKey(query.queryKey).key)));
    for (const key of serverLoaderKeys) expect(keys.has(hashKey(key)), JSON.stringify(key)).toBe(true);
  });

  it('are for queries the browser can fetch itself, with fetchers of their own', () => {
    for (const { query } of listed) expect(typeof query.queryFn).toBe('function');
  });

  it("read a key's trailing object as the loader's parameters", () => {
    expect(splitQueryKey(eventKeys.listWith({ category: 'Poker' }))).toEqual({
      key: eventKeys.list(),
      params: { category: 'Poker' },
    });
    expect(splitQueryKey(eventKeys.list())).toEqual({ key: eventKeys.list(), params: {} });
  });
});

// A page whose queries follow its address is served from the page cache to everyone, and whether a
// page is a member's own is decided without building its queries (page-routes.ts): so no such page
// may ever hold a member's data, whatever its address says.

const addressDependent = routes.filter((route) => typeof route.queries === 'function');
const parameter = fc.constantFrom('category', 'view', 'month', 'past', 'q', 'pages', 'sort', 'event', 'tab');
const value = fc.oneof(
  fc.constantFrom('calendar', 'list', '1', '2', '2027-03', 'NBA', 'price-high', ''),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);

describe('pages whose queries follow their address', () => {
  it('exist, so the rule below holds something', () => {
    expect(addressDependent.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/', '/events', '/events/:event', '/store']),
    );
  });

  it('never ask for the signed-in member, whatever the address', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...addressDependent),
        fc.array(fc.tuple(parameter, value), { maxLength: 5 }),
        fc.constantFrom('', '/7', '/12-poker-night', '/not-a-number'),
        (route, pairs, tail) => {
          const search = new URLSearchParams(pairs);
          const pathname = route.path.includes(':') ? `/events${tail || '/1'}` : route.path;
          const personal = routeQueries(route, search, pathname).some(({ queryKey }) =>
            isPersonalQuery(queryKey),
          );
          expect(personal).toBe(false);
          expect(isPersonalRoute(route)).toBe(false);
        },
      ),
    );
  });
});

describe("a member's own page", () => {
  it('is known as such from its route alone', () => {
    const account = routes.find((route) => route.path === '/account');
    expect(account && isPersonalRoute(account)).toBe(true);
  });
});
