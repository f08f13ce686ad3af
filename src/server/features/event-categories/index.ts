import type { Feature } from '../../feature';
import { eventCategoryAdminRoutes } from './admin-routes';

/** The club's event categories: names, colours, order and retiring (staff's); events take one each. */
export const eventCategoriesFeature: Feature = {
  name: 'event-categories',
  adminRoutes: [eventCategoryAdminRoutes],
};
