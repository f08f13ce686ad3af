import type { Feature } from '../../feature';
import { membershipAdminRoutes } from './admin-routes';
import { registerMembershipPayments } from './payment-events';
import { membershipRoutes } from './routes';
import { registerOwnerActivation } from './service';
import { registerMembershipJobs } from './subscription-changes';

/** Membership tiers, checkout and subscriptions. */
export const membershipFeature: Feature = {
  name: 'membership',
  setUp(app) {
    registerMembershipJobs(app);
    registerOwnerActivation(app);
    registerMembershipPayments(app);
  },
  routes: [membershipRoutes],
  adminRoutes: [membershipAdminRoutes],
};
