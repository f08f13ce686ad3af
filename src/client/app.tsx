import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, use, useEffect, useRef } from 'react';
import { Router, useLocation } from 'wouter';
import type { ClubInfo } from '../shared/club';
import { SiteLayout } from './components/layout/site-layout';
import { LazyToaster } from './components/ui/lazy-toaster';
import { Spinner } from './components/ui/spinner';
import { ClubProvider } from './lib/club-context';
import { RouteAnnouncer, useRouteFocus } from './lib/route-focus';
import { loadPage, matchPage, notFoundPage, type PageModule } from './page-table';

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
  // Marks the document once React has hydrated it: end-to-end tests wait for this.
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
  const Page = use(loadPage(route) as Promise<PageModule>).default;
  // Once per router, for every page: the focus goes to the new page's heading after a change.
  const announcement = useRouteFocus(location);

  // On client-side navigation: the new page's title and description, and the top of the page. A
  // page of one thing (an event) names itself once it has its data; each of them is a new page.
  const pageOfOne = route.segment ? location : null;
  const shown = useRef(pageOfOne);
  useEffect(() => {
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
  }, [route, pageOfOne]);

  return (
    <>
      <Page />
      <RouteAnnouncer text={announcement} />
    </>
  );
}
