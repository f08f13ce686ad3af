import { dehydrate } from '@tanstack/react-query';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadPage, matchRoute, renderApp } from '../../client/entry-server';
import { createQueryClient } from '../../client/lib/query-client';
import { routeQueries, routes } from '../../client/routes';
import { sendCachedBody } from '../cache/cached-body';
import { htmlDocument } from './html-document';
import { loadPageQuery } from './page-data';
import { structuredData } from './structured-data';

const HTML = 'text/html; charset=utf-8';

/** Every screen of spec §2 rendered on the server; anything else is the 404 page with status 404. */
export async function pageRoutes(app: FastifyInstance) {
  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, 'http://localhost');
    const key = url.pathname + url.search;
    const page = app.caches.pages.get(key) ?? (await renderPage(url));
    reply.code(page.status);
    if ('body' in page) return sendCachedBody(request, reply, page.body, HTML);
    return reply.type(HTML).header('cache-control', 'no-cache').send(page.html);
  };

  const renderPage = async (url: URL) => {
    const route = matchRoute(url.pathname);
    const generation = app.caches.pages.generation;
    const queryClient = createQueryClient();
    const prefetched = routeQueries(route, url.searchParams);
    await Promise.all(
      prefetched.map((queryKey) =>
        queryClient.prefetchQuery({ queryKey, queryFn: () => loadPageQuery(app, queryKey) }),
      ),
    );
    await loadPage(route);
    const appHtml = renderApp({
      pathname: url.pathname,
      search: url.search.replace(/^\?/, ''),
      queryClient,
      club: app.config.club,
    });
    const html = htmlDocument({
      route,
      canonicalUrl: `${app.config.publicUrl}${route.path === '*' ? url.pathname : route.path}`,
      headTags: app.assets.headTags(route.page),
      appHtml,
      state: { club: app.config.club, queries: dehydrate(queryClient) },
      jsonLd: structuredData[route.path]?.(queryClient, app.config.publicUrl),
    });
    // A page whose data failed to load is not kept: the next visitor gets a fresh try. (Queries
    // the browser makes itself, such as the sports news, are pending here, and rightly so.)
    const complete = prefetched.every(
      (queryKey) => queryClient.getQueryState(queryKey)?.status === 'success',
    );
    const status = route.path === '*' ? 404 : 200;
    return complete
      ? app.caches.pages.set(url.pathname + url.search, status, html, generation)
      : { status, html };
  };

  for (const route of routes) app.get(route.path, render);

  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (isPage) return render(request, reply);
    return reply.code(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
}
