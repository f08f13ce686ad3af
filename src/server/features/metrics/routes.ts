import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics: the Prometheus text (metrics/app-metrics.ts), for a request bearing METRICS_TOKEN.
 * Without the token configured the route does not exist: nothing is counted, and the address is
 * a page not found like any other. Each process answers for itself: Prometheus asks each one
 * on its own port (docs/deploy.md), and Caddy does not pass /metrics from outside.
 */
export async function metricsRoutes(app: FastifyInstance) {
  const { metricsToken } = app.config;
  const metrics = app.metrics;
  if (!metricsToken || !metrics) return;
  // Compared as digests, in constant time whatever the length given.
  const expected = digest(metricsToken);
  app.get('/metrics', async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!timingSafeEqual(digest(given), expected)) {
      throw new HttpError(401, 'unauthorized', 'The metrics need the token set in METRICS_TOKEN.', {
        'www-authenticate': 'Bearer realm="metrics"',
      });
    }
    const text = await metrics.text();
    return reply.header('cache-control', 'no-store').type(metrics.contentType).send(text);
  });
}
