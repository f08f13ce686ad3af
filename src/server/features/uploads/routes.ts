import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { opaqueToken } from '../../../shared/fields';
import { MAX_UPLOAD_BYTES } from '../../../shared/uploads';
import { uploadClaims } from '../../db/schema';
import { errorResponses, HttpError } from '../../errors';
import { checkUploadUrl, incomingKey } from './upload-url';

const uploadQuery = z.object({
  expires: z.coerce.number().int().positive(),
  signature: opaqueToken('signature', 0, 100),
});

/**
 * PUT /api/objects/upload/<id>?expires=..&signature=..: the disk driver's answer to a presigned
 * bucket URL. No session is needed (the widget sends the bytes as it would to S3): the signature
 * is the permission, it expires after 15 minutes, works once, and takes at most 10 MB.
 */
export async function uploadRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Whatever the type the browser names, the body is kept as bytes (the real type is sniffed later).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  app.put(
    '/api/objects/upload/:id',
    {
      bodyLimit: MAX_UPLOAD_BYTES,
      // Up to 10 MB from a phone on a poor connection: REQUEST_TIMEOUT_MS bounds it, not BODY_TIMEOUT_MS.
      config: { slowBodyAllowed: true },
      schema: {
        params: z.object({ id: opaqueToken('Upload id', 1, 64) }),
        querystring: uploadQuery,
        response: { 200: z.object({ message: z.string() }), ...errorResponses(400, 403, 404, 413) },
      },
      // Before the body is read: a bad link or an announced size over the limit stops at once.
      onRequest: async (request) => {
        if (app.storage.presignPut) throw new HttpError(404, 'Uploads go to the bucket directly.');
        const { id } = request.params as { id: string };
        const query = request.query as unknown as Record<string, string | undefined>;
        const verdict = await checkUploadUrl(app, id, Number(query.expires), String(query.signature ?? ''));
        if (verdict === 'invalid') throw new HttpError(403, 'This upload link is not valid.');
        if (verdict === 'expired') throw new HttpError(403, 'Request has expired');
        if (Number(request.headers['content-length'] ?? 0) > MAX_UPLOAD_BYTES) {
          throw new HttpError(413, 'Files may be at most 10 MB.');
        }
      },
    },
    async (request, reply) => {
      const body = request.body as Buffer | undefined;
      if (!body || body.length === 0) throw new HttpError(400, 'The upload is empty.');
      const key = incomingKey(request.params.id);
      // Claimed only once the bytes have arrived, so an upload cut off midway can be retried.
      const claimed = await app.db
        .insert(uploadClaims)
        .values({ objectKey: key })
        .onConflictDoNothing()
        .returning();
      if (claimed.length === 0) throw new HttpError(403, 'This upload link has already been used.');
      await app.storage.put(key, body, 'application/octet-stream');
      return reply
        .header('etag', `"${createHash('md5').update(body).digest('hex')}"`)
        .send({ message: 'Uploaded' });
    },
  );
}
