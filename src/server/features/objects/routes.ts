import type { FastifyInstance } from 'fastify';

/** GET /objects/<key>: uploaded files and demo images, whatever the storage driver. */
export async function objectRoutes(app: FastifyInstance) {
  app.get<{ Params: { '*': string } }>('/objects/*', async (request, reply) => {
    const key = request.params['*'];
    // Files waiting under incoming/ have not been checked yet: they are never served.
    const object = key.startsWith('incoming/') ? null : await app.storage.get(key);
    if (!object) return reply.code(404).send({ message: 'File not found', code: 'not_found' });
    // An uploaded file's key is new for every upload (uploads/<random id>/...), so its bytes never
    // change: browsers and CDNs may keep it for a year. Demo images may change with a release.
    const immutable = key.startsWith('uploads/');
    reply
      .header('content-type', object.contentType)
      .header('content-length', object.size)
      .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=86400')
      // Uploaded files may be SVG: opened on their own, the sandbox keeps any script inside them
      // from running in this site's origin, and nosniff keeps the browser to the declared type.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('x-content-type-options', 'nosniff');
    // A document (the pitch deck) is downloaded rather than opened on our origin.
    if (!object.contentType.startsWith('image/')) reply.header('content-disposition', 'attachment');
    return reply.send(object.body);
  });
}
