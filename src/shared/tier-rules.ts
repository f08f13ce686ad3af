import { TIER_LABELS, type TierId } from './constants';

// Who may come to an event of a tier (docs/members.md, "Tier rules"). Apart from the members'
// texts: every events page carries these two, and nothing more of the members' contract.

/** Tiers in rising order: an event's membershipRequired is a minimum. */
const TIER_RANK: Record<TierId, number> = { free: 0, premium: 1, inner_circle: 2 };
export const tierAllows = (held: TierId, required: TierId) => TIER_RANK[held] >= TIER_RANK[required];

/** Who may come to an event of this tier, in a sentence. */
export function tierNeededText(required: TierId): string {
  return required === 'inner_circle'
    ? 'This event is for Inner Circle members.'
    : `This event is for ${TIER_LABELS.premium} and ${TIER_LABELS.inner_circle} members.`;
}
