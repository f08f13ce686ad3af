import type { FastifyInstance } from 'fastify';
import { productInputSchema, productSchema } from '../../../shared/store-schema';
import { crudRoutes } from '../../crud-routes';
import { productWrites } from './service';

/** Store products in the admin API; prices in cents. */
export async function storeAdminRoutes(app: FastifyInstance) {
  crudRoutes(app, {
    path: '/api/admin/store/products',
    body: productInputSchema,
    answer: productSchema,
    notFound: 'Product not found',
    deleted: 'The product has been deleted successfully',
    service: productWrites,
  });
}
