import type { Feature } from '../../feature';
import { broadcastAdminRoutes } from './admin-routes';
import { registerBroadcastJobs } from './service';

/** Club mail: messages staff write to the newsletter, members, a night's guests or its waitlist. */
export const broadcastsFeature: Feature = {
  name: 'broadcasts',
  setUp: registerBroadcastJobs,
  adminRoutes: [broadcastAdminRoutes],
};
