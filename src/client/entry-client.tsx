import './styles.css';
import { loadPage, matchPage } from './page-table';

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
  Promise.all([import('./hydrate-app'), loadPage(matchPage(window.location.pathname))]).then(
    ([{ hydrateApp }]) => hydrateApp(root),
  );
});
