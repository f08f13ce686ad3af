import type { Feature } from '../../feature';
import { memberAdminRoutes } from './admin-routes';
import { recipientNameOf } from './mail-greeting';
import { registerMemberJobs } from './member-jobs';

/** Members, their sessions and sign-in codes. */
export const membersFeature: Feature = {
  name: 'members',
  setUp(app) {
    registerMemberJobs(app);
    // A message's To: names its confirmed owner by their account's name, as its greeting does.
    app.mailer.nameRecipientsBy((email) => recipientNameOf(app.db, email));
  },
  adminRoutes: [memberAdminRoutes],
};
