import { z } from 'zod';
import { TIER_IDS } from './constants';
import { eventSchema } from './events-schema';
import { emailAddress, opaqueToken, optionalPhone, personName, singleLine } from './fields';
import { MEMBER_STATUSES } from './member-rules';

// The members contract (docs/members.md): signing in by e-mail, the session, the member area and
// the tier rules. One definition for the forms and the routes.

export * from './member-rules';

// --- Requests ---------------------------------------------------------------------------------

/** POST /api/members/sign-in: send a sign-in e-mail. */
export const signInRequestSchema = z.object({ email: emailAddress });
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** POST /api/members/sign-in/link: the token from the e-mail's link (after "#token="). */
export const signInLinkSchema = z.object({ token: opaqueToken('Sign-in link', 20, 100) });

/** POST /api/members/sign-in/code: the e-mail and the 6-digit code from the message. */
export const signInCodeSchema = z.object({
  email: emailAddress,
  code: singleLine('Code')
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from the e-mail')),
});
export type SignInCode = z.infer<typeof signInCodeSchema>;

/** POST /api/members/join: a free join with an e-mail (a confirmation link goes to it). */
export const freeJoinSchema = z.object({ email: emailAddress, name: personName.optional() });
export type FreeJoin = z.infer<typeof freeJoinSchema>;

/** PATCH /api/account: the member's own name, phone and Wall of Fame choice. */
export const accountUpdateSchema = z
  .object({
    name: personName.optional(),
    phone: optionalPhone,
    showOnWallOfFame: z.boolean().optional(),
    /** Club news by e-mail (the club's messages to members, and the newsletter): on or off. */
    clubNews: z.boolean().optional(),
  })
  .refine(
    (value) =>
      value.name !== undefined ||
      value.phone !== undefined ||
      value.showOnWallOfFame !== undefined ||
      value.clubNews !== undefined,
    'Nothing to change',
  );
export type AccountUpdate = z.infer<typeof accountUpdateSchema>;

/** POST /api/account/rsvps: RSVP with the account's name and e-mail, one press. */
export const memberRsvpSchema = z.object({ eventId: z.number().int().positive() });

/** POST /api/account/membership/change: upgrade now (prorated) or downgrade at the period's end. */
export const tierChangeSchema = z.object({
  tierId: z.enum(['premium', 'inner_circle'], 'must be a paid tier: premium or inner_circle'),
});

// --- Answers ----------------------------------------------------------------------------------

/** The signed-in member in brief: GET /api/me and every sign-in answer. Never cached. */
export const memberSelfSchema = z.object({
  name: z.string(),
  email: z.string(),
  /** The tier the member holds (a paid tier stays shown while its payment is past due). */
  tier: z.enum(TIER_IDS),
  /** The tier the member's access is decided by: free once the grace period has run out. */
  accessTier: z.enum(TIER_IDS),
  status: z.enum(MEMBER_STATUSES),
  /** Upcoming events the member has a seat at (the cards show "You're going"). */
  goingEventIds: z.array(z.number().int()),
  /**
   * Their seat at each of those events: the ticket to show ("View ticket") and whether it may
   * still be cancelled (null for an RSVP from before every RSVP had a ticket).
   */
  going: z.array(
    z.object({
      eventId: z.number().int(),
      ticketCode: z.string().nullable(),
      cancellable: z.boolean(),
    }),
  ),
});
export type MemberSelf = z.infer<typeof memberSelfSchema>;

export const meAnswerSchema = z.object({ member: memberSelfSchema.nullable() });
export type MeAnswer = z.infer<typeof meAnswerSchema>;

export const signedInAnswerSchema = z.object({ member: memberSelfSchema });

/** A paid membership as its member sees it. */
export const accountMembershipSchema = z.object({
  tier: z.enum(['premium', 'inner_circle']),
  status: z.enum(['active', 'past_due', 'canceled']),
  /** Cents a month, the tier's price. */
  price: z.number().int(),
  /** The period under way ends (and, unless canceled, renews) then. */
  periodEnd: z.iso.datetime().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** A downgrade that starts at periodEnd. */
  pendingTier: z.enum(['premium', 'inner_circle']).nullable(),
  /** Access kept until then while a failed payment is retried (the grace period). */
  graceEndsAt: z.iso.datetime().nullable(),
  /** 'portal': Stripe's customer portal; 'none': the test provider (nothing to manage). */
  billing: z.enum(['portal', 'none']),
});
export type AccountMembership = z.infer<typeof accountMembershipSchema>;

export const accountRsvpSchema = z.object({
  event: eventSchema,
  createdAt: z.iso.datetime(),
  /** True while the event is ahead: the seat may be given back. */
  cancellable: z.boolean(),
});
export type AccountRsvp = z.infer<typeof accountRsvpSchema>;

export const accountSessionSchema = z.object({
  id: z.number().int(),
  userAgent: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  current: z.boolean(),
});

/** GET /api/account: the member area. */
export const accountSchema = z.object({
  member: memberSelfSchema.extend({
    joinedAt: z.iso.datetime().nullable(),
    /** For the team's welcome call; null: the team writes instead. */
    phone: z.string().nullable(),
  }),
  membership: accountMembershipSchema.nullable(),
  /** The end of a complimentary membership the club gave (it decides the tier without a paid one). */
  complimentaryUntil: z.iso.datetime().nullable(),
  upcoming: z.array(accountRsvpSchema),
  past: z.array(accountRsvpSchema),
  sessions: z.array(accountSessionSchema),
  showOnWallOfFame: z.boolean(),
  /** Whether the club's messages to members reach this member (docs/club-mail.md). */
  clubNews: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;

/** Staff's Members tab: every member, free and paid. */
export const memberRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  tier: z.enum(TIER_IDS),
  status: z.enum(MEMBER_STATUSES),
  joinedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  customerId: z.string().nullable(),
  subscriptionId: z.string().nullable(),
});
export type MemberRow = z.infer<typeof memberRowSchema>;
