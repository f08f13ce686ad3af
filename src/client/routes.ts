import type { QueryKey } from '@tanstack/react-query';
import { parseYearMonth } from '../shared/calendar';
import { miamiToday } from '../shared/dates';
import { eventSearchParam } from '../shared/event-search';
import { eventCategoryParam, eventIdOfSegment } from '../shared/events';
import { listPages } from '../shared/paging';
import { parseStoreView } from '../shared/store';
import { accountQuery } from './features/account/api';
import {
  eventCategoriesQuery,
  eventListPageQuery,
  eventQuery,
  eventsOfMonthQuery,
  eventsQuery,
  nextEventsQuery,
} from './features/events/api';
import { meQuery } from './features/members/api';
import { paymentConfigQuery } from './features/payments/api';
import { pitchDeckQuery, sponsorsQuery } from './features/sponsors/api';
import { catalogPageQuery, productsQuery } from './features/store/api';
import { memberTicketsQuery } from './features/tickets/api';
import { memberWaitlistQuery } from './features/waitlist/api';
import { wallOfFameQuery } from './features/wall-of-fame/api';
import { pageDescriptions } from './page-descriptions';
import { matchPage, notFoundPage, type PageDef, type PagePath, pages } from './page-table';

// The route table: each page of page-table.ts with the queries the server prefetches for it, so
// the HTML holds the page's data and the browser hydrates it without asking again. The queries
// are the very ones the page's components use (the features' api.ts modules); the server answers
// each from its own loader (src/server/render/page-data.ts). The browser never needs this table:
// its first script reads page-table.ts alone.

/** A query a page needs: the query options of a feature's api.ts module. */
export interface RouteQuery {
  queryKey: QueryKey;
  queryFn?: unknown;
}

/**
 * A page's queries, or a function of the query string (the category) or of the path (the event
 * of an event page) when they depend on them.
 */
type RouteQueries =
  | readonly RouteQuery[]
  | ((search: URLSearchParams, pathname: string) => readonly RouteQuery[]);

export interface RouteDef extends PageDef {
  /** What search engines show under the title (page-descriptions.ts). */
  description: string;
  queries: RouteQueries;
}

const pageQueries: Record<PagePath, RouteQueries> = {
  // The next events, and this month's calendar (the month the browser shows first).
  '/': () => [nextEventsQuery, eventsOfMonthQuery(miamiToday().slice(0, 7)), sponsorsQuery],
  // The payment screen's provider (test mode or Stripe with its publishable key).
  '/membership': [paymentConfigQuery],
  // As events-page.tsx reads the address: the category chips, and the calendar's month or the
  // pages of the list.
  '/events': (search) => {
    const category = eventCategoryParam(search.get('category'));
    if (search.get('view') === 'calendar') {
      const month = parseYearMonth(search.get('month')) ?? miamiToday().slice(0, 7);
      return [eventCategoriesQuery, eventsOfMonthQuery(month, category)];
    }
    const past = search.get('past') === '1';
    const query = eventSearchParam(search.get('q'));
    return [
      eventCategoriesQuery,
      ...Array.from({ length: listPages(search.get('pages')) }, (_, page) =>
        eventListPageQuery({ past, category, search: query, page }),
      ),
    ];
  },
  // The event of /events/<id>-<words>: the server has already found it (or answered 404).
  '/events/:event': (_search, pathname) => {
    const id = eventIdOfSegment(pathname.split('/')[2] ?? '');
    return id ? [eventQuery(id)] : [];
  },
  // As store-page.tsx reads the address: its view, a page of 24 for each page shown.
  '/store': (search) => {
    const view = parseStoreView(search);
    return Array.from({ length: listPages(search.get('pages')) }, (_, page) => catalogPageQuery(view, page));
  },
  '/wall-of-fame': [wallOfFameQuery],
  '/sponsors': [sponsorsQuery, pitchDeckQuery],
  '/contact': [],
  '/join': [paymentConfigQuery],
  '/payment-success': [],
  '/membership/manage': [],
  // Who is signed in is asked for in the browser (/api/me) on every page but the member's own,
  // which the server renders for the member its session cookie names (never kept or shared).
  '/sign-in': [],
  '/sign-in/link': [],
  '/account': [meQuery, accountQuery, memberTicketsQuery, memberWaitlistQuery],
  // The gallery is made of the event and product pictures: the server renders it with the page.
  '/media': [eventsQuery, productsQuery],
  '/newsletter/confirm': [],
  '/newsletter/unsubscribe': [],
  // The entry's code is in the address's fragment, which only the browser sees.
  '/waitlist': [],
  // The door's data needs the door link's secret, which only the phone holds.
  '/door': [],
  '/admin': [],
  '/admin/login': [],
  '/admin/dashboard': [],
};

export const routes: RouteDef[] = pages.map((page) => ({
  ...page,
  description: pageDescriptions[page.path],
  queries: pageQueries[page.path],
}));

export const notFoundRoute: RouteDef = { ...notFoundPage, description: pageDescriptions['*'], queries: [] };

/** The route of a path, matched as page-table.ts matches it. */
export function matchRoute(pathname: string): RouteDef {
  const { path } = matchPage(pathname);
  return routes.find((route) => route.path === path) ?? notFoundRoute;
}

/** The queries a route needs for a given query string (and path, for a page of one thing). */
export function routeQueries(
  route: RouteDef,
  search: URLSearchParams,
  pathname = route.path,
): readonly RouteQuery[] {
  return typeof route.queries === 'function' ? route.queries(search, pathname) : route.queries;
}
