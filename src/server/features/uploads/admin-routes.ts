import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  registeredUploadSchema,
  registerUploadSchema,
  uploadUrlAnswerSchema,
} from '../../../shared/uploads-schema';
import { errorResponses } from '../../errors';
import { newUploadUrl, registerUpload } from './service';

/** The two upload calls that need an admin session: ask where to send a file, then register it. */
export async function uploadAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/objects/upload',
    {
      config: { permission: 'content' },
      schema: { response: { 200: uploadUrlAnswerSchema, ...errorResponses(401) } },
    },
    async () => newUploadUrl(app),
  );

  app.post(
    '/api/admin/product-images',
    {
      config: { permission: 'content' },
      schema: {
        body: registerUploadSchema,
        response: { 200: registeredUploadSchema, ...errorResponses(400, 401, 404, 413, 415) },
      },
    },
    async (request) => registerUpload(app, request.body),
  );
}
