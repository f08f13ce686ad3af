import type { Feature } from '../../feature';
import { newsletterRoutes } from './routes';

/** The newsletter's sign-ups, confirmations and unsubscribes. */
export const newsletterFeature: Feature = {
  name: 'newsletter',
  routes: [newsletterRoutes],
};
