import { CircleCheck } from 'lucide-react';
import { Link } from 'wouter';
import { TIER_LABELS } from '../../../shared/constants';
import type { MemberSelf } from '../../../shared/members';
import type { MembershipTier } from '../../../shared/membership-tiers';
import { buttonClass } from '../../components/ui/button-styles';

/**
 * A signed-in member who chose their own tier, or a paid member who chose another one: no second
 * join; their tier, and the member area where a paid tier is changed.
 */
export function YourTierPanel({ tier, me }: { tier: MembershipTier; me: MemberSelf }) {
  const yours = tier.id === me.tier;
  return (
    <div className="grid justify-items-center gap-4 py-4 text-center">
      <CircleCheck aria-hidden size={48} className="text-teal" />
      <h2 tabIndex={-1} className="font-display text-4xl tracking-wide outline-none">
        {yours ? 'Your tier' : `You're a ${TIER_LABELS[me.tier]}`}
      </h2>
      <p className="max-w-sm text-muted">
        {yours
          ? `You're already a ${tier.label}. Your membership, renewal and RSVPs are in your account.`
          : `Change to ${tier.label} from your account: upgrades start at once, and a switch down at the end of the period you have paid for.`}
      </p>
      <Link href="/account" className={buttonClass('primary', 'lg')}>
        My account
      </Link>
    </div>
  );
}
