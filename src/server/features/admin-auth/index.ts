import type { Feature } from '../../feature';
import { staffActivityRoutes } from './activity-routes';
import { adminLoginRoute, adminSessionRoutes } from './routes';

/** Staff sign-in and sessions. */
export const adminAuthFeature: Feature = {
  name: 'admin-auth',
  routes: [adminLoginRoute],
  adminRoutes: [adminSessionRoutes, staffActivityRoutes],
};
