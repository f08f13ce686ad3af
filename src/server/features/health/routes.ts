import type { FastifyInstance } from 'fastify';

const DRAINING = { status: 'draining', message: 'This process is stopping: ask another.' } as const;

/**
 * For load balancers: /healthz says the process is up, /readyz that the database answers. Both
 * answer 503 "draining" once the process has been told to stop (http/lifecycle.ts), so a proxy's
 * health check sends new requests to another process.
 */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', async (_request, reply) => {
    if (app.lifecycle.draining) return reply.code(503).send(DRAINING);
    return { status: 'ok' };
  });
  app.get('/readyz', async (_request, reply) => {
    if (app.lifecycle.draining) return reply.code(503).send(DRAINING);
    try {
      await app.database.ping();
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ status: 'unavailable', message: 'The database does not answer' });
    }
  });
}
