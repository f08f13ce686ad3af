import type { FastifyInstance } from 'fastify';
import { sendCached } from '../../cache/response-cache';
import { errorResponses } from '../../errors';
import { createSportsNews, NEWS_RETRY_MS, type NewsDeps, NoNewsError } from './service';

/** GET /api/sports-news: the aggregated feeds; 503 only while no feed has ever answered. */
export async function newsRoutes(app: FastifyInstance, deps: NewsDeps) {
  const news = createSportsNews({ ...app.config.news, ...deps, log: app.log });
  // The list is a cached body, sent past the serializer: the service checks it when it refreshes.
  // It follows the feeds' own schedule, which a visitor's request moves on: never replayed.
  const options = { compress: false, decompress: false, schema: { response: errorResponses(503) } } as const;
  app.get('/api/sports-news', options, async (request, reply) => {
    try {
      return sendCached(request, reply, await news.latest());
    } catch (err) {
      if (!(err instanceof NoNewsError)) throw err;
      return reply
        .code(503)
        .header('retry-after', String(NEWS_RETRY_MS / 1000))
        .send({ message: err.message, code: 'news_unavailable' });
    }
  });
}
