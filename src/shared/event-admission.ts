import { TIER_LABELS, type TierId } from './constants';
import { formatDollars } from './money';
import { MEMBER_PRICE_TIERS } from './tickets';

// Who may come to an event and what each pays, in one place: the price a buyer is charged (the
// server's quote and the cards use the same rule) and the one sentence an event's page says.

type Priced = { price: number; memberPrice: number | null };
type Admitted = Priced & { membershipRequired: TierId };

/** The price a person of this tier pays per ticket: the member price for Premium Fan and Inner Circle. */
export function priceFor(event: Priced, accessTier: TierId | null): { cents: number; memberPrice: boolean } {
  if (event.memberPrice != null && accessTier && MEMBER_PRICE_TIERS.includes(accessTier)) {
    return { cents: event.memberPrice, memberPrice: true };
  }
  return { cents: event.price, memberPrice: false };
}

const whoMay: Record<Exclude<TierId, 'free'>, string> = {
  premium: `${TIER_LABELS.premium} and ${TIER_LABELS.inner_circle} members`,
  inner_circle: `${TIER_LABELS.inner_circle} members`,
};

/**
 * Who may come and what they pay, as one sentence, or null when the price says it all (open to
 * everyone at one price). A members' night names only the price its members pay.
 */
export function admissionText(event: Admitted): string | null {
  const required = event.membershipRequired;
  const member = event.memberPrice != null && event.memberPrice < event.price ? event.memberPrice : null;
  if (required === 'free') {
    if (event.price === 0 || member === null) return null;
    return `Open to everyone: ${formatDollars(event.price)}, or ${formatDollars(member)} for ${whoMay.premium}.`;
  }
  // Every tier that may come to a members' night pays the member price, when there is one.
  const paid = priceFor(event, required).cents;
  return paid === 0
    ? `For ${whoMay[required]} only, free.`
    : `For ${whoMay[required]} only: ${formatDollars(paid)} a ticket.`;
}
