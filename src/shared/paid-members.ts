import type { TierId } from './constants';

/** A member who paid for a tier (spec §3), as GET /api/admin/paid-members answers it. */
export interface PaidMember {
  id: number;
  name: string;
  email: string;
  membershipTier: TierId;
  /** Cents. */
  amount: number;
  createdAt: string;
}

/** The dashboard's tier label (spec §2): "Premium Fan" for premium, otherwise "Inner Circle". */
export function paidTierLabel(tier: string): string {
  return tier === 'premium' ? 'Premium Fan' : 'Inner Circle';
}
