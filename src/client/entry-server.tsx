import type { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import type { ClubInfo } from '../shared/club';
import { App } from './app';

export { loadPage } from './page-table';
export { matchRoute } from './routes';

/** Renders the page for a URL; the caller has already prefetched its queries and page module. */
export function renderApp(input: {
  pathname: string;
  search: string;
  queryClient: QueryClient;
  club: ClubInfo;
  /** The path is no page although its pattern matches one (an unknown event): the 404 page. */
  notFound?: boolean;
}): string {
  return renderToString(
    <App
      queryClient={input.queryClient}
      club={input.club}
      ssrPath={input.pathname}
      ssrSearch={input.search}
      startsNotFound={input.notFound}
    />,
  );
}
