import type { CheckoutDetails, MembershipPaymentStart } from '../../../shared/membership';
import type { MembershipTier } from '../../../shared/membership-tiers';
import { formatDollars } from '../../../shared/money';
import { CardPayment } from '../payments';
import { membershipReturnUrl } from './return-url';

/** Checkout, step two: the payment form of the configured provider, for the chosen tier's price. */
export function PaymentScreen({
  tier,
  start,
  details,
}: {
  tier: MembershipTier;
  /** The server's answer: what is charged today (half the price for a new member's first month). */
  start: MembershipPaymentStart;
  details: CheckoutDetails;
}) {
  const returnUrl = membershipReturnUrl(window.location.origin, tier.id, details);
  const { clientSecret } = start;
  const amount = formatDollars(start.amountDue);
  const monthly = formatDollars(tier.priceInCents);
  return (
    <div className="grid gap-5">
      <div>
        <h2 tabIndex={-1} className="font-display text-4xl tracking-wide outline-none">
          Payment
        </h2>
        {start.introductory && (
          <p className="mt-2 inline-block rounded-full border border-teal/60 px-3 py-1 text-sm font-semibold text-teal">
            New member offer: your first month is 50% off
          </p>
        )}
        <p className="mt-1 text-sm text-muted">
          {tier.label} for {details.name} ({details.email}): {amount} today
          {start.introductory ? ' for your first month' : ''}, then {monthly} every month until you cancel.
        </p>
      </div>
      <CardPayment clientSecret={clientSecret} returnUrl={returnUrl} amount={amount} />
    </div>
  );
}
