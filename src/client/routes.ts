import type { QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { eventCategoryParam } from '../shared/events';

// The route table of spec §2, shared by the server (status, head tags, data to prefetch) and
// the browser (which page module to load). Query keys are the ones the pages' hooks use.

export interface PageModule {
  default: ComponentType;
}

export interface RouteDef {
  path: string;
  title: string;
  description: string;
  /** Queries the server prefetches so the HTML holds the page's data (a function when they
   * depend on the query string, e.g. the chosen category). */
  queries: QueryKey[] | ((search: URLSearchParams) => QueryKey[]);
  /** The file in src/client/pages that renders it, loaded on demand (one chunk per page). */
  page: string;
  /** Kept out of search engines (the dashboard and its login). */
  noindex?: boolean;
}

const site = 'MESC';

export const routes: RouteDef[] = [
  {
    path: '/',
    title: `${site} | Miami's Premier Sports & Social Experience`,
    description:
      "MESC is Miami's members sports & social club: watch parties, fight nights, poker and dominoes, VIP events and a community of fans. Where Sports Fandom Meets Miami Nightlife.",
    queries: [['/api/events'], ['/api/sponsors']],
    page: 'home-page',
  },
  {
    path: '/membership',
    title: `Membership Tiers | ${site}`,
    description:
      'Join MESC for free or become a Premium Fan or Inner Circle member for priority RSVPs, VIP events and member-only gear.',
    // The payment screen's provider (test mode or Stripe with its publishable key).
    queries: [['/api/payments/config']],
    page: 'membership-page',
  },
  {
    path: '/events',
    title: `Events & Calendar | ${site}`,
    description:
      'Upcoming MESC watch parties, fight nights, poker and dominoes tournaments and VIP nights in Miami. Browse the list or the calendar and RSVP.',
    queries: (search) => {
      const category = eventCategoryParam(search.get('category'));
      return category ? [['/api/events'], ['/api/events', { category }]] : [['/api/events']];
    },
    page: 'events-page',
  },
  {
    path: '/store',
    title: `Store | ${site}`,
    description: 'Official MESC gear: jerseys, hats, hoodies, drinkware and collectibles.',
    queries: [['/api/store/products']],
    page: 'store-page',
  },
  {
    path: '/wall-of-fame',
    title: `Wall of Fame | ${site}`,
    description: 'The members who make MESC: Inner Circle, Premium Fans and Free Members.',
    queries: [['/api/wall-of-fame']],
    page: 'wall-of-fame-page',
  },
  {
    path: '/sponsors',
    title: `Sponsors & Partners | ${site}`,
    description: 'The Miami businesses that partner with MESC, and how to become one.',
    queries: [['/api/sponsors'], ['/api/pitch-deck']],
    page: 'sponsors-page',
  },
  {
    path: '/contact',
    title: `Contact | ${site}`,
    description: 'Send MESC a message about membership, events or sponsorship, or visit us in Miami.',
    queries: [],
    page: 'contact-page',
  },
  {
    path: '/join',
    title: `Join the Club | ${site}`,
    description: 'Pick your MESC membership tier: Free Member, Premium Fan or Inner Circle.',
    queries: [['/api/payments/config']],
    page: 'join-page',
  },
  {
    path: '/payment-success',
    title: `Payment Successful | ${site}`,
    description: 'Your MESC membership payment went through. Here is what happens next.',
    queries: [],
    page: 'payment-success-page',
    noindex: true,
  },
  {
    // The "Manage membership" link of the welcome e-mail (not a screen of the spec).
    path: '/membership/manage',
    title: `Manage Membership | ${site}`,
    description: 'See your MESC membership, update your card or cancel.',
    queries: [],
    page: 'manage-membership-page',
    noindex: true,
  },
  {
    path: '/media',
    title: `Media & Press | ${site}`,
    description:
      'Photos from MESC club nights and official gear, the press contact, the club mark and club facts for journalists and partners.',
    // The gallery is made of the event and product pictures: the server renders it with the page.
    queries: [['/api/events'], ['/api/store/products']],
    page: 'media-page',
  },
  {
    path: '/newsletter/unsubscribe',
    title: `Unsubscribe | ${site}`,
    description: 'Stop the MESC newsletter for your e-mail address.',
    queries: [],
    page: 'unsubscribe-page',
    noindex: true,
  },
  {
    path: '/admin',
    title: `Admin Login | ${site}`,
    description: 'Sign in to the MESC admin dashboard.',
    queries: [],
    page: 'admin-login-page',
    noindex: true,
  },
  {
    path: '/admin/login',
    title: `Admin Login | ${site}`,
    description: 'Sign in to the MESC admin dashboard.',
    queries: [],
    page: 'admin-login-page',
    noindex: true,
  },
  {
    path: '/admin/dashboard',
    title: `Admin Dashboard | ${site}`,
    description: 'Manage MESC products, events, sponsors and the wall of fame.',
    queries: [],
    page: 'admin-dashboard-page',
    noindex: true,
  },
];

export const notFoundRoute: RouteDef = {
  path: '*',
  title: '404 Page Not Found',
  description: 'This page does not exist. Head back to the MESC home page.',
  queries: [],
  page: 'not-found-page',
  noindex: true,
};

/**
 * Exact match on the path; a trailing slash is forgiven. A path that starts with two slashes is no
 * page (`//events`, `///`): read as a URL it names another host, so it must not become one.
 */
export function matchRoute(pathname: string): RouteDef {
  if (pathname.startsWith('//')) return notFoundRoute;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routes.find((route) => route.path === path) ?? notFoundRoute;
}

type LoadedPage = Promise<PageModule> & { status?: 'fulfilled'; value?: PageModule };
const loaded = new Map<string, LoadedPage>();

/** Starts (once) loading a route's page module; React's use() reads it synchronously once loaded. */
export function loadPage(route: RouteDef): LoadedPage {
  let page = loaded.get(route.page);
  if (!page) {
    page = import(`./pages/${route.page}.tsx`) as LoadedPage;
    const tracked = page;
    tracked.then((value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    });
    loaded.set(route.page, page);
  }
  return page;
}

/** The query keys a route needs for a given query string. */
export function routeQueries(route: RouteDef, search: URLSearchParams): QueryKey[] {
  return typeof route.queries === 'function' ? route.queries(search) : route.queries;
}
