import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { PaymentConfig, TestCardPayment } from '../../../shared/membership';
import { apiJson, getJson } from '../../lib/api-request';

// The card payment's data, for whatever is paid (a membership, a ticket order): which provider is
// configured, and the test provider's card form.

export const paymentKeys = {
  all: ['payments'] as const,
  config: () => [...paymentKeys.all, 'config'] as const,
};

/** Test mode or Stripe (with its publishable key); the server prefetches it for the tier pages. */
export const paymentConfigQuery = queryOptions({
  queryKey: paymentKeys.config(),
  queryFn: () => getJson<PaymentConfig>('/api/payments/config'),
});

export function usePaymentConfig() {
  return useQuery(paymentConfigQuery);
}

/** The test provider's card form. */
export const testCardPaymentMutation = mutationOptions({
  mutationFn: (payment: TestCardPayment) =>
    apiJson<{ paymentIntentId: string }>('POST', '/api/test-payments/pay', payment),
});

export function usePayWithTestCard() {
  return useMutation(testCardPaymentMutation);
}

// The reading of the provider's return address is here rather than in index.ts: the pages a
// provider returns to (home, /payment-success) read it without loading the card forms.
export { type PaymentReturn, readPaymentReturn } from './return-url';
