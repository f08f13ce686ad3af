import type { Feature } from '../../feature';
import { secondStepRoutes, staffAdminRoutes, staffSignInRoutes } from './routes';

/** Staff accounts: invited by the owner, signed in by e-mail, each with a role. */
export const staffFeature: Feature = {
  name: 'staff',
  routes: [staffSignInRoutes],
  adminRoutes: [staffAdminRoutes, secondStepRoutes],
};
