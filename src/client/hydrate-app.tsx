import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import type { ClubInfo } from '../shared/club';
import { App } from './app';
import { memberCameWithPage, memberKeys } from './features/members/api';
import './lib/effects-before-next-event';
import { createQueryClient } from './lib/query-client';

interface PageState {
  club: ClubInfo;
  queries: DehydratedState;
}

/** Makes the server's HTML interactive, with the data it was rendered from. */
export function hydrateApp(root: HTMLElement) {
  const state = JSON.parse(document.getElementById('page-state')?.textContent ?? '{}') as PageState;
  const queryClient = createQueryClient();
  hydrate(queryClient, state.queries);
  if (queryClient.getQueryState(memberKeys.me())?.status === 'success') memberCameWithPage();
  // Preact hydrates the page in one pass (it has no transitions that yield to the browser).
  // The server marks a 404 it rendered for an address whose pattern is a page's (an unknown event).
  const startsNotFound = root.dataset.notFound !== undefined;
  hydrateRoot(root, <App queryClient={queryClient} club={state.club} startsNotFound={startsNotFound} />);
}
