import type { Feature, FeatureOptions } from '../../feature';
import { newsRoutes } from './routes';

/** Sports news from the club's feeds. */
export const newsFeature: Feature = {
  name: 'news',
  routes: [(app, options: FeatureOptions) => newsRoutes(app, options.news ?? {})],
};
