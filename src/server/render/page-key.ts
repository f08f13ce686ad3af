import type { RouteDef } from '../../client/routes';
import { eventSearchParam } from '../../shared/event-search';
import { eventListQuerySchema } from '../../shared/events-schema';
import { freeJoinFormOutcome } from '../../shared/free-join-form';
import { findTier } from '../../shared/membership-tiers';
import { AFTER_SIGN_IN, safeNextPath } from '../../shared/next-path';
import { listPages } from '../../shared/paging';
import { rsvpFormOutcome } from '../../shared/rsvp-form';
import { signInFormOutcome } from '../../shared/sign-in-form';
import { STORE_SORTS, type StoreSort, storeCategory } from '../../shared/store';
import { waitlistFormOutcome } from '../../shared/waitlist-form';

/**
 * What a query-string parameter means to its page: the value to render and key the page by, or
 * `undefined` when the page renders as if it were absent (so it shares that page's key), or
 * `null` when the page is rendered for this visitor but not kept (a value the API would refuse,
 * or something personal).
 */
type ParamRule = (value: string) => string | undefined | null;

const STORE_SORT_IDS: readonly string[] = STORE_SORTS;

/**
 * The parameters each page reads while it renders, read as the page reads them (first value,
 * as given): src/client/pages and their hooks (use-url-state, use-store-view). Anything else in
 * the query string (tracking tags, the payment return's name and e-mail, which are read only in
 * the browser after hydration, made-up values) does not change the HTML and is left out of the key.
 */
const pageParams: Record<string, Record<string, ParamRule>> = {
  '/events': {
    view: (v) => (v === 'calendar' ? v : undefined),
    month: (v) => (/^\d{4}-\d{2}$/.test(v) ? v : undefined),
    // Passed to the events query as given; the API trims it and takes at most 40 characters.
    category: (v) =>
      v === '' ? undefined : eventListQuerySchema.safeParse({ category: v }).success ? v : null,
    past: (v) => (v === '1' ? v : undefined),
    // The search box shows the search as typed; one the page ignores (too long, not one line of
    // text) renders the page without a search.
    q: (v) => eventSearchParam(v) ?? undefined,
    // How many pages of the list are shown ("Show more"); 1, or a value the page ignores, is none.
    pages: (v) => (listPages(v) > 1 ? String(listPages(v)) : undefined),
  },
  // What the page's plain RSVP and waitlist forms came to (the server's 303 back to the page).
  '/events/:event': {
    rsvp: (v) => rsvpFormOutcome(v) ?? undefined,
    waitlist: (v) => waitlistFormOutcome(v) ?? undefined,
  },
  '/store': {
    // The search box shows the search as typed, spaces and all.
    q: (v) => (v === '' ? undefined : v),
    category: (v) => storeCategory(v) ?? undefined,
    sort: (v) => (v !== 'featured' && STORE_SORT_IDS.includes(v as StoreSort) ? v : undefined),
    pages: (v) => (listPages(v) > 1 ? String(listPages(v)) : undefined),
  },
  // What the sign-in page's plain forms came to, and the page to go on to (its forms carry it).
  '/sign-in': {
    signin: (v) => signInFormOutcome(v) ?? undefined,
    next: (v) => (safeNextPath(v) === AFTER_SIGN_IN ? undefined : safeNextPath(v)),
  },
  '/membership': { join: (v) => (findTier(v) ? v : undefined) },
  // The free join's plain form comes back to /join?join=free&joined=<outcome>.
  '/join': {
    join: (v) => (findTier(v) ? v : undefined),
    joined: (v) => freeJoinFormOutcome(v) ?? undefined,
  },
  // The unsubscribe link carries its address's token (older links the address): such a page is
  // nobody else's to be served.
  '/newsletter/unsubscribe': {
    email: (v) => (v === '' ? undefined : null),
    token: (v) => (v === '' ? undefined : null),
  },
  // Any tab name renders (an unknown one shows the first tab); the cache's bound covers the rest.
  '/admin/dashboard': { tab: (v) => v },
};

export interface PageKey {
  /** The path as requested and the parameters the page reads, in a fixed order. */
  key: string;
  /** The query string the page is rendered with: exactly the one in the key. */
  search: URLSearchParams;
  /** False: render for this request only. */
  keep: boolean;
}

/**
 * The cache key of a page request. Two URLs share a key only when the page renders the same HTML
 * for both, and the page is rendered from the key's query string, so what is kept under a key is
 * always that key's page, whichever URL asked first.
 */
export function pageKey(route: RouteDef, path: string, query: string): PageKey {
  const rules = pageParams[route.path];
  const search = new URLSearchParams();
  let keep = true;
  if (rules && query) {
    const given = new URLSearchParams(query);
    for (const [name, rule] of Object.entries(rules)) {
      const value = given.get(name);
      if (value === null) continue;
      const meant = rule(value);
      if (meant === null) keep = false;
      // Rendered as given even when not kept: the visitor sees the page their URL asks for.
      if (meant === null) search.set(name, value);
      else if (meant !== undefined) search.set(name, meant);
    }
  }
  const text = search.toString();
  return { key: text ? `${path}?${text}` : path, search, keep };
}
