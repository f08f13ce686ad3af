import type { MembershipStatus } from '../../../shared/membership';
import { membershipStatusLabel } from '../../../shared/paid-members';

// Past due is the one staff act on (the member's card failed), so it alone is in the alarm colour.
const statusClass: Record<MembershipStatus, string> = {
  active: 'border-teal/40 bg-teal/10 text-teal',
  past_due: 'border-red/50 bg-red/10 text-red',
  canceled: 'border-white/20 text-muted',
};

/** A paid member's subscription status, as a small pill. */
export function MemberStatusBadge({ status }: { status: MembershipStatus }) {
  return (
    <span
      className={`inline-block rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${statusClass[status]}`}
    >
      {membershipStatusLabel(status)}
    </span>
  );
}
