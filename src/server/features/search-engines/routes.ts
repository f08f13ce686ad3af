import type { FastifyInstance } from 'fastify';
import { CachedBody, sendCachedBody } from '../../cache/cached-body';
import { precompressed } from '../../cache/response-cache';
import { cachedSitemap, robotsTxt } from './service';

export async function searchEngineRoutes(app: FastifyInstance) {
  // The same text for the process's life: it depends on the route table and PUBLIC_URL only, so
  // crawlers and proxies may keep it an hour.
  const robots = new CachedBody(robotsTxt(app.config.publicUrl));
  app.get('/robots.txt', precompressed, async (request, reply) =>
    sendCachedBody(request, reply, robots, 'text/plain; charset=utf-8', 'public, max-age=3600'),
  );

  // Kept here until events change; elsewhere a quarter of an hour, as the calendar feed.
  app.get('/sitemap.xml', precompressed, async (request, reply) =>
    sendCachedBody(
      request,
      reply,
      (await cachedSitemap(app)).body,
      'application/xml; charset=utf-8',
      'public, max-age=900',
    ),
  );
}
