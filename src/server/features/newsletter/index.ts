import type { Feature } from '../../feature';
import { newsletterAdminRoutes } from './admin-routes';
import { newsletterRoutes } from './routes';

/** The newsletter's sign-ups, confirmations and unsubscribes, and staff's list of subscribers. */
export const newsletterFeature: Feature = {
  name: 'newsletter',
  routes: [newsletterRoutes],
  adminRoutes: [newsletterAdminRoutes],
};
