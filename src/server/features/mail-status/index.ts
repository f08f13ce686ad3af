import type { Feature } from '../../feature';
import { mailStatusAdminRoutes } from './admin-routes';

/** How the club's outgoing mail stands. */
export const mailStatusFeature: Feature = {
  name: 'mail-status',
  adminRoutes: [mailStatusAdminRoutes],
};
