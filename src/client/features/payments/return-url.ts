// The round trip through the payment provider (docs/membership-and-payments.md): the browser leaves for the
// provider with a return address, and comes back to it with the payment's id and client secret.

/** What the test provider adds on the way back, as Stripe does after confirmPayment. */
export function withPaymentResult(returnUrl: string, paymentIntentId: string, clientSecret: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set('payment_intent', paymentIntentId);
  url.searchParams.set('payment_intent_client_secret', clientSecret);
  url.searchParams.set('redirect_status', 'succeeded');
  return url.toString();
}

const RETURN_PARAMS = [
  'payment',
  'tier',
  'name',
  'email',
  'payment_intent',
  'payment_intent_client_secret',
  'redirect_status',
];

export interface PaymentReturn {
  /** Null when the address has return parameters but no payment to confirm (nothing to ask). */
  paymentIntentId: string | null;
  /** 'succeeded', 'processing' or 'failed' from Stripe; null when the provider gave none. */
  redirectStatus: string | null;
  /** The address without the return's parameters (names, e-mails and secrets leave the bar). */
  cleanPath: string;
}

/** The return in the address, or null when the address is not a payment return. A payment is
 * confirmed only when both its id and its client secret came back, as the provider sends them. */
export function readPaymentReturn(pathname: string, search: string): PaymentReturn | null {
  const params = new URLSearchParams(search);
  if (!RETURN_PARAMS.some((name) => params.has(name))) return null;
  const hasSecret = Boolean(params.get('payment_intent_client_secret'));
  const paymentIntentId = hasSecret ? params.get('payment_intent') || null : null;
  const redirectStatus = params.get('redirect_status');
  for (const name of RETURN_PARAMS) params.delete(name);
  const rest = params.toString();
  return { paymentIntentId, redirectStatus, cleanPath: rest ? `${pathname}?${rest}` : pathname };
}
