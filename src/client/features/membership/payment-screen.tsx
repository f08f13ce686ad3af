import { lazy, Suspense } from 'react';
import type { CheckoutDetails } from '../../../shared/membership';
import type { MembershipTier } from '../../../shared/membership-tiers';
import { formatDollars } from '../../../shared/money';
import { Spinner } from '../../components/ui/spinner';
import { usePaymentConfig } from './api';
import { membershipReturnUrl } from './return-url';
import { TestCardForm } from './test-card-form';

// Stripe.js and its React bindings live in their own chunk, fetched only when this screen shows a
// Stripe payment: no other page (and no test-mode payment) ever loads them.
const StripePaymentForm = lazy(() => import('./stripe-payment-form'));

/** Checkout, step two: the payment form of the configured provider, for the chosen tier's price. */
export function PaymentScreen({
  tier,
  clientSecret,
  details,
}: {
  tier: MembershipTier;
  clientSecret: string;
  details: CheckoutDetails;
}) {
  const { data: config } = usePaymentConfig();
  const returnUrl = membershipReturnUrl(window.location.origin, tier.id, details);
  const amount = formatDollars(tier.priceInCents);
  return (
    <div className="grid gap-5">
      <div>
        <h2 tabIndex={-1} className="font-display text-4xl tracking-wide outline-none">
          Payment
        </h2>
        <p className="mt-1 text-sm text-muted">
          {tier.label} for {details.name} ({details.email}): {amount} today, then {amount} every month until
          you cancel.
        </p>
      </div>
      {!config ? (
        <Spinner label="Loading the payment form" />
      ) : config.provider === 'stripe' && config.publishableKey ? (
        <Suspense fallback={<Spinner label="Loading the secure payment form" />}>
          <StripePaymentForm
            publishableKey={config.publishableKey}
            clientSecret={clientSecret}
            returnUrl={returnUrl}
            amount={amount}
          />
        </Suspense>
      ) : (
        <TestCardForm clientSecret={clientSecret} returnUrl={returnUrl} amount={amount} />
      )}
    </div>
  );
}
