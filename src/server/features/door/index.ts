import type { Feature } from '../../feature';
import { doorApi, doorLinkAdminRoutes } from './routes';

/** The door: check-in by link, and the links staff make. */
export const doorFeature: Feature = {
  name: 'door',
  routes: [doorApi],
  adminRoutes: [doorLinkAdminRoutes],
};
