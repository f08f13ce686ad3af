import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  eventCategoryChangeSchema,
  eventCategoryInputSchema,
  eventCategoryListSchema,
  eventCategoryOrderSchema,
  eventCategorySchema,
} from '../../../shared/event-categories';
import { messageAnswer } from '../../../shared/message-answer';
import { eventCategories } from '../../db/schema';
import { errorResponses } from '../../errors';
import { idParamsSchema } from '../../http/route-params';
import { rowBefore } from '../admin-auth/service';
import { addCategory, adminCategories, changeCategory, deleteCategory, orderCategories } from './service';

/** The club's event categories in the admin API: list, add, change (name, colour, retired), order, delete. */
export async function eventCategoryAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/event-categories',
    {
      config: { permission: 'content' },
      schema: { response: { 200: eventCategoryListSchema, ...errorResponses(401) } },
    },
    async () => adminCategories(app),
  );

  app.post(
    '/api/admin/event-categories',
    {
      config: { permission: 'content' },
      schema: {
        body: eventCategoryInputSchema,
        response: { 201: eventCategorySchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await addCategory(app, request.body)),
  );

  app.patch(
    '/api/admin/event-categories/:id',
    {
      config: { permission: 'content', snapshot: rowBefore(eventCategories) },
      schema: {
        params: idParamsSchema,
        body: eventCategoryChangeSchema,
        response: { 200: eventCategorySchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => changeCategory(app, request.params.id, request.body),
  );

  app.put(
    '/api/admin/event-categories',
    {
      // The order before, as the list was.
      config: { permission: 'content', snapshot: async () => adminCategories(app) },
      schema: {
        body: eventCategoryOrderSchema,
        response: { 200: eventCategoryListSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => orderCategories(app, request.body.ids),
  );

  app.delete(
    '/api/admin/event-categories/:id',
    {
      config: { permission: 'content', snapshot: rowBefore(eventCategories) },
      schema: {
        params: idParamsSchema,
        response: { 200: messageAnswer, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      await deleteCategory(app, request.params.id);
      return { message: 'The category has been deleted' };
    },
  );
}
