import type { TierId } from './constants';
import type { MembershipStatus } from './membership';

/** A member who paid for a tier (spec §3), as GET /api/admin/paid-members answers it. */
export interface PaidMember {
  id: number;
  name: string;
  email: string;
  membershipTier: TierId;
  /** Cents. */
  amount: number;
  /** The subscription's state, kept up to date by the provider's webhooks. */
  status: MembershipStatus;
  createdAt: string;
}

const statusLabels: Record<MembershipStatus, string> = {
  active: 'Active',
  past_due: 'Past due',
  canceled: 'Canceled',
};

/** How the dashboard and its CSV name a member's status. */
export function membershipStatusLabel(status: MembershipStatus): string {
  return statusLabels[status];
}

/** The dashboard's tier label (spec §2): "Premium Fan" for premium, otherwise "Inner Circle". */
export function paidTierLabel(tier: string): string {
  return tier === 'premium' ? 'Premium Fan' : 'Inner Circle';
}
