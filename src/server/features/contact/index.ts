import type { Feature } from '../../feature';
import { contactAdminRoutes } from './admin-routes';
import { contactRoutes } from './routes';

/** Messages sent from the contact form. */
export const contactFeature: Feature = {
  name: 'contact',
  routes: [contactRoutes],
  adminRoutes: [contactAdminRoutes],
};
