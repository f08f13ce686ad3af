import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { jobs, paidMembers, payments, testPayments, testSubscriptions } from '../../src/server/db/schema';
import { FOLLOW_SUBSCRIPTION } from '../../src/server/features/membership/subscription-changes';
import { latestMailTo, signInSecretIn, useCode } from './members';
import { confirmPayment, paymentIdOf, payWithTestCard, premiumFan, startPayment } from './membership';

// A paid member's subscription over time, with the test provider: joining, and the end of a
// billing period brought forward (the provider's records, the member's and the planned job are
// moved back together, as if a month had passed).

export const innerCircle = { ...premiumFan, tierName: 'INNER CIRCLE', tierId: 'inner_circle', amount: 5000 };

export async function paymentOf(app: FastifyInstance, providerPaymentId: string) {
  const [row] = await app.db.select().from(payments).where(eq(payments.providerPaymentId, providerPaymentId));
  return row;
}

/** The newest membership of an e-mail. */
export async function membershipOf(app: FastifyInstance, email: string) {
  const [row] = await app.db
    .select()
    .from(paidMembers)
    .where(eq(paidMembers.email, email))
    .orderBy(desc(paidMembers.id))
    .limit(1);
  return row;
}

/** Joins with the test provider's 4242 card; the member's period is known once the jobs ran. */
export async function joinWithTestCard(app: FastifyInstance, email: string, tier: object = premiumFan) {
  const started = await startPayment(app, { ...tier, email });
  if (started.statusCode !== 200) throw new Error(started.body);
  const { clientSecret } = started.json();
  await payWithTestCard(app, clientSecret, '4242424242424242');
  const paymentId = paymentIdOf(clientSecret);
  const confirmed = await confirmPayment(app, paymentId);
  if (confirmed.statusCode !== 200) throw new Error(confirmed.body);
  if (confirmed.json().sentToInbox) {
    // An address the club knows already: its owner starts the membership by signing in from the e-mail.
    const { code } = signInSecretIn((await latestMailTo(app, email))?.text ?? '');
    const signedIn = await useCode(app, email, code);
    if (signedIn.statusCode !== 200) throw new Error(signedIn.body);
  }
  await app.jobs.drain();
  const payment = await paymentOf(app, paymentId);
  return { paymentId, payment, member: await membershipOf(app, email) };
}

export async function testPaymentsOf(app: FastifyInstance, subscriptionId: string) {
  return app.db
    .select()
    .from(testPayments)
    .where(eq(testPayments.subscriptionId, subscriptionId))
    .orderBy(testPayments.createdAt);
}

export async function testSubscription(app: FastifyInstance, subscriptionId: string) {
  const [row] = await app.db.select().from(testSubscriptions).where(eq(testSubscriptions.id, subscriptionId));
  return row;
}

/** The subscription's period ends a second ago: every record of it is moved back by the time left. */
export async function endTestPeriod(
  app: FastifyInstance,
  payment: { id: number; subscriptionId: string | null },
) {
  const sub = await testSubscription(app, payment.subscriptionId as string);
  const shift = `${sub.currentPeriodEnd.getTime() - Date.now() + 1000} milliseconds`;
  await app.db.transaction(async (tx) => {
    await tx
      .update(testSubscriptions)
      .set({
        startedAt: sql`${testSubscriptions.startedAt} - ${shift}::interval`,
        currentPeriodEnd: sql`${testSubscriptions.currentPeriodEnd} - ${shift}::interval`,
      })
      .where(eq(testSubscriptions.id, sub.id));
    await tx
      .update(paidMembers)
      .set({ currentPeriodEnd: sql`${paidMembers.currentPeriodEnd} - ${shift}::interval` })
      .where(eq(paidMembers.paymentId, payment.id));
    await tx
      .update(jobs)
      .set({ runAt: sql`${jobs.runAt} - ${shift}::interval` })
      .where(
        and(eq(jobs.kind, FOLLOW_SUBSCRIPTION), sql`${jobs.payload}->>'paymentId' = ${String(payment.id)}`),
      );
  });
}

/** The jobs planned for a payment's subscription. */
export async function followJobsOf(app: FastifyInstance, paymentId: number) {
  return app.db
    .select()
    .from(jobs)
    .where(
      and(eq(jobs.kind, FOLLOW_SUBSCRIPTION), sql`${jobs.payload}->>'paymentId' = ${String(paymentId)}`),
    );
}

/** The status and message of the HttpError a service call was refused with. */
export async function refusalOf(promise: Promise<unknown>) {
  const err = (await promise.then(
    () => null,
    (e: unknown) => e,
  )) as { statusCode?: number; message?: string } | null;
  return { statusCode: err?.statusCode, message: err?.message };
}
