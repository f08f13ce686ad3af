// A ticket page keeps working without a connection once it has been opened (a basement club, a
// phone on a weak signal at the door). Its script registers a service worker for /tickets/ and
// stores the page with the files it uses; the worker asks the network first and, when there is no
// network, answers the copy kept last, with a line saying so. Without the script the page is the
// same page, only not kept.

/** The Cache Storage name; a new name drops the old copies. */
const CACHE = 'mesc-tickets-v1';

/** The line the page carries hidden; the worker shows it on a copy answered without network. */
export const OFFLINE_LINE_HIDDEN = '<p class="offline" role="status" hidden>';
export const OFFLINE_LINE_SHOWN = '<p class="offline" role="status">';
export const OFFLINE_TEXT = 'Offline — showing the ticket as last loaded';

/**
 * The page's script (/tickets/offline.js): registers the worker, then keeps this page and the
 * same-origin files it loaded (its fonts, this script) in the cache, and marks the document
 * (data-offline-ready) once they are kept.
 */
export const offlineScript = `'use strict';
(function () {
  if (!('serviceWorker' in navigator) || !('caches' in window)) return;
  var keep = function () {
    var own = performance
      .getEntriesByType('resource')
      .map(function (entry) { return entry.name; })
      .filter(function (url) { return new URL(url).origin === location.origin; });
    var urls = [location.pathname].concat(own).filter(function (url, i, all) { return all.indexOf(url) === i; });
    return caches.open(${JSON.stringify(CACHE)}).then(function (cache) { return cache.addAll(urls); });
  };
  navigator.serviceWorker
    .register('/tickets/sw.js', { scope: '/tickets/' })
    .then(function () { return document.fonts ? document.fonts.ready : null; })
    .then(keep)
    .then(function () { document.documentElement.setAttribute('data-offline-ready', 'true'); })
    .catch(function () {});
})();
`;

/**
 * The service worker (/tickets/sw.js, scope /tickets/). Ticket pages: network first, the kept copy
 * when the network fails (with the offline line shown, under the page's own headers). The files a
 * kept page uses: network first too, the kept copy offline. Nothing else is touched.
 */
export const serviceWorkerScript = `'use strict';
var CACHE = ${JSON.stringify(CACHE)};
var TICKET_PAGE = /^\\/tickets\\/[a-z0-9]{16,64}$/;
var HIDDEN = ${JSON.stringify(OFFLINE_LINE_HIDDEN)};
var SHOWN = ${JSON.stringify(OFFLINE_LINE_SHOWN)};

self.addEventListener('install', function () { self.skipWaiting(); });
self.addEventListener('activate', function (event) {
  event.waitUntil(
    caches.keys().then(function (names) {
      return Promise.all(names.filter(function (n) { return n.indexOf('mesc-tickets-') === 0 && n !== CACHE; }).map(function (n) { return caches.delete(n); }));
    }).then(function () { return self.clients.claim(); })
  );
});

function offlinePage() {
  var html = '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Offline · MESC</title><style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#07070c;color:#f5f5fa;font:16px/1.5 system-ui,sans-serif;padding:24px;text-align:center}</style></head><body><main><h1>You are offline</h1><p>This ticket has not been opened on this phone before. Connect to the internet and open it again.</p></main></body></html>';
  return new Response(html, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

function ticketPage(request, path) {
  return caches.open(CACHE).then(function (cache) {
    return fetch(request).then(function (fresh) {
      var kept = fresh.ok ? cache.put(path, fresh.clone()) : fresh.status === 404 ? cache.delete(path) : null;
      return Promise.resolve(kept).then(function () { return fresh; }, function () { return fresh; });
    }, function () {
      return cache.match(path, { ignoreSearch: true, ignoreVary: true }).then(function (kept) {
        if (!kept) return offlinePage();
        return kept.text().then(function (html) {
          return new Response(html.replace(HIDDEN, SHOWN), { status: 200, headers: kept.headers });
        });
      });
    });
  });
}

function keptFile(request) {
  return fetch(request).catch(function (error) {
    return caches.match(request, { ignoreVary: true }).then(function (kept) {
      if (kept) return kept;
      throw error;
    });
  });
}

self.addEventListener('fetch', function (event) {
  var request = event.request;
  if (request.method !== 'GET') return;
  var url = new URL(request.url);
  if (url.origin !== location.origin) return;
  if (request.mode === 'navigate') {
    if (TICKET_PAGE.test(url.pathname)) event.respondWith(ticketPage(request, url.pathname));
    return;
  }
  event.respondWith(keptFile(request));
});
`;
