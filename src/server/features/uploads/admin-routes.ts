import { lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RegisteredUpload } from '../../../shared/uploads';
import { registerUploadSchema } from '../../../shared/uploads-schema';
import { uploadClaims } from '../../db/schema';
import { errorResponses } from '../../errors';
import { registerUpload } from './register-upload';
import { discardIfUnregistered } from './upload-jobs';
import { incomingKey, newUploadId, signedUploadUrl, UPLOAD_URL_TTL_SECONDS } from './upload-url';

/** The two upload calls of spec §7 that need an admin session: ask where to send a file, then register it. */
export async function uploadAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/objects/upload',
    { schema: { response: { 200: z.object({ uploadURL: z.string() }), ...errorResponses(401) } } },
    async () => {
      const id = newUploadId();
      await discardIfUnregistered(app, app.db, id);
      if (app.storage.presignPut) {
        return { uploadURL: await app.storage.presignPut(incomingKey(id), UPLOAD_URL_TTL_SECONDS) };
      }
      // Claims older than any URL's lifetime can go: those URLs have expired anyway.
      await app.db.delete(uploadClaims).where(lt(uploadClaims.claimedAt, new Date(Date.now() - 86_400_000)));
      return { uploadURL: await signedUploadUrl(app, id) };
    },
  );

  app.post(
    '/api/admin/product-images',
    {
      schema: {
        body: registerUploadSchema,
        response: { 200: z.custom<RegisteredUpload>(), ...errorResponses(400, 401, 404, 413, 415) },
      },
    },
    async (request) => registerUpload(app, request.body),
  );
}
