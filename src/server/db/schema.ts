import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// One schema for both engines (PGlite and PostgreSQL). Business rules that must hold whatever
// code path writes a row live here as CHECK constraints and unique indexes, not only in zod.

const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();
const tierCheck = (column: string) => sql.raw(`${column} in ('free', 'premium', 'inner_circle')`);

export const events = pgTable(
  'events',
  {
    id: id(),
    title: text().notNull(),
    description: text().notNull(),
    category: text().notNull(),
    date: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    // The admin's "Time to be announced": the date is known, the time is not (then `date` holds
    // 7:00 PM Miami that day, the calendar default). Never inferred from a midnight start.
    timeToBeAnnounced: boolean().notNull().default(false),
    price: integer().notNull().default(0),
    // Cents paid members (Premium Fan and Inner Circle) pay instead of the price; null: no member price.
    memberPrice: integer(),
    // Attendees may cancel a paid ticket for a refund up to this many hours before the start;
    // null: no refunds by the attendee (staff can still refund). See docs/tickets.md.
    refundCutoffHours: integer(),
    // A full event takes a waitlist; an offer holds its seat this many hours (docs/waitlist.md).
    waitlistEnabled: boolean().notNull().default(true),
    waitlistOfferHours: integer().notNull().default(12),
    maxAttendees: integer(),
    currentAttendees: integer().notNull().default(0),
    venue: text(),
    imageUrl: text(),
    membershipRequired: text().notNull().default('free'),
    createdAt: createdAt(),
  },
  (t) => [
    check('events_price_check', sql`${t.price} >= 0`),
    check('events_max_attendees_check', sql`${t.maxAttendees} is null or ${t.maxAttendees} >= 1`),
    check(
      'events_current_attendees_check',
      sql`${t.currentAttendees} >= 0 and (${t.maxAttendees} is null or ${t.currentAttendees} <= ${t.maxAttendees})`,
    ),
    check('events_membership_required_check', tierCheck('membership_required')),
    check(
      'events_member_price_check',
      sql`${t.memberPrice} is null or (${t.memberPrice} >= 0 and ${t.memberPrice} <= ${t.price})`,
    ),
    check(
      'events_refund_cutoff_hours_check',
      sql`${t.refundCutoffHours} is null or ${t.refundCutoffHours} between 0 and 720`,
    ),
    check('events_waitlist_offer_hours_check', sql`${t.waitlistOfferHours} between 1 and 168`),
    // By start, then id: the lists' order (the dashboard pages events by it).
    index('events_date_id_idx').on(t.date, t.id),
  ],
);

export const rsvps = pgTable(
  'rsvps',
  {
    id: id(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    email: text().notNull(),
    // The member who RSVP'd while signed in (their account's name and e-mail); null for visitors.
    memberId: integer().references(() => members.id, { onDelete: 'set null' }),
    // A visitor's client address, hashed (src/server/client-key.ts): its RSVPs a day are counted.
    clientKey: text(),
    createdAt: createdAt(),
  },
  // One seat per e-mail per event, whatever the letter case.
  (t) => [
    uniqueIndex('rsvps_event_email_idx').on(t.eventId, sql`lower(${t.email})`),
    index('rsvps_client_idx').on(t.clientKey, t.createdAt).where(sql`client_key is not null`),
    index('rsvps_member_idx').on(t.memberId),
    index('rsvps_email_idx').on(sql`lower(${t.email})`),
    // The dashboard pages an event's RSVPs in the order they came.
    index('rsvps_event_created_idx').on(t.eventId, t.createdAt, t.id),
  ],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text().notNull(),
    description: text(),
    category: text().notNull().default('Apparel'),
    price: integer().notNull(),
    originalPrice: integer(),
    images: text().array().notNull().default(sql`'{}'::text[]`),
    sizes: text().array().notNull().default(sql`'{}'::text[]`),
    colors: text().array().notNull().default(sql`'{}'::text[]`),
    bestseller: boolean().notNull().default(false),
    memberOnly: boolean().notNull().default(false),
    newItem: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('products_price_check', sql`${t.price} >= 0`),
    check('products_original_price_check', sql`${t.originalPrice} is null or ${t.originalPrice} >= 0`),
    // The store's own order (bestsellers, new items, the newest), as the dashboard's list pages it
    // (NULLS FIRST, as a plain DESC sorts, or the index does not serve the order).
    index('products_store_order_idx').on(
      t.bestseller.desc().nullsFirst(),
      t.newItem.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id,
    ),
  ],
);

export const sponsors = pgTable('sponsors', {
  id: id(),
  name: text().notNull(),
  logoUrl: text().notNull(),
  websiteUrl: text(),
  displayOrder: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
  createdAt: createdAt(),
});

/** At most one row: the current deck (id is always 1). */
export const pitchDeck = pgTable(
  'pitch_deck',
  {
    id: integer().primaryKey().default(1),
    fileName: text().notNull(),
    fileUrl: text().notNull(),
    updatedAt: createdAt(),
  },
  (t) => [check('pitch_deck_single_row_check', sql`${t.id} = 1`)],
);

export const wallOfFameMembers = pgTable(
  'wall_of_fame_members',
  {
    id: id(),
    name: text().notNull(),
    membershipTier: text().notNull().default('free'),
    joinedDate: date({ mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  () => [check('wall_of_fame_members_tier_check', tierCheck('membership_tier'))],
);

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

/**
 * Members: one row per person who joined, free or paid (docs/members.md). A free member is
 * 'pending' until the address is confirmed by a sign-in link or code; a paid membership
 * (paid_members) points here. A deleted account keeps its row, emptied of personal data, so the
 * club's books still add up.
 */
export const members = pgTable(
  'members',
  {
    id: id(),
    name: text().notNull(),
    email: text().notNull(),
    // Null while the address is unproven (a free join waiting for its confirmation e-mail).
    emailConfirmedAt: timestamp({ withTimezone: true, mode: 'date' }),
    // When the member joined: confirmed a free join, or first paid.
    joinedAt: timestamp({ withTimezone: true, mode: 'date' }),
    // The member's own Wall of Fame entry (staff may still edit or remove it).
    wallOfFameId: integer().references(() => wallOfFameMembers.id, { onDelete: 'set null' }),
    deletedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('members_email_idx').on(sql`lower(${t.email})`),
    // The dashboard pages members newest first.
    index('members_created_idx').on(t.createdAt, t.id),
    // The daily tidy deletes free joins never confirmed: only those rows, by age.
    index('members_unconfirmed_idx').on(t.createdAt).where(sql`email_confirmed_at is null`),
    // A Wall of Fame entry deleted clears its member's link: found here, not by reading every member.
    index('members_wall_of_fame_idx').on(t.wallOfFameId).where(sql`wall_of_fame_id is not null`),
  ],
);

/** Member sessions: the cookie names one; only its token's SHA-256 is kept. */
export const memberSessions = pgTable(
  'member_sessions',
  {
    id: id(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    userAgent: text(),
    createdAt: createdAt(),
    lastSeenAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('member_sessions_member_idx').on(t.memberId),
    index('member_sessions_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Sign-in e-mails: a link and a 6-digit code, both kept hashed, good for minutes and for one
 * sign-in; the code allows a few tries.
 */
export const signInTokens = pgTable(
  'sign_in_tokens',
  {
    id: id(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    linkHash: text().notNull().unique(),
    codeHash: text().notNull(),
    tries: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('sign_in_tokens_member_idx').on(t.memberId, t.createdAt),
    check('sign_in_tokens_tries_check', sql`${t.tries} >= 0`),
  ],
);

/** Requests for sign-in e-mails, per client address and per e-mail, counted across processes. */
export const signInRequests = pgTable(
  'sign_in_requests',
  {
    id: id(),
    key: text().notNull(),
    requestedAt: createdAt(),
  },
  (t) => [index('sign_in_requests_key_idx').on(t.key, t.requestedAt)],
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

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text().notNull(),
    email: text().notNull(),
    interest: text(),
    message: text().notNull(),
    createdAt: createdAt(),
    /** When staff read it (opened it or marked it read); null while unread. */
    readAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check(
      'contact_messages_interest_check',
      sql`${t.interest} is null or ${t.interest} in ('membership', 'events', 'sponsorship', 'general')`,
    ),
    // The dashboard pages submissions newest first.
    index('contact_messages_created_idx').on(t.createdAt, t.id),
  ],
);

/**
 * Newsletter subscribers (docs/newsletter.md): a sign-up is pending until the link mailed to the
 * address is used. Only the link's SHA-256 is kept; a pending row always has one, good until
 * `confirm_expires_at`. Rows from before the confirmation existed were taken as confirmed (the
 * column's default filled them in).
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: id(),
    email: text().notNull(),
    createdAt: createdAt(),
    // Null while pending. The default is for the rows that were there when the column came; a
    // sign-up sets it to null itself (repository.ts).
    confirmedAt: timestamp({ withTimezone: true, mode: 'date' }).defaultNow(),
    confirmTokenHash: text().unique(),
    confirmExpiresAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_idx').on(sql`lower(${t.email})`),
    check(
      'newsletter_subscribers_pending_check',
      sql`${t.confirmedAt} is not null or (${t.confirmTokenHash} is not null and ${t.confirmExpiresAt} is not null)`,
    ),
    // The daily tidy removes sign-ups never confirmed: only those rows, by their link's end.
    index('newsletter_subscribers_pending_idx').on(t.confirmExpiresAt).where(sql`confirmed_at is null`),
  ],
);

/** Admin sessions: only a hash of the bearer token is kept. */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: id(),
    tokenHash: text().notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [index('admin_sessions_expires_idx').on(t.expiresAt)],
);

/** Failed admin logins, counted here so the throttle holds across app processes. */
export const adminLoginAttempts = pgTable(
  'admin_login_attempts',
  {
    id: id(),
    clientKey: text().notNull(),
    attemptedAt: createdAt(),
  },
  (t) => [index('admin_login_attempts_client_idx').on(t.clientKey, t.attemptedAt)],
);

/**
 * Upload URLs already used: a signed upload URL works once. The row is written when the upload
 * starts, in every app process's shared database, so a second PUT with the same URL is refused.
 */
export const uploadClaims = pgTable(
  'upload_claims',
  {
    objectKey: text().primaryKey(),
    claimedAt: createdAt(),
  },
  (t) => [index('upload_claims_claimed_idx').on(t.claimedAt)],
);

/** Small key/value settings kept by the app itself, such as the admin password hash. */
export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: createdAt(),
});

/**
 * Outgoing e-mail. Every message is written here, in the same transaction as what it confirms,
 * with a job that delivers it (or, without SMTP, keeps it here and logs it). status: pending until
 * delivered ('sent'), 'kept' when no SMTP server is configured, 'failed' after the last try.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    headers: jsonb().$type<Record<string, string>>(),
    attachments: jsonb().$type<{ filename: string; contentType: string; content: string }[]>(),
    createdAt: createdAt(),
    sentAt: timestamp({ withTimezone: true, mode: 'date' }),
    status: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
  },
  (t) => [
    check('mail_outbox_status_check', sql.raw(`status in ('pending', 'sent', 'kept', 'failed')`)),
    index('mail_outbox_status_idx').on(t.status),
  ],
);

/**
 * The mail budget (docs/mail-budget.md): one row per counted e-mail, kept a day. The address is
 * the SHA-256 of its normalised form; `client` is the address of the request that sent it (null:
 * a job).
 */
export const mailBudgetSends = pgTable(
  'mail_budget_sends',
  {
    id: id(),
    addressHash: text().notNull(),
    client: text(),
    sentAt: createdAt(),
  },
  (t) => [
    index('mail_budget_sends_address_idx').on(t.addressHash, t.sentAt),
    index('mail_budget_sends_sent_idx').on(t.sentAt),
  ],
);

/**
 * The job queue: work to do later or again (mail delivery, clean-up; later: sign-in links, ticket
 * holds, waitlist offers). A process claims due jobs with FOR UPDATE SKIP LOCKED, so two processes
 * never take the same one; a claim is a lease (locked_until): a process killed mid-job leaves it to
 * be taken again once the lease ends. Done jobs are deleted; failed ones are kept for staff.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    status: text().notNull().default('pending'),
    runAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(10),
    lockedBy: text(),
    lockedUntil: timestamp({ withTimezone: true, mode: 'date' }),
    lastError: text(),
    // At most one pending or running job per key: a recurring job scheduled by several processes.
    singletonKey: text(),
    createdAt: createdAt(),
  },
  (t) => [
    check('jobs_status_check', sql.raw(`status in ('pending', 'running', 'failed')`)),
    check('jobs_attempts_check', sql`${t.attempts} >= 0 and ${t.maxAttempts} >= 1`),
    index('jobs_due_idx').on(t.runAt).where(sql`status = 'pending'`),
    index('jobs_lease_idx').on(t.lockedUntil).where(sql`status = 'running'`),
    uniqueIndex('jobs_singleton_idx').on(t.singletonKey).where(sql`singleton_key is not null`),
  ],
);

/**
 * A purchase of tickets to a priced event. Starting to pay holds its seats (counted in
 * events.current_attendees) until `holdExpiresAt`; a paid order becomes its tickets exactly once
 * (the conditional move from 'held' to 'paid'); a released order (expired, canceled, failed) has
 * given its seats back. See docs/tickets.md.
 */
export const ticketOrders = pgTable(
  'ticket_orders',
  {
    id: id(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    // The signed-in member who bought (the member price and the guest pass are theirs).
    memberId: integer().references(() => members.id, { onDelete: 'set null' }),
    name: text().notNull(),
    email: text().notNull(),
    quantity: integer().notNull(),
    // Free guest tickets in the order (Inner Circle's guest pass, one a calendar month).
    guestTickets: integer().notNull().default(0),
    // Cents per paid ticket, decided by the server: the price, or the member price.
    unitPrice: integer().notNull(),
    memberPrice: boolean().notNull().default(false),
    // Cents charged: unitPrice × (quantity − guestTickets).
    amount: integer().notNull(),
    // The name on each ticket, in order; a blank name is an unnamed ticket.
    holderNames: text().array().notNull().default(sql`'{}'::text[]`),
    status: text().notNull().default('held'),
    holdExpiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    provider: text(),
    providerPaymentId: text(),
    // Only the browser that started the order sees its ticket codes on the confirmation.
    orderTokenHash: text(),
    // 'YYYY-MM' (Miami) of a guest pass in use: one per member per month while held or paid.
    guestMonth: text(),
    releaseReason: text(),
    // The waitlist entry whose offered seat this order holds (its claim), if any.
    waitlistEntryId: integer(),
    // The buyer's client address, hashed (src/server/client-key.ts): its held seats are counted.
    clientKey: text(),
    createdAt: createdAt(),
    paidAt: timestamp({ withTimezone: true, mode: 'date' }),
    releasedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('ticket_orders_status_check', sql.raw(`status in ('held', 'paid', 'released')`)),
    check('ticket_orders_quantity_check', sql`${t.quantity} between 1 and 4`),
    check(
      'ticket_orders_guest_tickets_check',
      sql`${t.guestTickets} between 0 and 1 and ${t.guestTickets} < ${t.quantity}`,
    ),
    check(
      'ticket_orders_amount_check',
      sql`${t.unitPrice} >= 0 and ${t.amount} = ${t.unitPrice} * (${t.quantity} - ${t.guestTickets})`,
    ),
    index('ticket_orders_event_idx').on(t.eventId),
    index('ticket_orders_member_idx').on(t.memberId),
    uniqueIndex('ticket_orders_payment_idx')
      .on(t.provider, t.providerPaymentId)
      .where(sql`provider_payment_id is not null`),
    uniqueIndex('ticket_orders_guest_pass_idx')
      .on(t.memberId, t.guestMonth)
      .where(sql`guest_month is not null and status in ('held', 'paid')`),
    index('ticket_orders_held_idx').on(t.holdExpiresAt).where(sql`status = 'held'`),
    // Seats held unpaid, counted by client, by e-mail and by event (docs/tickets.md#budgets).
    index('ticket_orders_held_client_idx').on(t.clientKey, t.eventId).where(sql`status = 'held'`),
    index('ticket_orders_held_event_idx').on(t.eventId, sql`lower(${t.email})`).where(sql`status = 'held'`),
  ],
);

/**
 * A seat at an event with an unguessable code: one per paid ticket (from its order) and one per
 * free RSVP. Scanned once at the door (checked_in_at); refunded or cancelled tickets keep their
 * row so their page and the door can say so.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: id(),
    code: text().notNull(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    orderId: integer().references(() => ticketOrders.id, { onDelete: 'cascade' }),
    rsvpId: integer().references(() => rsvps.id, { onDelete: 'set null' }),
    memberId: integer().references(() => members.id, { onDelete: 'set null' }),
    // The buyer's (or the RSVP's) name and e-mail; holderName is the name given for this seat.
    name: text().notNull(),
    email: text().notNull(),
    holderName: text(),
    guest: boolean().notNull().default(false),
    // Cents paid for this ticket (0 for RSVPs and guest tickets).
    price: integer().notNull().default(0),
    memberPrice: boolean().notNull().default(false),
    status: text().notNull().default('valid'),
    checkedInAt: timestamp({ withTimezone: true, mode: 'date' }),
    statusChangedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tickets_code_idx').on(t.code),
    index('tickets_event_idx').on(t.eventId),
    // The dashboard pages an event's tickets in the order they were booked.
    index('tickets_event_created_idx').on(t.eventId, t.createdAt, t.id),
    index('tickets_order_idx').on(t.orderId),
    // An RSVP deleted (cancelled, its event deleted) clears its ticket's rsvp_id: found here, not by
    // reading every ticket.
    index('tickets_rsvp_idx').on(t.rsvpId),
    index('tickets_member_idx').on(t.memberId),
    index('tickets_email_idx').on(sql`lower(${t.email})`),
    check('tickets_status_check', sql.raw(`status in ('valid', 'refunded', 'cancelled')`)),
    check('tickets_price_check', sql`${t.price} >= 0`),
    // Only an order's ticket is paid for: an RSVP's seat is free.
    check('tickets_source_check', sql`${t.orderId} is not null or ${t.price} = 0`),
  ],
);

/** A link staff open on a phone at the door: it checks people in to one event, until it expires or is revoked. */
export const doorLinks = pgTable(
  'door_links',
  {
    id: id(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    // SHA-256 of the link's secret; the secret itself is shown once, to the staff who made it.
    tokenHash: text().notNull(),
    label: text().notNull(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('door_links_token_idx').on(t.tokenHash), index('door_links_event_idx').on(t.eventId)],
);

/**
 * A place on a full event's waitlist. A seat that frees is offered to the next entry waiting
 * (highest priority, then earliest); an offered entry holds that seat (counted in
 * events.current_attendees, like a ticket hold) until it is claimed or its offer expires. One
 * active entry per e-mail per event. See docs/waitlist.md.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: id(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    memberId: integer().references(() => members.id, { onDelete: 'set null' }),
    // Unguessable: the entry's own page (/waitlist#<code>), where its holder leaves or claims.
    code: text().notNull(),
    name: text().notNull(),
    email: text().notNull(),
    // 2 Inner Circle, 1 Premium Fan, 0 everyone else: the tier at the time of joining.
    priority: integer().notNull().default(0),
    status: text().notNull().default('waiting'),
    offeredAt: timestamp({ withTimezone: true, mode: 'date' }),
    offerExpiresAt: timestamp({ withTimezone: true, mode: 'date' }),
    statusChangedAt: timestamp({ withTimezone: true, mode: 'date' }),
    // When the holder proved the e-mail is theirs (the confirmation link, or a member's session);
    // null: not offered seats yet. Entries made before confirmation existed count as confirmed.
    confirmedAt: timestamp({ withTimezone: true, mode: 'date' }).defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('waitlist_entries_code_idx').on(t.code),
    uniqueIndex('waitlist_entries_active_email_idx')
      .on(t.eventId, sql`lower(${t.email})`)
      .where(sql`status in ('waiting', 'offered')`),
    index('waitlist_entries_queue_idx')
      .on(t.eventId, t.priority.desc(), t.createdAt, t.id)
      .where(sql`status = 'waiting' and confirmed_at is not null`),
    index('waitlist_entries_member_idx').on(t.memberId),
    index('waitlist_entries_email_idx').on(sql`lower(${t.email})`),
    check(
      'waitlist_entries_status_check',
      sql.raw(`status in ('waiting', 'offered', 'claimed', 'expired', 'left', 'removed')`),
    ),
    check('waitlist_entries_priority_check', sql`${t.priority} between 0 and 2`),
    check('waitlist_entries_offer_check', sql`${t.status} <> 'offered' or ${t.offerExpiresAt} is not null`),
    // Seats are offered only to an address proven to be the holder's.
    check(
      'waitlist_entries_confirmed_check',
      sql`${t.status} not in ('offered', 'claimed') or ${t.confirmedAt} is not null`,
    ),
  ],
);
