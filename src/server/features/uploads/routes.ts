import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { opaqueToken } from '../../../shared/fields';
import { messageAnswer } from '../../../shared/message-answer';
import { MAX_UPLOAD_BYTES } from '../../../shared/uploads';
import { errorResponses } from '../../errors';
import { checkUploadRequest, receiveUpload } from './service';

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
        response: { 200: messageAnswer, ...errorResponses(400, 403, 404, 413) },
      },
      // Before the body is read: a bad link or an announced size over the limit stops at once.
      onRequest: async (request) => {
        const { id } = request.params as { id: string };
        const query = request.query as unknown as Record<string, string | undefined>;
        const link = { expires: Number(query.expires), signature: String(query.signature ?? '') };
        await checkUploadRequest(app, id, link, Number(request.headers['content-length'] ?? 0));
      },
    },
    async (request, reply) => {
      const etag = await receiveUpload(app, request.params.id, request.body as Buffer | undefined);
      return reply.header('etag', etag).send({ message: 'Uploaded' });
    },
  );
}
