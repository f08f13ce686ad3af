import type { Feature } from '../../feature';
import { memberAdminRoutes } from './admin-routes';
import { registerMemberJobs } from './member-jobs';

/** Members, their sessions and sign-in codes. */
export const membersFeature: Feature = {
  name: 'members',
  setUp: registerMemberJobs,
  adminRoutes: [memberAdminRoutes],
};
