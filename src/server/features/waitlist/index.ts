import type { Feature } from '../../feature';
import { waitlistAdminRoutes } from './admin-routes';
import { waitlistFormRoutes } from './form-routes';
import { registerWaitlistSeats } from './offers';
import { waitlistRoutes } from './routes';
import { registerWaitlistJobs } from './waitlist-jobs';

/** The waitlist of a full event: joins, offers, claims. */
export const waitlistFeature: Feature = {
  name: 'waitlist',
  setUp(app) {
    registerWaitlistJobs(app);
    registerWaitlistSeats(app);
  },
  routes: [waitlistRoutes],
  adminRoutes: [waitlistAdminRoutes],
  lateRoutes: [waitlistFormRoutes],
};
