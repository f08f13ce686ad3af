import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  ManagedMembership,
  MembershipConfirmAnswer,
  MembershipPaymentRequest,
  MembershipPaymentStart,
} from '../../../shared/membership';
import { apiJson } from '../../lib/api-request';

export const membershipKeys = {
  all: ['membership'] as const,
  /** The membership behind a welcome e-mail's "Manage membership" link. */
  managed: (token: string | null) => [...membershipKeys.all, 'manage', token] as const,
};

/** Asked with the link's token (a POST: the token stays out of URLs and logs); none, no call. */
export function managedMembershipQuery(token: string | null) {
  return queryOptions({
    queryKey: membershipKeys.managed(token),
    queryFn: () => apiJson<ManagedMembership>('POST', '/api/membership/manage', { token }),
    enabled: Boolean(token),
  });
}

export function useManagedMembership(token: string | null) {
  return useQuery(managedMembershipQuery(token));
}

export const startMembershipPaymentMutation = mutationOptions({
  mutationFn: (request: MembershipPaymentRequest) =>
    apiJson<MembershipPaymentStart>('POST', '/api/create-membership-payment', request),
});

export const confirmMembershipPaymentMutation = mutationOptions({
  mutationFn: (paymentIntentId: string) =>
    apiJson<MembershipConfirmAnswer>('POST', '/api/confirm-membership-payment', { paymentIntentId }),
});

/** The manage page's buttons: the provider's billing portal, or cancelling at once. */
export const membershipActionMutation = (action: 'portal' | 'cancel') =>
  mutationOptions({
    mutationFn: (token: string) =>
      apiJson<{ url: string } & Partial<ManagedMembership>>('POST', `/api/membership/${action}`, { token }),
  });

export function useStartMembershipPayment() {
  return useMutation(startMembershipPaymentMutation);
}

export function useConfirmMembershipPayment() {
  return useMutation(confirmMembershipPaymentMutation);
}

export function useMembershipAction(action: 'portal' | 'cancel') {
  return useMutation(membershipActionMutation(action));
}
