import type { FastifyInstance } from 'fastify';

/** GET /objects/<key>: uploaded files and demo images, whatever the storage driver. */
export async function objectRoutes(app: FastifyInstance) {
  app.get<{ Params: { '*': string } }>('/objects/*', async (request, reply) => {
    const object = await app.storage.get(request.params['*']);
    if (!object) return reply.code(404).send({ message: 'File not found' });
    // Uploaded files may be SVG: a sandbox keeps any script inside them from running.
    return reply
      .header('content-type', object.contentType)
      .header('content-length', object.size)
      .header('cache-control', 'public, max-age=3600')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(object.body);
  });
}
