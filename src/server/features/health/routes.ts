import type { FastifyInstance } from 'fastify';

/** For load balancers: /healthz says the process is up, /readyz that the database answers. */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ status: 'unavailable', message: 'The database does not answer' });
    }
  });
}
