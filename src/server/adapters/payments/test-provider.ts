import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { TestCardPayment } from '../../../shared/membership';
import { type TestCardOutcome, testCardOutcome } from '../../../shared/test-cards';
import type { Database } from '../../db/client';
import { testPayments } from '../../db/schema';
import { InvalidWebhook, type PaymentProvider } from './payment-provider';

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

export function createTestProvider(db: Database): TestPaymentProvider {
  return {
    id: 'test',
    publishableKey: null,

    async startSubscription(input) {
      const id = `pi_test_${token(18)}`;
      // The same e-mail is the same customer, as Stripe's reused customer would be.
      const customerId = `cus_test_${createHash('sha256').update(input.email.toLowerCase()).digest('hex').slice(0, 16)}`;
      const [row] = await db
        .insert(testPayments)
        .values({
          id,
          clientSecret: `${id}_secret_${token(24)}`,
          amount: input.amount,
          currency: 'usd',
          customerId,
          subscriptionId: `sub_test_${token(18)}`,
        })
        .returning();
      return {
        paymentId: row.id,
        clientSecret: row.clientSecret,
        customerId: row.customerId,
        subscriptionId: row.subscriptionId,
      };
    },

    async retrievePayment(paymentId) {
      const [row] = await db.select().from(testPayments).where(eq(testPayments.id, paymentId));
      if (!row) return null;
      return {
        // As at Stripe, a refunded payment still succeeded; the refund is a record of its own.
        status: row.status === 'succeeded' || row.status === 'refunded' ? 'succeeded' : 'requires_payment',
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
      // Paying twice (a double click, a reload) charges once and answers the same.
      if (row.status !== 'requires_payment_method') return { paymentId: row.id, outcome: { approved: true } };
      const outcome = testCardOutcome(payment);
      if (outcome.approved) {
        await db
          .update(testPayments)
          .set({ status: 'succeeded', updatedAt: new Date() })
          .where(eq(testPayments.id, row.id));
      }
      return { paymentId: row.id, outcome };
    },

    // Test mode bills nothing and has no portal: the club's own page cancels.
    async billingPortalUrl() {
      return null;
    },
    async cancelSubscription() {},

    // Only a succeeded payment turns refunded, and only once: the key is not needed to make a
    // repeat do nothing.
    async refundPayment(paymentId) {
      await db
        .update(testPayments)
        .set({ status: 'refunded', updatedAt: new Date() })
        .where(and(eq(testPayments.id, paymentId), eq(testPayments.status, 'succeeded')));
    },

    parseWebhook() {
      throw new InvalidWebhook('The test payment provider sends no webhooks');
    },
  };
}
