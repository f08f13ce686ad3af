import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-request';

/** The honeypot field `website` stays empty for people; bots fill it. */
export interface NewsletterSignup {
  email: string;
  website?: string;
}

/** The newsletter sign-up, shared by the popup and the free tier's optional e-mail. */
const subscribe = (body: NewsletterSignup) => apiRequest('POST', '/api/newsletter/subscribe', body);

export const subscribeMutation = mutationOptions({ mutationFn: subscribe });

/** The confirmation e-mail's link, used by one press (a POST with the link's token). */
export const confirmSubscriptionMutation = mutationOptions({
  mutationFn: (token: string) => apiRequest('POST', '/api/newsletter/confirm', { token }),
});

/** The e-mail's unsubscribe link, confirmed by one click (a POST with the link's token). */
export const unsubscribeMutation = mutationOptions({
  mutationFn: (input: { token: string }) => apiRequest('POST', '/api/newsletter/unsubscribe', input),
});

/** The free tier's optional e-mail: the sign-up with the address alone. */
export function useNewsletterSignup() {
  return useMutation({ mutationFn: (email: string) => subscribe({ email }) });
}
