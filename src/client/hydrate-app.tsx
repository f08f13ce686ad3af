import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { ClubInfo } from '../shared/club';
import { App } from './app';
import { memberCameWithPage, memberKeys } from './features/members/api';
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
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page: a tap during it is answered at once.
  startTransition(() => {
    // The server marks a 404 it rendered for an address whose pattern is a page's (an unknown event).
    const startsNotFound = root.dataset.notFound !== undefined;
    hydrateRoot(root, <App queryClient={queryClient} club={state.club} startsNotFound={startsNotFound} />);
  });
}
