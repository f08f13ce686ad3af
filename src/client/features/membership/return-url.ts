import type { CheckoutDetails } from '../../../shared/membership';

// Where the payment provider sends a member back after paying for a tier (the reading of the
// return is the payments feature's: payments/return-url.ts).

/** The provider returns the member to /membership?payment=success&tier=..&name=..&email=.. */
export function membershipReturnUrl(origin: string, tierId: string, details: CheckoutDetails): string {
  const query = new URLSearchParams({
    payment: 'success',
    tier: tierId,
    name: details.name,
    email: details.email,
  });
  return `${origin}/membership?${query}`;
}
