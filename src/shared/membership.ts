import { z } from 'zod';
import type { TierId } from './constants';
import { emailAddress, opaqueToken, singleLine } from './fields';

// The membership contract (spec §3, §5, §7): one definition used by the checkout form and by the
// routes, so the browser and the server agree on every rule and message.

/** A missing field says "is required", so a request's 400 names what it lacks. */
const required = (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : undefined);

/** The checkout's details step (spec §5: name and e-mail both required). */
export const checkoutDetailsSchema = z.object({
  name: singleLine('Your name', { params: { error: required } })
    .min(1, 'Please enter your name')
    .max(100, 'Name is too long'),
  email: singleLine('E-mail', { params: { error: required } })
    .max(254, 'E-mail is too long')
    .pipe(emailAddress),
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

export const membershipPaymentStartSchema = z.object({ clientSecret: z.string() });

/** POST /api/confirm-membership-payment. */
export const membershipPaymentConfirmSchema = z.object({
  paymentIntentId: singleLine('paymentIntentId', { params: { error: required } })
    .min(1, 'is required')
    .max(255),
});

export const MEMBERSHIP_STATUSES = ['active', 'past_due', 'canceled'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/** A paid member as the API answers it (spec §3, with the subscription's status). */
export interface PaidMember {
  id: number;
  name: string;
  email: string;
  membershipTier: TierId;
  amount: number;
  status: MembershipStatus;
  createdAt: string;
}

/** What the payment screen needs to know; the publishable key is public by design. */
export interface PaymentConfig {
  provider: 'stripe' | 'test';
  publishableKey: string | null;
}

/** The test provider's card form (no real card is ever accepted in test mode). */
export const testCardPaymentSchema = z.object({
  clientSecret: opaqueToken('clientSecret', 1, 255),
  cardNumber: singleLine('Card number').max(30),
  expiry: singleLine('Expiry').max(7),
  cvc: singleLine('CVC').max(4),
});
export type TestCardPayment = z.infer<typeof testCardPaymentSchema>;

/** The token of a member's "Manage membership" link. */
export const manageTokenSchema = z.object({ token: opaqueToken('Token', 20, 100) });

export interface ManagedMembership {
  member: Pick<PaidMember, 'name' | 'email' | 'membershipTier' | 'amount' | 'status' | 'createdAt'>;
  /** 'portal': billing is managed on the provider's site; 'cancel': the club's page cancels. */
  manage: 'portal' | 'cancel';
}
