import { lazy, Suspense, useEffect, useState } from 'react';
import { type PaymentReturn, readPaymentReturn } from '../payments/api';

const PaymentReturnDialog = lazy(() =>
  import('./payment-return-dialog').then((m) => ({ default: m.PaymentReturnDialog })),
);

/**
 * The return from the payment provider, on the home page, /membership and /payment-success: when the provider sends the
 * browser back with a payment, the payment is confirmed. Only such a visit loads the dialog.
 */
export function PaymentReturnHandler() {
  const [back, setBack] = useState<PaymentReturn | null>(null);
  useEffect(() => {
    setBack(readPaymentReturn(window.location.pathname, window.location.search));
  }, []);
  if (!back) return null;
  return (
    <Suspense fallback={null}>
      <PaymentReturnDialog back={back} />
    </Suspense>
  );
}
