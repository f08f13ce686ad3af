import { toast } from '../../components/ui/toast-store';
import { ApiError } from '../../lib/api-error';

/** A refused or failed change of the member area, said in a toast with the server's reason. */
export function showAccountError(error: unknown) {
  toast({
    title: 'Something went wrong',
    description: error instanceof ApiError ? error.message : 'Please try again later',
    variant: 'destructive',
  });
}
