import { useMutation } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast-store';
import { ApiError } from '../../lib/api-error';
import { subscribeMutation } from './api';

/**
 * The popup's sign-up, with its toasts: welcome and "check your inbox" (the address is on the
 * list once the e-mail's link is used), or why it failed.
 */
export function useSubscribe() {
  return useMutation({
    ...subscribeMutation,
    onSuccess: () =>
      toast({
        title: 'Welcome to the Elite!',
        description:
          'Check your inbox: confirm your address from our e-mail to get event news and member offers.',
      }),
    onError: (error) =>
      toast({
        title: 'Subscription Failed',
        description: error instanceof ApiError ? error.message : 'Please try again later',
        variant: 'destructive',
      }),
  });
}
