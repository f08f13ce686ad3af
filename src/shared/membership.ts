import { z } from 'zod';
import { TIER_IDS } from './constants';
import { emailAddress, nameLine, opaqueToken, optionalPhone, singleLine } from './fields';
import { cardNumberProblem, cvcProblem, expiryProblem } from './test-cards';

// The membership contract: one definition used by the checkout form and by the routes, so the
// browser and the server agree on every rule and message.

/** A missing field says "is required", so a request's 400 names what it lacks. */
const required = (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : undefined);

/** The checkout's details step: name and e-mail both required; a phone for the welcome call, if the member likes. */
export const checkoutDetailsSchema = z.object({
  name: nameLine('Your name', { params: { error: required } })
    .min(1, 'Please enter your name')
    .max(100, 'Name is too long'),
  email: singleLine('E-mail', { params: { error: required } })
    .max(254, 'E-mail is too long')
    .pipe(emailAddress),
  phone: optionalPhone,
});
export type CheckoutDetails = z.infer<typeof checkoutDetailsSchema>;

/** POST /api/create-membership-payment. tierName is informational: the server names tiers itself. */
export const membershipPaymentRequestSchema = checkoutDetailsSchema.extend({
  tierId: z.enum(['premium', 'inner_circle'], {
    error: (issue) => required(issue) ?? 'must be a paid tier: premium or inner_circle',
  }),
  tierName: singleLine('tierName').max(60).optional(),
  amount: z.number({ error: required }).int('must be a whole number of cents'),
});
export type MembershipPaymentRequest = z.infer<typeof membershipPaymentRequestSchema>;

export const membershipPaymentStartSchema = z.object({
  clientSecret: z.string(),
  /** Cents charged now: the first month, at half price with the new member's offer. */
  amountDue: z.number().int(),
  /** The new member's first month at half price applies (once per e-mail, decided by the server). */
  introductory: z.boolean(),
});
export type MembershipPaymentStart = z.infer<typeof membershipPaymentStartSchema>;

/** POST /api/confirm-membership-payment. */
export const membershipPaymentConfirmSchema = z.object({
  paymentIntentId: singleLine('paymentIntentId', { params: { error: required } })
    .min(1, 'is required')
    .max(255),
});

export const MEMBERSHIP_STATUSES = ['active', 'past_due', 'canceled'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/** A member who paid for a tier, as the API answers it (with the subscription's status). */
export const paidMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  membershipTier: z.enum(TIER_IDS),
  /** Cents. */
  amount: z.number().int(),
  /** The subscription's state, kept up to date by the provider's webhooks. */
  status: z.enum(MEMBERSHIP_STATUSES),
  createdAt: z.iso.datetime(),
});
export type PaidMember = z.infer<typeof paidMemberSchema>;

/** GET /api/admin/paid-members: newest first. */
export const paidMemberListSchema = z.array(paidMemberSchema);

/**
 * POST /api/confirm-membership-payment. `member` only for the browser that started the checkout
 * (or the member's own session): a payment id travels in return addresses and tells nothing
 * personal. `sentToInbox`: the address already had history at the club, so what happens next
 * went to its inbox (a membership that starts when its owner signs in, or the refund of a second
 * one); `message` says so in the same words either way.
 */
export const membershipConfirmAnswerSchema = z.object({
  member: paidMemberSchema.nullable(),
  membershipTier: z.enum(TIER_IDS),
  sentToInbox: z.boolean(),
  message: z.string().optional(),
});
export type MembershipConfirmAnswer = z.infer<typeof membershipConfirmAnswerSchema>;

/** What the payment screen needs to know; the publishable key is public by design. */
export const paymentConfigSchema = z.object({
  provider: z.enum(['stripe', 'test']),
  publishableKey: z.string().nullable(),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

/** The test provider's card form (no real card is ever accepted in test mode). */
/** One card field: one line, no longer than `max`, and what `problem` finds wrong said in its words. */
const cardField = (label: string, max: number, problem: (value: string) => string | null) =>
  singleLine(label, { params: { error: required } })
    .max(max, `${label} is too long`)
    .superRefine((value, ctx) => {
      const message = problem(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    });

/**
 * POST /api/test-payments/pay, the test card form's fields. The expiry is read however it is
 * written ("12 / 29", "12/29", "1229"); a card the form can tell is wrong is refused here, beside
 * its field, before the card network is asked.
 */
export const testCardPaymentSchema = z.object({
  clientSecret: opaqueToken('clientSecret', 1, 255),
  cardNumber: cardField('Card number', 30, cardNumberProblem),
  expiry: cardField('Expiry', 12, expiryProblem),
  cvc: cardField('CVC', 4, cvcProblem),
});
export type TestCardPayment = z.infer<typeof testCardPaymentSchema>;

/** The token of a member's "Manage membership" link. */
export const manageTokenSchema = z.object({ token: opaqueToken('Token', 20, 100) });

/** POST /api/membership/manage and /api/membership/cancel. */
export const managedMembershipSchema = z.object({
  member: paidMemberSchema.pick({
    name: true,
    email: true,
    membershipTier: true,
    amount: true,
    status: true,
    createdAt: true,
  }),
  /** 'portal': billing is managed on the provider's site; 'cancel': the club's page cancels. */
  manage: z.enum(['portal', 'cancel']),
});
export type ManagedMembership = z.infer<typeof managedMembershipSchema>;

/** POST /api/membership/portal: a fresh session on the provider's billing portal. */
export const billingPortalAnswerSchema = z.object({ url: z.string() });

/** The payment provider's webhook: what became of the event it delivered. */
export const paymentWebhookAnswerSchema = z.object({
  received: z.literal(true),
  outcome: z.enum(['processed', 'duplicate', 'ignored']),
});
export type WebhookOutcome = z.infer<typeof paymentWebhookAnswerSchema>['outcome'];
