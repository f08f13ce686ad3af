import { dehydrate } from '@tanstack/react-query';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadPage, matchRoute, renderApp } from '../../client/entry-server';
import { createQueryClient } from '../../client/lib/query-client';
import { notFoundRoute, type RouteDef, routeQueries, routes } from '../../client/routes';
import { CachedBody, sendCachedBody, sendOneOffBody } from '../cache/cached-body';
import { versionedTables } from '../cache/count-cache';
import { precompressed } from '../cache/response-cache';
import { HttpError } from '../errors';
import { isApiPath, splitRequestUrl } from '../http/request-path';
import { sendBusyPage } from './busy-page';
import { eventPageSubject } from './event-page-head';
import { htmlDocument, type PageHead } from './html-document';
import type { OneOffPage, PageRender, RenderedPage } from './page-cache';
import { isPersonalRoute, loadPageQuery, type PageViewer, pageViewer } from './page-data';
import { pageKey } from './page-key';
import { structuredData } from './structured-data';

const HTML = 'text/html; charset=utf-8';
/** Members' pages kept at once (each some 80 KB of HTML with its compressed copies). */
const MAX_PERSONAL_PAGES = 1000;
const MAX_PERSONAL_PAGE_BYTES = 16 * 1024 * 1024;

/** What an event page's event gives its page: its address, head tags and JSON-LD. */
type PageSubject = { canonicalPath: string; head: PageHead; jsonLd: object[] };

/** Every screen of the route table (src/client/routes.ts) rendered on the server; anything else is the 404 page with status 404. */
export async function pageRoutes(app: FastifyInstance) {
  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      return await renderRoute(request, reply);
    } catch (err) {
      // The process is busy with uncached work: a small page that says so, made without rendering.
      if (err instanceof HttpError && err.statusCode === 503) return sendBusyPage(reply, err);
      throw err;
    }
  };

  // A member's own pages, kept for their session while nothing they show has moved: the same
  // rules as the answers they are made of (cache/kept-answers.ts), plus the public caches'
  // clears for the club's content around them. A member opening the member area again costs a
  // visitor's cached page, not a render.
  const personalPages = app.kept.alongside({
    entries: MAX_PERSONAL_PAGES,
    bytes: MAX_PERSONAL_PAGE_BYTES,
    sizeOf: (page) => (page as RenderedPage).body.bytes.length,
  });
  const personalPage = async (
    key: string,
    viewer: PageViewer,
    render: () => Promise<PageRender>,
  ): Promise<RenderedPage | OneOffPage> => {
    const renderOnce = async (): Promise<RenderedPage | OneOffPage> => {
      const { status, html, complete } = await app.uncachedWork.run(render);
      return complete ? { status, body: new CachedBody(html) } : { status, html };
    };
    // Stamped before the session is looked up: the page holds the session's member as it was
    // then at the newest, so a change landing in between leaves the page made again next time.
    const stamp = await personalPages.stamp(versionedTables);
    const generation = app.caches.pages.generation;
    const session = await viewer.session();
    // Signed out (or never signed in): the page says so, and is made for this request.
    if (!session) return renderOnce();
    return personalPages.get(
      versionedTables,
      `${session.sessionId} ${generation} ${key}`,
      renderOnce,
      // A page whose data failed to load is not kept: the next request tries again.
      (page) => 'body' in page,
      stamp,
    );
  };

  const renderRoute = async (request: FastifyRequest, reply: FastifyReply) => {
    const { path, query } = splitRequestUrl(request.url);
    let route = matchRoute(path);
    let subject: PageSubject | undefined;
    // A page of one event: the event decides its address, its head and whether it exists at all.
    if (route.path === '/events/:event') {
      const found = await eventPageSubject(app, path, query);
      if (found.kind === 'moved') return reply.redirect(found.location, 301);
      if (found.kind === 'missing') route = notFoundRoute;
      else subject = found;
    }
    const page = pageKey(route, path, query);
    const viewer = pageViewer(app, request);
    const renderIt = () => renderPage(route, path, page.search, viewer, subject);
    // A page with the signed-in member's data is theirs alone: kept for their session only, never
    // by the browser's cache or a proxy, and it differs by the cookie.
    if (isPersonalRoute(route)) {
      const rendered = await personalPage(page.key, viewer, renderIt);
      reply
        .code(rendered.status)
        .type(HTML)
        .header('cache-control', 'private, no-store')
        .header('vary', 'Cookie');
      if (!('body' in rendered)) return sendOneOffBody(request, reply, rendered.html, HTML);
      // Compressed once for the member's next visits (no ETag: nothing about it is to be stored).
      const { bytes, encoding } = rendered.body.encodedFor(request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding).header('vary', 'Cookie, accept-encoding');
      return reply.send(bytes);
    }
    const rendered = await app.caches.pages.getOrRender(page.key, page.keep, renderIt);
    reply.code(rendered.status);
    if ('body' in rendered) return sendCachedBody(request, reply, rendered.body, HTML);
    return sendOneOffBody(request, reply.header('cache-control', 'no-cache'), rendered.html, HTML);
  };

  /** A page's HTML from its data; the page cache decides whether to keep it. */
  const renderPage = async (
    route: RouteDef,
    pathname: string,
    search: URLSearchParams,
    viewer: PageViewer,
    subject?: PageSubject,
  ): Promise<PageRender> => {
    const queryClient = createQueryClient();
    const prefetched = routeQueries(route, search, pathname);
    await Promise.all(
      prefetched.map(({ queryKey }) =>
        queryClient.prefetchQuery({ queryKey, queryFn: () => loadPageQuery(app, queryKey, viewer) }),
      ),
    );
    // A list the page needs was refused as the process is busy: so is the page.
    const busy = prefetched
      .map(({ queryKey }) => queryClient.getQueryState(queryKey)?.error)
      .find((error) => error instanceof HttpError && error.statusCode === 503);
    if (busy) throw busy;
    await loadPage(route);
    const appHtml = renderApp({
      pathname,
      search: search.toString(),
      queryClient,
      club: app.config.club,
      // An address the route table takes for a page of one thing that does not exist.
      notFound: route.path === '*' && matchRoute(pathname).path !== '*',
    });
    const html = htmlDocument({
      route,
      canonicalUrl: `${app.config.publicUrl}${subject?.canonicalPath ?? (route.path === '*' ? pathname : route.path)}`,
      head: subject?.head,
      headTags: app.assets.headTags(route.page),
      appHtml,
      state: { club: app.config.club, queries: dehydrate(queryClient) },
      jsonLd:
        subject?.jsonLd ??
        structuredData[route.path]?.(queryClient, app.config.publicUrl, app.config.club.address),
    });
    // A page whose data failed to load is not kept: the next visitor gets a fresh try. (Queries
    // the browser makes itself, such as the sports news, are pending here, and rightly so.)
    const complete = prefetched.every(
      ({ queryKey }) => queryClient.getQueryState(queryKey)?.status === 'success',
    );
    return { status: route.path === '*' ? 404 : 200, html, complete };
  };

  // Every page brings its compressed copies (cached ones made once, one-offs made in line): the
  // compress plugin's three hooks would cost each page request for nothing. A visitor's page may
  // be replayed (http/replayed-answers.ts); a member's own never is.
  for (const route of routes) {
    const options = isPersonalRoute(route)
      ? ({ compress: false, decompress: false } as const)
      : precompressed;
    app.get(route.path, options, render);
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (isPage) return render(request, reply);
    // A page's form sent before the page's script had loaded (forms post: use-zod-form.ts): the
    // page again, to send it from; what the form held is read by no one.
    const isPageForm =
      request.method === 'POST' &&
      !isApiPath(request.url) &&
      /^application\/x-www-form-urlencoded\b/i.test(request.headers['content-type'] ?? '') &&
      matchRoute(splitRequestUrl(request.url).path) !== notFoundRoute;
    if (isPageForm) return reply.header('cache-control', 'no-store').redirect(request.url, 303);
    return reply
      .code(404)
      .send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}`, code: 'not_found' });
  });
}
