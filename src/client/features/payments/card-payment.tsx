import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { usePaymentConfig } from './api';
import { TestCardForm } from './test-card-form';

// Stripe.js and its React bindings live in their own chunk, fetched only when a payment form shows
// with Stripe configured: no other page (and no test-mode payment) ever loads them.
const StripePaymentForm = lazy(() => import('./stripe-payment-form'));

export interface CardPaymentProps {
  /** The provider's payment to pay (a membership's first invoice, a ticket order). */
  clientSecret: string;
  /** Where the provider sends the browser back after a payment that left the page. */
  returnUrl: string;
  /** What the Pay button says, formatted ("$50.00"): the server's amount. */
  amount: string;
  /** Given: the browser stays on the page when the payment allows it, and the payment id comes here. */
  onPaid?: (paymentIntentId: string) => void;
}

/** The card form of the configured provider: Stripe's Payment Element, or the test provider's form. */
export function CardPayment({ clientSecret, returnUrl, amount, onPaid }: CardPaymentProps) {
  const { data: config } = usePaymentConfig();
  if (!config) return <Spinner label="Loading the payment form" />;
  if (config.provider === 'stripe' && config.publishableKey) {
    return (
      <Suspense fallback={<Spinner label="Loading the secure payment form" />}>
        <StripePaymentForm
          publishableKey={config.publishableKey}
          clientSecret={clientSecret}
          returnUrl={returnUrl}
          amount={amount}
          onPaid={onPaid}
        />
      </Suspense>
    );
  }
  return <TestCardForm clientSecret={clientSecret} returnUrl={returnUrl} amount={amount} onPaid={onPaid} />;
}
