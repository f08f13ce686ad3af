import { z } from 'zod';
import { TIER_IDS } from './constants';
import { calendarDay } from './events-schema';
import { multiLine, singleLine } from './fields';
import { MEMBER_STATUSES } from './member-rules';
import { accountMembershipSchema, accountRsvpSchema } from './members';
import { memberTicketsSchema } from './tickets-schema';
import { memberWaitlistSchema } from './waitlist-schema';

// A member's page on the dashboard (docs/admin.md, "A member's page"): everything the club knows
// of one member, and what staff may do for them. GET /api/admin/members/:id and its actions.

export const PAID_TIER_IDS = ['premium', 'inner_circle'] as const;
export type PaidTierId = (typeof PAID_TIER_IDS)[number];

/** The longest private note staff keep on a member. */
export const STAFF_NOTE_MAX = 2000;
/** The longest reason for a complimentary membership. */
export const COMPLIMENTARY_REASON_MAX = 200;
/** How far ahead a complimentary membership may run: two years. */
export const COMPLIMENTARY_MAX_DAYS = 731;

/** PUT /api/admin/members/:id/note: the note, or an empty one to clear it. */
export const staffNoteSchema = z.object({
  note: multiLine('Note').max(STAFF_NOTE_MAX, `Keep the note under ${STAFF_NOTE_MAX} characters`),
});
export type StaffNoteInput = z.infer<typeof staffNoteSchema>;

/**
 * POST /api/admin/members/:id/complimentary: a paid tier without payment, from now through the
 * Miami day `until` (the server checks it is today or later, and within two years).
 */
export const complimentarySchema = z.object({
  tier: z.enum(PAID_TIER_IDS, 'Choose Premium Fan or Inner Circle'),
  until: calendarDay('Until'),
  reason: singleLine('Reason')
    .max(COMPLIMENTARY_REASON_MAX, `Keep the reason under ${COMPLIMENTARY_REASON_MAX} characters`)
    .optional(),
});
export type ComplimentaryInput = z.infer<typeof complimentarySchema>;

const iso = z.iso.datetime();

export const MEMBER_PAYMENT_STATUSES = [
  'pending',
  'awaiting_owner',
  'succeeded',
  'failed',
  'refunding',
  'refunded',
] as const;
export type MemberPaymentStatus = (typeof MEMBER_PAYMENT_STATUSES)[number];

/** How staff read a payment's state. */
export const PAYMENT_STATUS_LABELS: Record<MemberPaymentStatus, string> = {
  pending: 'Not completed',
  awaiting_owner: 'Waiting for the address owner',
  succeeded: 'Paid',
  failed: 'Failed',
  refunding: 'Being refunded',
  refunded: 'Refunded',
};

export const memberPaymentSchema = z.object({
  id: z.number().int(),
  tier: z.enum(PAID_TIER_IDS),
  amount: z.number().int(),
  status: z.enum(MEMBER_PAYMENT_STATUSES),
  /** The first month at half price. */
  introductory: z.boolean(),
  provider: z.string(),
  providerPaymentId: z.string(),
  customerId: z.string().nullable(),
  subscriptionId: z.string().nullable(),
  createdAt: iso,
});
export type MemberPayment = z.infer<typeof memberPaymentSchema>;

export const complimentaryViewSchema = z.object({
  tier: z.enum(PAID_TIER_IDS),
  startsAt: iso,
  endsAt: iso,
  reason: z.string().nullable(),
  /** False when a paid membership decides the tier meanwhile. */
  counts: z.boolean(),
});
export type ComplimentaryView = z.infer<typeof complimentaryViewSchema>;

/** GET /api/admin/members/:id. */
export const memberPageSchema = z.object({
  member: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    tier: z.enum(TIER_IDS),
    accessTier: z.enum(TIER_IDS),
    status: z.enum(MEMBER_STATUSES),
    emailConfirmed: z.boolean(),
    joinedAt: iso.nullable(),
    createdAt: iso,
    staffNote: z.string().nullable(),
    showOnWallOfFame: z.boolean(),
  }),
  membership: accountMembershipSchema
    .extend({ customerId: z.string().nullable(), subscriptionId: z.string().nullable() })
    .nullable(),
  complimentary: complimentaryViewSchema.nullable(),
  payments: z.array(memberPaymentSchema),
  tickets: memberTicketsSchema,
  rsvps: z.object({ upcoming: z.array(accountRsvpSchema), past: z.array(accountRsvpSchema) }),
  waitlist: memberWaitlistSchema,
  sessions: z.array(
    z.object({ id: z.number().int(), userAgent: z.string().nullable(), createdAt: iso, lastSeenAt: iso }),
  ),
});
export type MemberPage = z.infer<typeof memberPageSchema>;
