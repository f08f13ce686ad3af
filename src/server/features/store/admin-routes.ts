import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Product } from '../../../shared/store';
import { productInputSchema } from '../../../shared/store-schema';
import { products } from '../../db/schema';
import { errorResponses, HttpError } from '../../errors';
import { idParamsSchema, messageAnswer } from '../../route-params';
import { toProduct } from './service';

/** Store products in the admin API (spec §7); prices in cents. */
export async function storeAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const productAnswer = z.custom<Product>();
  const notFound = () => new HttpError(404, 'Product not found');

  app.post(
    '/api/admin/store/products',
    { schema: { body: productInputSchema, response: { 201: productAnswer, ...errorResponses(400, 401) } } },
    async (request, reply) => {
      const [row] = await app.db.insert(products).values(request.body).returning();
      app.caches.products.clear();
      return reply.code(201).send(toProduct(row));
    },
  );

  app.put(
    '/api/admin/store/products/:id',
    {
      schema: {
        params: idParamsSchema,
        body: productInputSchema,
        response: { 200: productAnswer, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const [row] = await app.db
        .update(products)
        .set(request.body)
        .where(eq(products.id, request.params.id))
        .returning();
      if (!row) throw notFound();
      app.caches.products.clear();
      return toProduct(row);
    },
  );

  app.delete(
    '/api/admin/store/products/:id',
    {
      schema: { params: idParamsSchema, response: { 200: messageAnswer, ...errorResponses(400, 401, 404) } },
    },
    async (request) => {
      const deleted = await app.db
        .delete(products)
        .where(eq(products.id, request.params.id))
        .returning({ id: products.id });
      if (deleted.length === 0) throw notFound();
      app.caches.products.clear();
      return { message: 'The product has been deleted successfully' };
    },
  );
}
