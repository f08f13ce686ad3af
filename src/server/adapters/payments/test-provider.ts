import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { TestCardPayment } from '../../../shared/membership';
import { introductoryPrice, type PaidTierId } from '../../../shared/membership-tiers';
import { type TestCardOutcome, testCardOutcome } from '../../../shared/test-cards';
import type { Database } from '../../db/client';
import { testPayments, testRefunds, testSubscriptions } from '../../db/schema';
import { addMonths, periodAt, proration } from './billing-period';
import { InvalidWebhook, type PaymentProvider, type SubscriptionState } from './payment-provider';

/**
 * The embedded default: a stand-in card processor with Stripe's shape (payment ids, client
 * secrets, test card numbers) that charges nothing. Its records live in the database so every
 * app process agrees on them.
 */
export interface TestPaymentProvider extends PaymentProvider {
  readonly id: 'test';
  /** The card form's submission: approves or declines by Stripe's test numbers. */
  payWithTestCard(payment: TestCardPayment): Promise<{ paymentId: string; outcome: TestCardOutcome } | null>;
}

const token = (bytes: number) => randomBytes(bytes).toString('base64url').replace(/[-_]/g, '');
const newPaymentId = () => `pi_test_${token(18)}`;
const clientSecretOf = (paymentId: string) => `${paymentId}_secret_${token(24)}`;

type SubscriptionRow = typeof testSubscriptions.$inferSelect;

export function createTestProvider(db: Database): TestPaymentProvider {
  /**
   * The subscription as of now: a period that has ended renews (with the tier waiting for it),
   * or ends the subscription when it was to cancel then. Written back only if nobody else did
   * it first (the period end is the guard), so two processes settle a period once.
   */
  async function settled(id: string, now = new Date()): Promise<SubscriptionRow | undefined> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const [row] = await db.select().from(testSubscriptions).where(eq(testSubscriptions.id, id));
      if (row?.status !== 'active' || row.currentPeriodEnd.getTime() > now.getTime()) return row;
      const next = row.cancelAtPeriodEnd
        ? { status: 'canceled' }
        : {
            tier: row.pendingTier ?? row.tier,
            amount: row.pendingAmount ?? row.amount,
            pendingTier: null,
            pendingAmount: null,
            currentPeriodEnd: periodAt(row.startedAt, now).end,
          };
      const [done] = await db
        .update(testSubscriptions)
        .set({ ...next, updatedAt: now })
        .where(
          and(
            eq(testSubscriptions.id, id),
            eq(testSubscriptions.status, 'active'),
            eq(testSubscriptions.currentPeriodEnd, row.currentPeriodEnd),
          ),
        )
        .returning();
      if (done) return done;
    }
    throw new Error(`Test subscription ${id} kept changing under its settlement`);
  }

  function stateOf(row: SubscriptionRow): SubscriptionState {
    return {
      status: row.status === 'incomplete' ? null : (row.status as 'active' | 'canceled'),
      // As at Stripe, a change waiting for the period's end is already the price billed next.
      tier: (row.pendingTier ?? row.tier) as PaidTierId,
      amount: row.pendingAmount ?? row.amount,
      currentPeriodEnd: row.currentPeriodEnd,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    };
  }

  async function activeSubscription(id: string): Promise<SubscriptionRow> {
    const row = await settled(id);
    if (row?.status !== 'active') throw new Error(`Test subscription ${id} is not active`);
    return row;
  }

  return {
    id: 'test',
    publishableKey: null,

    async startSubscription(input) {
      const id = newPaymentId();
      // The same e-mail is the same customer, as Stripe's reused customer would be.
      const customerId = `cus_test_${createHash('sha256').update(input.email.toLowerCase()).digest('hex').slice(0, 16)}`;
      const subscriptionId = `sub_test_${token(18)}`;
      const startedAt = new Date();
      const row = await db.transaction(async (tx) => {
        await tx.insert(testSubscriptions).values({
          id: subscriptionId,
          customerId,
          tier: input.tier,
          amount: input.amount,
          startedAt,
          currentPeriodEnd: addMonths(startedAt, 1),
        });
        const [payment] = await tx
          .insert(testPayments)
          .values({
            id,
            clientSecret: clientSecretOf(id),
            // The first month, with the new member's offer when it applies.
            amount: input.introductory ? introductoryPrice(input.amount) : input.amount,
            currency: 'usd',
            customerId,
            subscriptionId,
          })
          .returning();
        return payment;
      });
      return { paymentId: row.id, clientSecret: row.clientSecret, customerId, subscriptionId };
    },

    async startPayment(input) {
      // The key decides the id, so asking again answers the payment already made.
      const id = `pi_test_${createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 24)}`;
      await db
        .insert(testPayments)
        .values({ id, clientSecret: clientSecretOf(id), amount: input.amount, currency: 'usd' })
        .onConflictDoNothing();
      const [row] = await db.select().from(testPayments).where(eq(testPayments.id, id));
      return { paymentId: row.id, clientSecret: row.clientSecret };
    },

    async cancelPayment(paymentId) {
      await db
        .update(testPayments)
        .set({ status: 'canceled', updatedAt: new Date() })
        .where(and(eq(testPayments.id, paymentId), eq(testPayments.status, 'requires_payment_method')));
      const [row] = await db.select().from(testPayments).where(eq(testPayments.id, paymentId));
      return row?.status === 'canceled' || !row ? 'canceled' : 'succeeded';
    },

    async retrievePayment(paymentId) {
      const [row] = await db.select().from(testPayments).where(eq(testPayments.id, paymentId));
      if (!row) return null;
      return {
        // As at Stripe, a refunded payment still succeeded; the refund is a record of its own.
        status:
          row.status === 'succeeded' || row.status === 'refunded'
            ? 'succeeded'
            : row.status === 'canceled'
              ? 'canceled'
              : 'requires_payment',
        amount: row.amount,
        currency: row.currency,
      };
    },

    async payWithTestCard(payment) {
      const [row] = await db
        .select()
        .from(testPayments)
        .where(eq(testPayments.clientSecret, payment.clientSecret));
      if (!row) return null;
      if (row.status === 'canceled') {
        return {
          paymentId: row.id,
          outcome: { approved: false, message: 'This payment has expired. Please start again.' },
        };
      }
      // Paying twice (a double click, a reload) charges once and answers the same.
      if (row.status !== 'requires_payment_method') return { paymentId: row.id, outcome: { approved: true } };
      const outcome = testCardOutcome(payment);
      if (outcome.approved) {
        const paid = await db.transaction(async (tx) => {
          // Only a payment still waiting is paid: one canceled meanwhile (its hold ran out) is not.
          const [done] = await tx
            .update(testPayments)
            .set({ status: 'succeeded', updatedAt: new Date() })
            .where(and(eq(testPayments.id, row.id), eq(testPayments.status, 'requires_payment_method')))
            .returning({ id: testPayments.id });
          if (!done || !row.subscriptionId) return Boolean(done);
          await tx
            .update(testSubscriptions)
            .set({ status: 'active', updatedAt: new Date() })
            .where(
              and(eq(testSubscriptions.id, row.subscriptionId), eq(testSubscriptions.status, 'incomplete')),
            );
          return true;
        });
        if (!paid) {
          // Someone else moved it first: paid by another press, or canceled as its hold ran out.
          const [now] = await db.select().from(testPayments).where(eq(testPayments.id, row.id));
          if (now?.status === 'canceled') {
            return {
              paymentId: row.id,
              outcome: { approved: false, message: 'This payment has expired. Please start again.' },
            };
          }
        }
      }
      return { paymentId: row.id, outcome };
    },

    async retrieveSubscription(subscriptionId) {
      const row = await settled(subscriptionId);
      return row ? stateOf(row) : null;
    },

    async changeTier(subscriptionId, to, when) {
      const row = await activeSubscription(subscriptionId);
      const now = new Date();
      if (when === 'period_end') {
        const same = to.tier === row.tier;
        await db
          .update(testSubscriptions)
          .set({ pendingTier: same ? null : to.tier, pendingAmount: same ? null : to.amount, updatedAt: now })
          .where(eq(testSubscriptions.id, subscriptionId));
        return { chargedNow: 0 };
      }
      if (to.tier === row.tier && to.amount === row.amount) return { chargedNow: 0 };
      const charge = Math.max(0, proration(row.amount, to.amount, periodAt(row.startedAt, now), now));
      return db.transaction(async (tx) => {
        // Only the request that moves the tier charges: a repeat finds it moved.
        const [moved] = await tx
          .update(testSubscriptions)
          .set({ tier: to.tier, amount: to.amount, pendingTier: null, pendingAmount: null, updatedAt: now })
          .where(
            and(
              eq(testSubscriptions.id, subscriptionId),
              eq(testSubscriptions.tier, row.tier),
              eq(testSubscriptions.amount, row.amount),
              eq(testSubscriptions.currentPeriodEnd, row.currentPeriodEnd),
            ),
          )
          .returning({ id: testSubscriptions.id });
        if (!moved || charge === 0) return { chargedNow: 0 };
        const id = newPaymentId();
        await tx.insert(testPayments).values({
          id,
          clientSecret: clientSecretOf(id),
          amount: charge,
          currency: 'usd',
          status: 'succeeded',
          customerId: row.customerId,
          subscriptionId,
        });
        return { chargedNow: charge };
      });
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      await activeSubscription(subscriptionId);
      await db
        .update(testSubscriptions)
        .set({ cancelAtPeriodEnd: cancel, updatedAt: new Date() })
        .where(and(eq(testSubscriptions.id, subscriptionId), eq(testSubscriptions.status, 'active')));
    },

    // Test mode has no portal: the club's own pages manage the membership.
    async billingPortalUrl() {
      return null;
    },
    async cancelSubscription(subscriptionId) {
      await db
        .update(testSubscriptions)
        .set({ status: 'canceled', updatedAt: new Date() })
        .where(eq(testSubscriptions.id, subscriptionId));
    },

    // One refund per key (its row), of a succeeded payment, never beyond what was paid.
    async refundPayment(paymentId, idempotencyKey, amount) {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(testPayments)
          .where(eq(testPayments.id, paymentId))
          .for('update');
        if (!row || (row.status !== 'succeeded' && row.status !== 'refunded')) {
          throw new Error(`Test payment ${paymentId} cannot be refunded: it was not paid`);
        }
        const left = row.amount - row.amountRefunded;
        const give = Math.min(amount ?? left, left);
        const [fresh] = await tx
          .insert(testRefunds)
          .values({ idempotencyKey, paymentId, amount: give })
          .onConflictDoNothing()
          .returning();
        if (!fresh || give <= 0) return;
        await tx
          .update(testPayments)
          .set({
            amountRefunded: row.amountRefunded + give,
            status: row.amountRefunded + give >= row.amount ? 'refunded' : row.status,
            updatedAt: new Date(),
          })
          .where(eq(testPayments.id, paymentId));
      });
    },

    parseWebhook() {
      throw new InvalidWebhook('The test payment provider sends no webhooks');
    },
  };
}
