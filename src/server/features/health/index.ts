import type { Feature } from '../../feature';
import { healthRoutes } from './routes';

/** The health check load balancers ask. */
export const healthFeature: Feature = {
  name: 'health',
  routes: [healthRoutes],
};
