import type { Feature } from '../../feature';
import { metricsRoutes } from './routes';

/** The figures a club's monitoring reads (closed unless METRICS_TOKEN is set). */
export const metricsFeature: Feature = {
  name: 'metrics',
  routes: [metricsRoutes],
};
