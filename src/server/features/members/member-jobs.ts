import type { FastifyInstance } from 'fastify';
import { deleteRequestsBefore } from '../../sign-in/requests-repository';
import * as repository from './repository';
import { registerComplimentaryJobs } from './service';

// Tidying, every six hours in one process: sign-in e-mails and sessions that ended a day ago,
// request counts past their window, and free joins never confirmed within a week (the address's
// owner never asked to join, or never finished; they may join again at any time).

export const TIDY_MEMBERS = 'members.tidy';
const DAY_MS = 86_400_000;

export function registerMemberJobs(app: FastifyInstance): void {
  registerComplimentaryJobs(app);
  app.jobs.register(TIDY_MEMBERS, {
    everyMs: 6 * 3_600_000,
    async run() {
      const now = Date.now();
      await repository.deleteTokensEndedBefore(app.db, new Date(now - DAY_MS));
      await repository.deleteSessionsEndedBefore(app.db, new Date(now - DAY_MS));
      await deleteRequestsBefore(app.db, new Date(now - DAY_MS));
      const unconfirmed = await repository.deleteUnconfirmedBefore(app.db, new Date(now - 7 * DAY_MS));
      if (unconfirmed > 0) app.log.info({ unconfirmed }, 'removed free joins never confirmed');
    },
  });
}
