import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  type ComponentType,
  Suspense,
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
} from 'react';
import { Router, useLocation } from 'wouter';
import type { ClubInfo } from '../shared/club';
import { SiteLayout } from './components/layout/site-layout';
import { LazyToaster } from './components/ui/lazy-toaster';
import { Spinner } from './components/ui/spinner';
import { ClubProvider } from './lib/club-context';
import { RouteAnnouncer, useRouteFocus } from './lib/route-focus';
import { loadPage, matchPage, notFoundPage, type PageDef } from './page-table';

export interface AppProps {
  queryClient: QueryClient;
  club: ClubInfo;
  /** Given on the server only: the request's path and query string. */
  ssrPath?: string;
  ssrSearch?: string;
  /**
   * The first address is nothing although its pattern matches a page (an unknown event's
   * address; the server found out): the 404 page is shown there, on the server and when
   * hydrating alike, until the visitor goes elsewhere.
   */
  startsNotFound?: boolean;
}

export function App({ queryClient, club, ssrPath, ssrSearch, startsNotFound }: AppProps) {
  // Marks the document once it is hydrated: end-to-end tests wait for this.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <ClubProvider club={club}>
        <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
          <SiteLayout>
            <Suspense fallback={<Spinner label="Loading page" />}>
              <CurrentPage startsNotFound={startsNotFound} />
            </Suspense>
          </SiteLayout>
        </Router>
        <LazyToaster />
      </ClubProvider>
    </QueryClientProvider>
  );
}

function CurrentPage({ startsNotFound }: { startsNotFound?: boolean }) {
  const [location] = useLocation();
  const first = useRef(location);
  const route = startsNotFound && location === first.current ? notFoundPage : matchPage(location);
  const Page = useLoadedPage(route);
  // Once per router, for every page: the focus goes to the new page's heading after a change.
  const announcement = useRouteFocus(location);

  // On client-side navigation: the new page's title and description, and the top of the page. A
  // page of one thing (an event) names itself once it has its data; each of them is a new page.
  const pageOfOne = route.segment ? location : null;
  const shown = useRef(pageOfOne);
  const pageShown = Page !== null;
  // In the same commit as the page itself: the focus mover (lib/route-focus.tsx) reads the title
  // as soon as the new heading is there, and must never read the page before's.
  useLayoutEffect(() => {
    if (!pageShown) return;
    if (pageOfOne) {
      if (shown.current !== pageOfOne) window.scrollTo(0, 0);
      shown.current = pageOfOne;
      return;
    }
    if (document.title === route.title) return;
    document.title = route.title;
    window.scrollTo(0, 0);
    // Only link previews and search engines read it, and they load pages afresh: it follows later.
    import('./page-descriptions').then(({ pageDescriptions }) => {
      const description = pageDescriptions[route.path as keyof typeof pageDescriptions];
      if (description)
        document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    });
  }, [route, pageOfOne, pageShown]);

  return (
    <>
      {Page ? <Page /> : <Spinner label="Loading page" />}
      <RouteAnnouncer text={announcement} />
    </>
  );
}

/**
 * The page's component, or null while its module loads (the first page's is loaded before the
 * server renders it and before the browser hydrates it). Not a suspending read: while the next
 * page loaded, Preact would park the page being left in the Suspense boundary and run its effects
 * again when the boundary shows its children (after logging out, the dashboard asked the server
 * for its lists once more, with the session just ended).
 */
function useLoadedPage(route: PageDef): ComponentType | null {
  const loading = loadPage(route);
  const [failure, setFailure] = useState<{ of: Promise<unknown>; reason: unknown } | null>(null);
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  const page = loading.status === 'fulfilled' && loading.value ? loading.value.default : null;
  const waiting = page === null;
  useEffect(() => {
    // Also when the module arrived between this render and this effect: render again.
    if (waiting) loading.then(loaded, (reason: unknown) => setFailure({ of: loading, reason }));
  }, [loading, waiting]);
  // As a suspending read did: the page's code could not be loaded.
  if (failure?.of === loading) throw failure.reason;
  return page;
}
