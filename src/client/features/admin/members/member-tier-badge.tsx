import type { TierId } from '../../../../shared/constants';
import { memberTierLabel } from '../../../../shared/member-admin';

const tierClass: Record<TierId, string> = {
  free: 'border border-white/20 text-text',
  premium: 'bg-purple text-bg',
  inner_circle: 'bg-gold text-bg',
};

/** A member's tier as a pill: free outlined, Premium Fan purple, Inner Circle gold. */
export function MemberTierBadge({ tier }: { tier: TierId }) {
  return (
    <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-bold ${tierClass[tier]}`}>
      {memberTierLabel(tier)}
    </span>
  );
}
