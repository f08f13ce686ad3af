import type { FastifyInstance } from 'fastify';
import { findTier } from '../../../shared/membership-tiers';
import { link, note, paragraph, renderMail } from '../../adapters/mail/ui';

export { PAYER_CHECK_INBOX } from '../../../shared/member-rules';

import type { Transaction } from '../../db/client';
import { memberToConfirm, welcomeSignIn } from '../members/service';
import type { PaymentRow } from './repository';
import * as repository from './repository';

// A membership paid for an address that already has history at the club (a member of any tier or
// status, tickets, RSVPs, waitlist entries) waits for the address's owner (docs/members.md "Who
// is who"): paying proves a card, not an inbox. The payment is kept, 'awaiting_owner'; the owner
// is mailed a sign-in link and code, and signing in with either starts the membership. Nobody
// signs in at checkout. Unclaimed after OWNER_DAYS, the subscription is canceled and the payment
// refunded in full.

export const OWNER_DAYS = 7;
export const OWNER_ACTIVATION_EXPIRES = 'membership.owner-activation-expires';

/** The address's owner hears of a second membership paid with it (the payment is refunded). */
export async function tellOwnerOfSecondPayment(app: FastifyInstance, tx: Transaction, payment: PaymentRow) {
  const label = findTier(payment.tier)?.label ?? payment.tier;
  await app.mailer.send(
    {
      to: payment.email,
      reason: 'paid',
      ...renderMail({
        subject: 'Your MESC membership payment',
        preheader: 'It did not start a second membership: it is refunded in full.',
        heading: 'A second payment, refunded',
        blocks: [
          paragraph('Hello,'),
          paragraph(
            `A payment for a ${label} membership was made with this e-mail address, which already has a MESC membership. It did not start a second one: it is refunded in full, and nothing more will be charged.`,
          ),
          paragraph('To change your membership, sign in at ', link(`${app.config.publicUrl}/account`), '.'),
        ],
        signature: ['MESC'],
      }),
    },
    tx,
  );
}

/** Holds the payment for the address's owner, in the caller's transaction: its mail and its deadline. */
export async function awaitOwner(
  app: FastifyInstance,
  tx: Transaction,
  payment: PaymentRow,
): Promise<PaymentRow> {
  const held = await repository.setPaymentStatus(tx, payment.id, 'awaiting_owner');
  const member = await memberToConfirm(tx, payment.email);
  const label = findTier(payment.tier)?.label ?? payment.tier;
  // Nothing the payer typed (their name) goes into a mail to an address that is not proven theirs.
  await app.mailer.send(
    {
      to: payment.email,
      // Paid for: never held back by the inbox's budget (docs/mail-budget.md).
      reason: 'paid',
      ...renderMail({
        subject: `Start your MESC ${label} membership`,
        preheader: 'It starts when you sign in.',
        heading: `Start your ${label} membership`,
        blocks: [
          paragraph('Hello,'),
          paragraph(
            `A ${label} membership was paid for with this e-mail address. It starts when you sign in:`,
          ),
          ...(await welcomeSignIn(app, tx, member.id)),
          paragraph(
            'After that, sign in at ',
            link(`${app.config.publicUrl}/sign-in`),
            ` with this address at any time in the next ${OWNER_DAYS} days: the membership starts then.`,
          ),
          note(
            `If you did not pay for it, ignore this e-mail: nothing starts without the link or the code, and the payment is refunded in full after ${OWNER_DAYS} days.`,
          ),
        ],
        signature: ['MESC'],
      }),
    },
    tx,
  );
  await app.jobs.enqueue(tx, {
    kind: OWNER_ACTIVATION_EXPIRES,
    payload: { paymentId: payment.id },
    runAt: new Date(Date.now() + OWNER_DAYS * 86_400_000),
    singletonKey: `${OWNER_ACTIVATION_EXPIRES}:${payment.id}`,
  });
  return held;
}
