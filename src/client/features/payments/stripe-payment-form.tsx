import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { Lock } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { buttonClass } from '../../components/ui/button-styles';
import { toast } from '../../components/ui/toast-store';
import { PaymentFailure } from './payment-failure';
import { paymentElementOptions } from './stripe-options';

// This module is the payment screen's own chunk. The "pure" entry adds Stripe.js to the page only
// when loadStripe() runs, i.e. when a visitor reaches the payment step with Stripe configured.

let stripePromise: Promise<Stripe | null> | null = null;

interface Props {
  publishableKey: string;
  clientSecret: string;
  returnUrl: string;
  amount: string;
  /** Given: the browser stays when the payment needs no redirect, and the payment is handed here. */
  onPaid?: (paymentIntentId: string) => void;
}

/** The Payment Element in the club's neon colours, confirmed with the club's return URL (see return-url.ts). */
export default function StripePaymentForm({
  publishableKey,
  clientSecret,
  returnUrl,
  amount,
  onPaid,
}: Props) {
  stripePromise ??= loadStripe(publishableKey).catch(() => null);
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    // Stripe.js can be blocked (an extension, a network filter): say so instead of an empty form.
    stripePromise?.then((stripe) => {
      if (stripe) return;
      stripePromise = null; // the next visit to the payment screen tries again
      setUnavailable(true);
      toast({ title: 'Payment Error', description: 'Something went wrong', variant: 'destructive' });
    });
  }, []);
  if (unavailable) {
    return (
      <p role="alert" className="rounded-lg border border-red/50 bg-red/10 px-4 py-3 text-sm text-red">
        The secure payment form could not load. Please check your connection, allow js.stripe.com, and try
        again.
      </p>
    );
  }
  return (
    <Elements
      stripe={stripePromise}
      options={{
        clientSecret,
        appearance: {
          theme: 'night',
          variables: {
            colorPrimary: '#ff2d95',
            colorBackground: '#07070c',
            colorText: '#f5f5fa',
            colorTextSecondary: '#a1a1b5',
            colorDanger: '#ff4d5e',
            borderRadius: '8px',
            fontFamily: 'Inter, system-ui, sans-serif',
          },
        },
      }}
    >
      <PayForm returnUrl={returnUrl} amount={amount} onPaid={onPaid} />
    </Elements>
  );
}

function PayForm({ returnUrl, amount, onPaid }: Pick<Props, 'returnUrl' | 'amount' | 'onPaid'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [processing, setProcessing] = useState(false);
  // Said in the form too: in a dialog, the toast behind it is hidden from screen readers.
  const [failure, setFailure] = useState<string | null>(null);
  const failureId = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!stripe || !elements) {
      toast({ title: 'Payment Error', description: 'Something went wrong', variant: 'destructive' });
      return;
    }
    setProcessing(true);
    setFailure(null);
    try {
      // On success the browser leaves for the return URL (with onPaid: only when the payment method
      // needs a redirect, such as 3-D Secure); a failure comes back here.
      const confirmParams = { return_url: returnUrl };
      const result = onPaid
        ? await stripe.confirmPayment({ elements, confirmParams, redirect: 'if_required' })
        : await stripe.confirmPayment({ elements, confirmParams });
      if ('paymentIntent' in result && result.paymentIntent && onPaid) {
        onPaid(result.paymentIntent.id);
      } else if (result.error) {
        const message = result.error.message ?? 'Please try again';
        setFailure(message);
        toast({ title: 'Payment Failed', description: message, variant: 'destructive' });
      }
    } catch {
      toast({ title: 'Error', description: 'Payment processing failed', variant: 'destructive' });
    } finally {
      setProcessing(false);
    }
  };

  return (
    <form onSubmit={submit} method="post" className="grid gap-5">
      <PaymentElement options={paymentElementOptions} />
      <PaymentFailure id={failureId} message={failure} />
      <button
        type="submit"
        disabled={processing || !stripe}
        aria-describedby={failure ? failureId : undefined}
        className={`${buttonClass('primary', 'lg')} w-full`}
      >
        <Lock aria-hidden size={18} />
        {processing ? 'Processing...' : `Pay ${amount}`}
      </button>
      <p className="text-center text-xs text-muted">Payments are processed securely by Stripe.</p>
    </form>
  );
}
