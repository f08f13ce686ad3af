import type { Feature } from '../../feature';
import { eventAdminRoutes } from './admin-routes';
import { eventFormRoutes } from './form-routes';
import { eventRoutes } from './routes';
import { registerEventRsvps } from './service';

/** Events, their lists and calendar, and RSVPs. */
export const eventsFeature: Feature = {
  name: 'events',
  setUp: registerEventRsvps,
  routes: [eventRoutes],
  adminRoutes: [eventAdminRoutes],
  lateRoutes: [eventFormRoutes],
};
