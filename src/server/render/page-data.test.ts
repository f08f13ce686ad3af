import { hashKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { eventKeys } from '../../client/features/events/api';
import { notFoundRoute, routeQueries, routes } from '../../client/routes';
import { hasServerLoader, serverLoaderKeys, splitQueryKey } from './page-data';

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
