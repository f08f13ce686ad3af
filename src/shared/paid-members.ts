import type { MembershipStatus } from './membership';

// How the dashboard names paid members' tiers and statuses; the PaidMember contract itself is in
// membership.ts.

const statusLabels: Record<MembershipStatus, string> = {
  active: 'Active',
  past_due: 'Past due',
  canceled: 'Canceled',
};

/** How the dashboard and its CSV name a member's status. */
export function membershipStatusLabel(status: MembershipStatus): string {
  return statusLabels[status];
}

/** The dashboard's tier label: "Premium Fan" for premium, otherwise "Inner Circle". */
export function paidTierLabel(tier: string): string {
  return tier === 'premium' ? 'Premium Fan' : 'Inner Circle';
}
