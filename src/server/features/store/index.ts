import type { Feature } from '../../feature';
import { storeAdminRoutes } from './admin-routes';
import { storeRoutes } from './routes';

/** Merchandise. */
export const storeFeature: Feature = {
  name: 'store',
  routes: [storeRoutes],
  adminRoutes: [storeAdminRoutes],
};
