import type { ComponentType } from 'react';

// The site's pages: path, title and the module that renders each (descriptions are in
// page-descriptions.ts). The browser's
// first script reads this table to pick the page's module, so it holds nothing else: the data a
// page needs (routes.ts) is the server's to prefetch, and stays out of that script.

export interface PageModule {
  default: ComponentType;
}

export interface PageDef {
  path: string;
  title: string;
  /** The file in src/client/pages that renders it, loaded on demand (one chunk per page). */
  page: string;
  /** Kept out of search engines (the dashboard, its login, and the members' own pages). */
  noindex?: boolean;
  /**
   * For a path with a `:name` segment: what that segment must look like. The page's own head
   * (title, description, canonical address) is the server's to write from the thing it shows.
   */
  segment?: RegExp;
}

const site = 'MESC';

export const pages = [
  {
    path: '/',
    title: `${site} | Miami's Premier Sports & Social Experience`,
    page: 'home-page',
  },
  {
    path: '/membership',
    title: `Membership Tiers | ${site}`,
    page: 'membership-page',
  },
  {
    path: '/events',
    title: `Events & Calendar | ${site}`,
    page: 'events-page',
  },
  {
    // An event's own page: `/events/<id>-<words of its title>` (eventPath in shared/events.ts).
    path: '/events/:event',
    title: `Event | ${site}`,
    page: 'event-page',
    segment: /^[1-9][0-9]{0,9}(?:-[^/]*)?$/,
  },
  {
    path: '/store',
    title: `Store | ${site}`,
    page: 'store-page',
  },
  {
    path: '/wall-of-fame',
    title: `Wall of Fame | ${site}`,
    page: 'wall-of-fame-page',
  },
  {
    path: '/sponsors',
    title: `Sponsors & Partners | ${site}`,
    page: 'sponsors-page',
  },
  {
    path: '/contact',
    title: `Contact | ${site}`,
    page: 'contact-page',
  },
  {
    path: '/join',
    title: `Join the Club | ${site}`,
    page: 'join-page',
  },
  {
    path: '/payment-success',
    title: `Payment Successful | ${site}`,
    page: 'payment-success-page',
    noindex: true,
  },
  {
    // The "Manage membership" link of the welcome e-mail.
    path: '/membership/manage',
    title: `Manage Membership | ${site}`,
    page: 'manage-membership-page',
    noindex: true,
  },
  {
    path: '/sign-in',
    title: `Sign In | ${site}`,
    page: 'sign-in-page',
    noindex: true,
  },
  {
    // The sign-in e-mail's link (`#token=`): one press signs in.
    path: '/sign-in/link',
    title: `Sign In | ${site}`,
    page: 'sign-in-page',
    noindex: true,
  },
  {
    path: '/account',
    title: `My Account | ${site}`,
    page: 'account-page',
    noindex: true,
  },
  {
    path: '/media',
    title: `Media & Press | ${site}`,
    page: 'media-page',
  },
  {
    // A waitlist e-mail's link (`/waitlist#<code>`): the visitor's place, leaving, claiming an offer.
    path: '/waitlist',
    title: `Your Waitlist Place | ${site}`,
    page: 'waitlist-page',
    noindex: true,
  },
  {
    // The newsletter's confirmation link (`#token=`): one press subscribes.
    path: '/newsletter/confirm',
    title: `Confirm Your Subscription | ${site}`,
    page: 'newsletter-confirm-page',
    noindex: true,
  },
  {
    path: '/newsletter/unsubscribe',
    title: `Unsubscribe | ${site}`,
    page: 'unsubscribe-page',
    noindex: true,
  },
  {
    // A door link (`/door#<secret>`) opens it on staff's phones: the check-in screen.
    path: '/door',
    title: `Door Check-In | ${site}`,
    page: 'door-page',
    noindex: true,
  },
  {
    path: '/admin',
    title: `Admin Login | ${site}`,
    page: 'admin-login-page',
    noindex: true,
  },
  {
    path: '/admin/login',
    title: `Admin Login | ${site}`,
    page: 'admin-login-page',
    noindex: true,
  },
  {
    path: '/admin/dashboard',
    title: `Admin Dashboard | ${site}`,
    page: 'admin-dashboard-page',
    noindex: true,
  },
] as const satisfies readonly PageDef[];

/** A page's path, as the table spells it. */
export type PagePath = (typeof pages)[number]['path'];

export const notFoundPage: PageDef = {
  path: '*',
  title: '404 Page Not Found',
  page: 'not-found-page',
  noindex: true,
};

/**
 * Exact match on the path; a trailing slash is forgiven. A path that starts with two slashes is no
 * page (`//events`, `///`): read as a URL it names another host, so it must not become one.
 */
export function matchPage(pathname: string): PageDef {
  if (pathname.startsWith('//')) return notFoundPage;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return pages.find((page) => page.path === path || matchesPattern(page, path)) ?? notFoundPage;
}

/** `/events/:event` matches `/events/12-fight-night`: same segments, the `:` one by its pattern. */
function matchesPattern(page: PageDef, path: string): boolean {
  if (!page.segment) return false;
  const want = page.path.split('/');
  const got = path.split('/');
  return (
    want.length === got.length &&
    want.every((part, i) => (part.startsWith(':') ? page.segment?.test(got[i] ?? '') : part === got[i]))
  );
}

type LoadedPage = Promise<PageModule> & { status?: 'fulfilled'; value?: PageModule };
const loaded = new Map<string, LoadedPage>();

/** Starts (once) loading a page's module; the app reads it synchronously once loaded. */
export function loadPage({ page }: PageDef): LoadedPage {
  let loading = loaded.get(page);
  if (!loading) {
    loading = import(`./pages/${page}.tsx`) as LoadedPage;
    const tracked = loading;
    tracked.then((value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    });
    loaded.set(page, loading);
  }
  return loading;
}
