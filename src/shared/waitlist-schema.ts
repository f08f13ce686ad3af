import { z } from 'zod';
import { TIER_IDS } from './constants';
import { eventSchema } from './events-schema';
import { emailAddress, opaqueToken, personName } from './fields';
import { ticketPurchaseStartSchema, ticketViewSchema } from './tickets-schema';

// The waitlist's requests and answers (docs/waitlist.md); its rules and texts are in waitlist.ts.

const statusSchema = z.enum(['waiting', 'offered', 'claimed', 'expired', 'left', 'removed']);

/** POST /api/events/:id/waitlist: a visitor's name and e-mail (a signed-in member's account's are used). */
export const waitlistJoinSchema = z.object({ name: personName, email: emailAddress });
export type WaitlistJoin = z.infer<typeof waitlistJoinSchema>;

/** An entry as its holder sees it (the join answer, /waitlist#<code>, the member area). */
export const waitlistEntryViewSchema = z.object({
  /** Unguessable: the entry's page is /waitlist#<code>; it leaves and claims. */
  code: z.string(),
  url: z.string(),
  name: z.string(),
  email: z.string(),
  status: statusSchema,
  /**
   * The holder proved the address is theirs (the e-mailed link, or a member's session). An
   * unconfirmed entry keeps its place but is not offered seats until it is confirmed.
   */
  confirmed: z.boolean(),
  /** Place in line among those still waiting (1 is next); null when not waiting. */
  place: z.number().int().nullable(),
  /** The tier the entry is ranked by. */
  priority: z.enum(TIER_IDS),
  /** While offered: the seat is held for them until then. */
  offerExpiresAt: z.iso.datetime().nullable(),
  /** What a claim costs: the price (or member price) in cents, 0 for a free event. */
  claimPrice: z.number().int(),
  message: z.string(),
  event: eventSchema,
});
export type WaitlistEntryView = z.infer<typeof waitlistEntryViewSchema>;

/**
 * POST /api/events/:id/waitlist's answer. A visitor's is the same whether the address is new on
 * the list, already on it or already going (the e-mail says which, and carries the entry's link):
 * `entry` is null. A signed-in member's carries their entry.
 */
export const waitlistJoinAnswerSchema = z.object({
  message: z.string(),
  entry: waitlistEntryViewSchema.nullable(),
});
export type WaitlistJoinAnswer = z.infer<typeof waitlistJoinAnswerSchema>;

export const waitlistCodeParamsSchema = z.object({
  code: opaqueToken('Waitlist code', 1, 200).transform((v) => v.toLowerCase()),
});

/**
 * POST /api/waitlist/:code/claim. A free event's claim is the seat: `ticket` is its ticket. A
 * priced event's claim holds the seat as an order and starts its payment: `purchase` is what the
 * buy dialog's pay step takes (then POST /api/tickets/confirm as for any purchase).
 */
export const waitlistClaimAnswerSchema = z.object({
  entry: waitlistEntryViewSchema,
  ticket: ticketViewSchema.nullable(),
  purchase: ticketPurchaseStartSchema.nullable(),
});
export type WaitlistClaimAnswer = z.infer<typeof waitlistClaimAnswerSchema>;

/** GET /api/account/waitlist: the member's entries, the active ones first. */
export const memberWaitlistSchema = z.object({ entries: z.array(waitlistEntryViewSchema) });

/** An entry as staff see it on the event's attendee list. */
export const adminWaitlistEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  status: statusSchema,
  /** Whether the address is confirmed: only confirmed entries are offered seats. */
  confirmed: z.boolean(),
  priority: z.enum(TIER_IDS),
  place: z.number().int().nullable(),
  offerExpiresAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  statusChangedAt: z.iso.datetime().nullable(),
});
export type AdminWaitlistEntry = z.infer<typeof adminWaitlistEntrySchema>;

/** GET /api/admin/events/:id/waitlist: in order (offered, then waiting by priority, then the rest). */
export const adminWaitlistSchema = z.object({
  enabled: z.boolean(),
  offerHours: z.number().int(),
  seatsFree: z.number().int().nullable(),
  entries: z.array(adminWaitlistEntrySchema),
});
export type AdminWaitlist = z.infer<typeof adminWaitlistSchema>;

/** POST /api/admin/waitlist/:id/offer: `addSeat` raises the capacity by one when no seat is free. */
export const adminWaitlistOfferSchema = z.object({ addSeat: z.boolean().optional() });
