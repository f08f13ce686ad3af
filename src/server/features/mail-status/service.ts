import type { FastifyInstance } from 'fastify';
import type { MailStatus } from '../../../shared/mail-status';

// What staff see of the e-mail the site sends. The outbox itself (and its SQL) is the mailer's:
// see adapters/mail.

export function mailStatus(app: FastifyInstance): Promise<MailStatus> {
  return app.mailer.counts();
}

/** Gives every e-mail that failed for good a second chance. */
export async function retryFailedMail(app: FastifyInstance): Promise<{ message: string; retried: number }> {
  const retried = await app.mailer.retryFailed();
  return { message: `${retried} e-mail${retried === 1 ? '' : 's'} will be sent again.`, retried };
}
