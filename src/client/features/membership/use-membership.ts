import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  ManagedMembership,
  MembershipPaymentRequest,
  PaidMember,
  PaymentConfig,
  TestCardPayment,
} from '../../../shared/membership';
import { apiRequest } from '../../lib/api-request';

/** Test mode or Stripe (with its publishable key); the server prefetches it for the tier pages. */
export const paymentConfigQuery = queryOptions<PaymentConfig>({ queryKey: ['/api/payments/config'] });

export function usePaymentConfig() {
  return useQuery(paymentConfigQuery);
}

const post = async <T>(url: string, body: unknown): Promise<T> =>
  (await apiRequest('POST', url, body)).json();

export function useStartMembershipPayment() {
  return useMutation({
    mutationFn: (request: MembershipPaymentRequest) =>
      post<{ clientSecret: string }>('/api/create-membership-payment', request),
  });
}

export function useConfirmMembershipPayment() {
  return useMutation({
    mutationFn: (paymentIntentId: string) =>
      post<{ member: PaidMember }>('/api/confirm-membership-payment', { paymentIntentId }),
  });
}

/** The test provider's card form. */
export function usePayWithTestCard() {
  return useMutation({
    mutationFn: (payment: TestCardPayment) =>
      post<{ paymentIntentId: string }>('/api/test-payments/pay', payment),
  });
}

/** The newsletter endpoint shared with the newsletter popup (spec §7). */
export function useNewsletterSignup() {
  return useMutation({
    mutationFn: (email: string) => post<unknown>('/api/newsletter/subscribe', { email }),
  });
}

export function useManagedMembership(token: string | null) {
  return useQuery({
    queryKey: ['membership-manage', token],
    queryFn: () => post<ManagedMembership>('/api/membership/manage', { token }),
    enabled: Boolean(token),
  });
}

export function useMembershipAction(action: 'portal' | 'cancel') {
  return useMutation({
    mutationFn: (token: string) =>
      post<{ url: string } & Partial<ManagedMembership>>(`/api/membership/${action}`, { token }),
  });
}
