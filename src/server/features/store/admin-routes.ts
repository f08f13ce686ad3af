import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listQuerySchema, pageSchema } from '../../../shared/admin-lists';
import { productInputSchema, productSchema } from '../../../shared/store-schema';
import { errorResponses } from '../../errors';
import { crudRoutes } from '../../lists/crud-routes';
import { pageOfAdminProducts, productWrites } from './service';

/** Store products in the admin API (the dashboard's list, paged and searched); prices in cents. */
export async function storeAdminRoutes(fastify: FastifyInstance) {
  crudRoutes(fastify, {
    permission: 'content',
    path: '/api/admin/store/products',
    body: productInputSchema,
    answer: productSchema,
    notFound: 'Product not found',
    deleted: 'The product has been deleted successfully',
    service: productWrites,
  });

  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/admin/store/products',
    {
      config: { permission: 'content' },
      schema: {
        querystring: listQuerySchema,
        response: { 200: pageSchema(productSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { search, cursor, limit } = request.query;
      return pageOfAdminProducts(app, search, cursor, limit);
    },
  );
}
