import type { Feature } from '../../feature';
import { newsletterAdminRoutes } from './admin-routes';
import { newsletterRoutes } from './routes';
import { registerNewsletterJobs } from './service';

/** The newsletter's sign-ups, confirmations and unsubscribes, and staff's list of subscribers. */
export const newsletterFeature: Feature = {
  name: 'newsletter',
  setUp: registerNewsletterJobs,
  routes: [newsletterRoutes],
  adminRoutes: [newsletterAdminRoutes],
};
