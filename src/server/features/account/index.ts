import type { Feature } from '../../feature';
import { memberPageRoutes } from './admin-routes';
import { accountRoutes, meRoute } from './routes';
import { signInFormRoutes } from './sign-in-form-routes';
import { signInRoutes } from './sign-in-routes';

/** Signing in, the member area, and each member's page on the dashboard. */
export const accountFeature: Feature = {
  name: 'account',
  routes: [meRoute, signInRoutes],
  memberRoutes: [accountRoutes],
  lateRoutes: [signInFormRoutes],
  adminRoutes: [memberPageRoutes],
};
