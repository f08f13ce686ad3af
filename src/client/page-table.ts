import type { ComponentType } from 'react';

// The site's pages: path, title, description and the module that renders each. The browser's
// first script reads this table to pick the page's module, so it holds nothing else: the data a
// page needs (routes.ts) is the server's to prefetch, and stays out of that script.

export interface PageModule {
  default: ComponentType;
}

export interface PageDef {
  path: string;
  title: string;
  description: string;
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
    description:
      "MESC is Miami's members sports & social club: watch parties, fight nights, poker and dominoes, VIP events and a community of fans. Where Sports Fandom Meets Miami Nightlife.",
    page: 'home-page',
  },
  {
    path: '/membership',
    title: `Membership Tiers | ${site}`,
    description:
      'Join MESC for free or become a Premium Fan or Inner Circle member for priority RSVPs, VIP events and member-only gear.',
    page: 'membership-page',
  },
  {
    path: '/events',
    title: `Events & Calendar | ${site}`,
    description:
      'Upcoming MESC watch parties, fight nights, poker and dominoes tournaments and VIP nights in Miami. Browse the list or the calendar and RSVP.',
    page: 'events-page',
  },
  {
    // An event's own page: `/events/<id>-<words of its title>` (eventPath in shared/events.ts).
    path: '/events/:event',
    title: `Event | ${site}`,
    description: 'A MESC event in Miami: when, where, the price, and RSVP or tickets.',
    page: 'event-page',
    segment: /^[1-9][0-9]{0,9}(?:-[^/]*)?$/,
  },
  {
    path: '/store',
    title: `Store | ${site}`,
    description: 'Official MESC gear: jerseys, hats, hoodies, drinkware and collectibles.',
    page: 'store-page',
  },
  {
    path: '/wall-of-fame',
    title: `Wall of Fame | ${site}`,
    description: 'The members who make MESC: Inner Circle, Premium Fans and Free Members.',
    page: 'wall-of-fame-page',
  },
  {
    path: '/sponsors',
    title: `Sponsors & Partners | ${site}`,
    description: 'The Miami businesses that partner with MESC, and how to become one.',
    page: 'sponsors-page',
  },
  {
    path: '/contact',
    title: `Contact | ${site}`,
    description: 'Send MESC a message about membership, events or sponsorship, or visit us in Miami.',
    page: 'contact-page',
  },
  {
    path: '/join',
    title: `Join the Club | ${site}`,
    description: 'Pick your MESC membership tier: Free Member, Premium Fan or Inner Circle.',
    page: 'join-page',
  },
  {
    path: '/payment-success',
    title: `Payment Successful | ${site}`,
    description: 'Your MESC membership payment went through. Here is what happens next.',
    page: 'payment-success-page',
    noindex: true,
  },
  {
    // The "Manage membership" link of the welcome e-mail.
    path: '/membership/manage',
    title: `Manage Membership | ${site}`,
    description: 'See your MESC membership, update your card or cancel.',
    page: 'manage-membership-page',
    noindex: true,
  },
  {
    path: '/sign-in',
    title: `Sign In | ${site}`,
    description: 'Sign in to MESC with your e-mail.',
    page: 'sign-in-page',
    noindex: true,
  },
  {
    // The sign-in e-mail's link (`#token=`): one press signs in.
    path: '/sign-in/link',
    title: `Sign In | ${site}`,
    description: 'Sign in to MESC with your e-mail.',
    page: 'sign-in-page',
    noindex: true,
  },
  {
    path: '/account',
    title: `My Account | ${site}`,
    description: 'Your MESC membership and RSVPs.',
    page: 'account-page',
    noindex: true,
  },
  {
    path: '/media',
    title: `Media & Press | ${site}`,
    description:
      'Photos from MESC club nights and official gear, the press contact, the club mark and club facts for journalists and partners.',
    page: 'media-page',
  },
  {
    // A waitlist e-mail's link (`/waitlist#<code>`): the visitor's place, leaving, claiming an offer.
    path: '/waitlist',
    title: `Your Waitlist Place | ${site}`,
    description: 'Your place on the waitlist of a full MESC event, and the seat offered to you.',
    page: 'waitlist-page',
    noindex: true,
  },
  {
    path: '/newsletter/unsubscribe',
    title: `Unsubscribe | ${site}`,
    description: 'Stop the MESC newsletter for your e-mail address.',
    page: 'unsubscribe-page',
    noindex: true,
  },
  {
    // A door link (`/door#<secret>`) opens it on staff's phones: the check-in screen.
    path: '/door',
    title: `Door Check-In | ${site}`,
    description: 'Check guests in at the door of a MESC event.',
    page: 'door-page',
    noindex: true,
  },
  {
    path: '/admin',
    title: `Admin Login | ${site}`,
    description: 'Sign in to the MESC admin dashboard.',
    page: 'admin-login-page',
    noindex: true,
  },
  {
    path: '/admin/login',
    title: `Admin Login | ${site}`,
    description: 'Sign in to the MESC admin dashboard.',
    page: 'admin-login-page',
    noindex: true,
  },
  {
    path: '/admin/dashboard',
    title: `Admin Dashboard | ${site}`,
    description: 'Manage MESC products, events, sponsors and the wall of fame.',
    page: 'admin-dashboard-page',
    noindex: true,
  },
] as const satisfies readonly PageDef[];

/** A page's path, as the table spells it. */
export type PagePath = (typeof pages)[number]['path'];

export const notFoundPage: PageDef = {
  path: '*',
  title: '404 Page Not Found',
  description: 'This page does not exist. Head back to the MESC home page.',
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

/** Starts (once) loading a page's module; React's use() reads it synchronously once loaded. */
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
