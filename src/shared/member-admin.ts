import { z } from 'zod';
import { pageParams } from './admin-lists';
import { TIER_IDS, TIER_LABELS, type TierId } from './constants';
import { singleLine } from './fields';
import { MEMBER_STATUSES, type MemberStatus, memberRowSchema } from './members';
import { membershipStatusLabel } from './paid-members';

// Staff's list of every member, free and paid, on the dashboard's Members tab (docs/admin.md):
// GET /api/admin/members and its CSV.

export const MEMBER_SEARCH_MAX = 200;

/**
 * The list's filters. The search is text like any other field (docs/input-rules.md): one line,
 * trimmed, no control characters; it matches a name or an e-mail containing it, whatever the
 * letter case, `%`, `_` and `\` included as themselves. Empty means everyone.
 */
export const memberListQuerySchema = z.object({
  search: singleLine('Search').max(MEMBER_SEARCH_MAX, 'Search is too long').optional(),
  tier: z.enum(TIER_IDS).optional(),
  status: z.enum(MEMBER_STATUSES).optional(),
  ...pageParams,
});
export type MemberListQuery = z.infer<typeof memberListQuerySchema>;
/** The search and filters alone (the CSV's and the counts' part of the query). */
export type MemberFilters = Pick<MemberListQuery, 'search' | 'tier' | 'status'>;

const countOf = z.number().int().nonnegative();

/** How many members the search finds in each tier and each status (the tier and status filters aside). */
export const memberCountsSchema = z.object({
  byTier: z.object({ free: countOf, premium: countOf, inner_circle: countOf }),
  byStatus: z.object({ pending: countOf, active: countOf, past_due: countOf, canceled: countOf }),
  total: countOf,
});
export type MemberCounts = z.infer<typeof memberCountsSchema>;

/**
 * GET /api/admin/members: one page of the members found, newest first; how many the search and
 * filters find (`total`); the counts; and where the next page starts (null on the last).
 */
export const memberListAnswerSchema = z.object({
  members: z.array(memberRowSchema),
  total: countOf,
  counts: memberCountsSchema,
  nextCursor: z.string().nullable(),
});
export type MemberListAnswer = z.infer<typeof memberListAnswerSchema>;

/** How the dashboard and its CSV name a member's tier. */
export const memberTierLabel = (tier: TierId): string => TIER_LABELS[tier];

/**
 * How the dashboard and its CSV name a member's status: the paid list's words, and "Pending" for
 * a free member whose address is not confirmed yet.
 */
export const memberStatusLabel = (status: MemberStatus): string =>
  status === 'pending' ? 'Pending' : membershipStatusLabel(status);
