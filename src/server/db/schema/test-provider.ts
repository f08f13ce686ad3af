import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * The built-in test provider's own records (it plays the card processor when no Stripe keys are
 * set), kept in the database so every app process sees the same payments.
 */
export const testPayments = pgTable(
  'test_payments',
  {
    id: text().primaryKey(),
    clientSecret: text().notNull(),
    amount: integer().notNull(),
    currency: text().notNull(),
    status: text().notNull().default('requires_payment_method'),
    // Null for a one-off payment (tickets); set for a subscription's payments.
    customerId: text(),
    subscriptionId: text(),
    // Cents given back so far (a ticket refunded out of an order of several is a partial refund).
    amountRefunded: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('test_payments_client_secret_idx').on(t.clientSecret),
    check('test_payments_amount_check', sql`${t.amount} >= 0`),
    check(
      'test_payments_amount_refunded_check',
      sql`${t.amountRefunded} >= 0 and ${t.amountRefunded} <= ${t.amount}`,
    ),
  ],
);

/** The test provider's refunds, one per idempotency key: asked again, a refund gives back nothing more. */
export const testRefunds = pgTable('test_refunds', {
  idempotencyKey: text().primaryKey(),
  paymentId: text()
    .notNull()
    .references(() => testPayments.id, { onDelete: 'cascade' }),
  amount: integer().notNull(),
  createdAt: createdAt(),
});

/**
 * The test provider's subscriptions: the tier billed, its monthly price, the billing period
 * (monthly from `startedAt`, on the same day of the month) and the changes waiting for the
 * period's end. Like test_payments, kept here so every app process agrees.
 */
export const testSubscriptions = pgTable(
  'test_subscriptions',
  {
    id: text().primaryKey(),
    customerId: text().notNull(),
    tier: text().notNull(),
    amount: integer().notNull(),
    status: text().notNull().default('incomplete'),
    startedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    currentPeriodEnd: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    pendingTier: text(),
    pendingAmount: integer(),
    updatedAt: createdAt(),
  },
  (t) => [
    check('test_subscriptions_amount_check', sql`${t.amount} >= 0`),
    check('test_subscriptions_status_check', sql.raw(`status in ('incomplete', 'active', 'canceled')`)),
  ],
);
