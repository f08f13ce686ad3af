import { dehydrate } from '@tanstack/react-query';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadPage, matchRoute, renderApp } from '../../client/entry-server';
import { createQueryClient } from '../../client/lib/query-client';
import { notFoundRoute, type RouteDef, routeQueries, routes } from '../../client/routes';
import { sendCachedBody } from '../cache/cached-body';
import { isApiPath, splitRequestUrl } from '../http/request-path';
import { eventPageSubject } from './event-page-head';
import { htmlDocument, type PageHead } from './html-document';
import { isPersonalQuery, loadPageQuery, type PageViewer, pageViewer } from './page-data';
import { type PageKey, pageKey } from './page-key';
import { structuredData } from './structured-data';

const HTML = 'text/html; charset=utf-8';

/** Every screen of the route table (src/client/routes.ts) rendered on the server; anything else is the 404 page with status 404. */
export async function pageRoutes(app: FastifyInstance) {
  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    const { path, query } = splitRequestUrl(request.url);
    let route = matchRoute(path);
    let subject: { canonicalPath: string; head: PageHead; jsonLd: object[] } | undefined;
    // A page of one event: the event decides its address, its head and whether it exists at all.
    if (route.path === '/events/:event') {
      const found = await eventPageSubject(app, path, query);
      if (found.kind === 'moved') return reply.redirect(found.location, 301);
      if (found.kind === 'missing') route = notFoundRoute;
      else subject = found;
    }
    const page = pageKey(route, path, query);
    // A page with the signed-in member's data is theirs alone: rendered for this request, never
    // kept here, nor by the browser's cache or a proxy, and it differs by the cookie.
    const personal = routeQueries(route, page.search, path).some(({ queryKey }) => isPersonalQuery(queryKey));
    if (personal) {
      const rendered = await renderPage(
        route,
        path,
        { ...page, keep: false },
        pageViewer(app, request),
        subject,
      );
      return reply
        .code(rendered.status)
        .type(HTML)
        .header('cache-control', 'private, no-store')
        .header('vary', 'Cookie')
        .send('html' in rendered ? rendered.html : rendered.body.bytes);
    }
    const cached = page.keep ? app.caches.pages.get(page.key) : undefined;
    const rendered = cached ?? (await renderPage(route, path, page, pageViewer(app, request), subject));
    reply.code(rendered.status);
    if ('body' in rendered) return sendCachedBody(request, reply, rendered.body, HTML);
    return reply.type(HTML).header('cache-control', 'no-cache').send(rendered.html);
  };

  const renderPage = async (
    route: RouteDef,
    pathname: string,
    { key, search, keep }: PageKey,
    viewer: PageViewer,
    subject?: { canonicalPath: string; head: PageHead; jsonLd: object[] },
  ) => {
    const generation = app.caches.pages.generation;
    const queryClient = createQueryClient();
    const prefetched = routeQueries(route, search, pathname);
    await Promise.all(
      prefetched.map(({ queryKey }) =>
        queryClient.prefetchQuery({ queryKey, queryFn: () => loadPageQuery(app, queryKey, viewer) }),
      ),
    );
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
    const status = route.path === '*' ? 404 : 200;
    return complete && keep ? app.caches.pages.set(key, status, html, generation) : { status, html };
  };

  for (const route of routes) app.get(route.path, render);

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
