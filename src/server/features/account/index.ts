import type { Feature } from '../../feature';
import { accountRoutes, meRoute } from './routes';
import { signInFormRoutes } from './sign-in-form-routes';
import { signInRoutes } from './sign-in-routes';

/** Signing in, and the member area. */
export const accountFeature: Feature = {
  name: 'account',
  routes: [meRoute, signInRoutes],
  memberRoutes: [accountRoutes],
  lateRoutes: [signInFormRoutes],
};
