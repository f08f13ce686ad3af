import './styles.css';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import type { ClubInfo } from '../shared/club';
import { App } from './app';
import { createQueryClient } from './lib/query-client';
import { loadPage, matchRoute } from './routes';

interface PageState {
  club: ClubInfo;
  queries: DehydratedState;
}

const state = JSON.parse(document.getElementById('page-state')?.textContent ?? '{}') as PageState;
const queryClient = createQueryClient();
hydrate(queryClient, state.queries);

// The page module must be loaded before hydrating, so the first render matches the server's HTML.
loadPage(matchRoute(window.location.pathname)).then(() => {
  const root = document.getElementById('root');
  if (root) hydrateRoot(root, <App queryClient={queryClient} club={state.club} />);
});
