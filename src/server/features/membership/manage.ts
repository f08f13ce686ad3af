import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ManagedMembership } from '../../../shared/membership';
import { paidMembers, payments } from '../../db/schema';
import { HttpError } from '../../errors';
import { applySubscriptionStatus, hashManageToken, toPaidMember } from './members';

// The "Manage membership" link of the welcome e-mail: whoever holds it may see the membership,
// open the provider's billing portal or cancel, so no member has to write to the club to stop paying.

async function findByToken(app: FastifyInstance, token: string) {
  const [row] = await app.db
    .select({ member: paidMembers, payment: payments })
    .from(paidMembers)
    .innerJoin(payments, eq(paidMembers.paymentId, payments.id))
    .where(eq(paidMembers.manageTokenHash, hashManageToken(token)));
  if (!row) {
    throw new HttpError(
      404,
      `This link does not match a membership. Use the link in your welcome e-mail, or write to ${app.config.club.email}.`,
    );
  }
  return row;
}

function describe(app: FastifyInstance, member: typeof paidMembers.$inferSelect): ManagedMembership {
  const { name, email, membershipTier, amount, status, createdAt } = toPaidMember(member);
  return {
    member: { name, email, membershipTier, amount, status, createdAt },
    manage: app.payments.id === 'stripe' ? 'portal' : 'cancel',
  };
}

export async function describeMembership(app: FastifyInstance, token: string): Promise<ManagedMembership> {
  return describe(app, (await findByToken(app, token)).member);
}

/** A fresh session on the provider's portal (sessions expire, so the e-mail links here instead). */
export async function billingPortalUrl(app: FastifyInstance, token: string): Promise<string> {
  const { payment } = await findByToken(app, token);
  const url = payment.customerId
    ? await app.payments.billingPortalUrl(payment.customerId, `${app.config.publicUrl}/membership`)
    : null;
  if (!url) throw new HttpError(409, 'This membership is managed on this page.');
  return url;
}

/** Stops the subscription at the provider now, then records it; canceling twice changes nothing. */
export async function cancelMembership(app: FastifyInstance, token: string): Promise<ManagedMembership> {
  const { member, payment } = await findByToken(app, token);
  if (member.status !== 'canceled') {
    if (payment.subscriptionId) await app.payments.cancelSubscription(payment.subscriptionId);
    await applySubscriptionStatus(app.db, payment.id, 'canceled', new Date());
  }
  return describeMembership(app, token);
}
