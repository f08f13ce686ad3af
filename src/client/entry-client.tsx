import './styles.css';
import { loadPage, matchPage, notFoundPage } from './page-table';

// The page is already there in the server's HTML: this first script is tiny, and React, the app
// and the page's own code are fetched once that HTML has been painted. On a slow phone the
// stylesheet, fonts and pictures then get the connection to themselves and the page shows
// sooner; it becomes interactive a moment later, when the code has arrived.
function afterFirstPaint(callback: () => void) {
  requestAnimationFrame(() => setTimeout(callback, 0));
}

afterFirstPaint(() => {
  const root = document.getElementById('root');
  if (!root) return;
  // The page module must be loaded before hydrating, so the first render matches the server's HTML.
  // The server marks the 404 page it rendered where an address looked like a page's (an unknown event).
  const page = root.dataset.notFound === undefined ? matchPage(window.location.pathname) : notFoundPage;
  Promise.all([import('./hydrate-app'), loadPage(page)]).then(([{ hydrateApp }]) => hydrateApp(root));
});
