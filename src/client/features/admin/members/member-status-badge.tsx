import { memberStatusLabel } from '../../../../shared/member-admin';
import type { MemberStatus } from '../../../../shared/members';

// Past due is the one staff act on (the member's card failed), so it alone is in the alarm colour.
// Pending (a free member who has not confirmed the address yet) is dashed: not a member quite yet.
const statusClass: Record<MemberStatus, string> = {
  pending: 'border-dashed border-white/40 text-text',
  active: 'border-teal/40 bg-teal/10 text-teal',
  past_due: 'border-red/50 bg-red/10 text-red',
  canceled: 'border-white/20 text-muted',
};

/** A member's status (a paid member's subscription status, or a free member's), as a small pill. */
export function MemberStatusBadge({ status }: { status: MemberStatus }) {
  return (
    <span
      className={`inline-block rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${statusClass[status]}`}
    >
      {memberStatusLabel(status)}
    </span>
  );
}
