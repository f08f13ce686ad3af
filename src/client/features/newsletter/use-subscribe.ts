import { useMutation } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast-store';
import { apiRequest, serverMessage } from '../../lib/api-request';

/** POST /api/newsletter/subscribe with the toasts of spec §8. */
export function useSubscribe() {
  return useMutation({
    mutationFn: (body: { email: string; website?: string }) =>
      apiRequest('POST', '/api/newsletter/subscribe', body),
    onSuccess: () =>
      toast({
        title: 'Welcome to the Elite!',
        description: "You're on the list for event news and member offers.",
      }),
    onError: (error) =>
      toast({
        title: 'Subscription Failed',
        description: serverMessage(error) ?? 'Please try again later',
        variant: 'destructive',
      }),
  });
}
