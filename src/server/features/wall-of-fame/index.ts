import type { Feature } from '../../feature';
import { wallOfFameAdminRoutes } from './admin-routes';
import { wallOfFameRoutes } from './routes';

/** The Wall of Fame. */
export const wallOfFameFeature: Feature = {
  name: 'wall-of-fame',
  routes: [wallOfFameRoutes],
  adminRoutes: [wallOfFameAdminRoutes],
};
