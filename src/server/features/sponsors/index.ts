import type { Feature } from '../../feature';
import { sponsorAdminRoutes } from './admin-routes';
import { sponsorRoutes } from './routes';

/** Sponsors and the pitch deck. */
export const sponsorsFeature: Feature = {
  name: 'sponsors',
  routes: [sponsorRoutes],
  adminRoutes: [sponsorAdminRoutes],
};
