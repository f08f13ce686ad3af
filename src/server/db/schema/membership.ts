import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, tierCheck } from './columns';
import { members } from './members';

const membershipStatusCheck = (column: string) => sql.raw(`${column} in ('active', 'past_due', 'canceled')`);

/**
 * One row per membership payment attempt with the provider (for Stripe: one incomplete subscription
 * and the payment of its first invoice). paid_members rows are made from succeeded ones.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    provider: text().notNull(),
    providerPaymentId: text().notNull(),
    tier: text().notNull(),
    amount: integer().notNull(),
    name: text().notNull(),
    email: text().notNull(),
    // The phone given at checkout, for the welcome call; the member gets it once the payment is theirs.
    phone: text(),
    // 'awaiting_owner': paid for an address with history, waiting for its owner to sign in
    // (docs/members.md "Who is who").
    status: text().notNull().default('pending'),
    // The new member's first month at half price (the home page's offer): once per e-mail.
    introductory: boolean().notNull().default(false),
    // The browser that started the checkout holds this (hashed here): only it is signed in when
    // the payment is confirmed, and only once.
    checkoutTokenHash: text(),
    // When the checkout's browser was signed in with it (once); the token still shows it the member.
    checkoutSignedInAt: timestamp({ withTimezone: true, mode: 'date' }),
    // The checkout was started by the address's owner, signed in with it: no wait for the inbox.
    ownerSignedIn: boolean().notNull().default(false),
    customerId: text(),
    subscriptionId: text(),
    // The subscription's latest known state and the provider's time for it: webhooks arrive in any
    // order, so an older event never overwrites a newer one, even before the member exists.
    subscriptionStatus: text(),
    subscriptionStatusAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_payment_idx').on(t.provider, t.providerPaymentId),
    index('payments_provider_subscription_idx').on(t.provider, t.subscriptionId),
    check('payments_amount_check', sql`${t.amount} >= 0`),
    check('payments_phone_check', sql`char_length(${t.phone}) between 7 and 30`),
    check('payments_tier_check', tierCheck('tier')),
    // 'refunding' → 'refunded': a second membership payment for an e-mail that already had a live
    // member; the provider is told to cancel its subscription and refund it (see membership/service.ts).
    check(
      'payments_status_check',
      sql.raw(`status in ('pending', 'awaiting_owner', 'succeeded', 'failed', 'refunding', 'refunded')`),
    ),
    check(
      'payments_subscription_status_check',
      sql.raw(`subscription_status is null or subscription_status in ('active', 'past_due', 'canceled')`),
    ),
  ],
);

export const paidMembers = pgTable(
  'paid_members',
  {
    id: id(),
    name: text().notNull(),
    email: text().notNull(),
    membershipTier: text().notNull(),
    amount: integer().notNull(),
    // The payment that created the member: unique, so a replayed confirmation creates nobody new.
    paymentId: integer().references(() => payments.id),
    status: text().notNull().default('active'),
    statusChangedAt: timestamp({ withTimezone: true, mode: 'date' }),
    lastPaidAt: timestamp({ withTimezone: true, mode: 'date' }),
    // Only a hash of the "Manage membership" link's token is kept; the link is in the welcome e-mail.
    manageTokenHash: text(),
    // The person this membership belongs to (members is one row per person, free or paid).
    memberId: integer().references(() => members.id, { onDelete: 'set null' }),
    // The paid period under way ends (and renews) at this instant, as the provider says.
    currentPeriodEnd: timestamp({ withTimezone: true, mode: 'date' }),
    // Canceled by the member to stop at the period's end; undone until then.
    cancelAtPeriodEnd: boolean().notNull().default(false),
    // A downgrade waiting for the period's end: the member keeps the paid tier until then.
    pendingTier: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('paid_members_member_idx').on(t.memberId),
    check(
      'paid_members_pending_tier_check',
      sql.raw(`pending_tier is null or pending_tier in ('premium', 'inner_circle')`),
    ),
    uniqueIndex('paid_members_payment_idx').on(t.paymentId),
    uniqueIndex('paid_members_manage_token_idx').on(t.manageTokenHash),
    index('paid_members_email_idx').on(sql`lower(${t.email})`),
    // One live (not canceled) membership per e-mail, whatever its letter case: two checkouts paid
    // at once, even in two app processes, cannot both make a member.
    uniqueIndex('paid_members_live_email_idx')
      .on(sql`lower(${t.email})`)
      .where(sql.raw(`status <> 'canceled'`)),
    check('paid_members_amount_check', sql`${t.amount} >= 0`),
    check('paid_members_tier_check', tierCheck('membership_tier')),
    check('paid_members_status_check', membershipStatusCheck('status')),
    // The dashboard pages paid members newest first.
    index('paid_members_created_idx').on(t.createdAt, t.id),
  ],
);

/** E-mails (their SHA-256) that have had the first month at half price: the offer is once each. */
export const introductoryOffers = pgTable('introductory_offers', {
  emailHash: text().primaryKey(),
  paymentId: integer().references(() => payments.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** Provider webhook events already handled: a replayed delivery changes nothing twice. */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    id: id(),
    provider: text().notNull(),
    eventId: text().notNull(),
    type: text().notNull(),
    receivedAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_webhook_events_event_idx').on(t.provider, t.eventId)],
);
