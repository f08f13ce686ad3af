import { toast } from '../../components/ui/toast-store';
import { ApiError, statusOf } from '../../lib/api-error';

/**
 * A failed admin call: the destructive "Error" toast with its text, and the server's reason (for
 * the form to show beside it), unless the session ended (the dashboard says that).
 */
export function reportFailure(error: unknown, description: string): string | null {
  if (statusOf(error) === 401) return null;
  toast({ title: 'Error', description, variant: 'destructive' });
  return error instanceof ApiError ? error.message : null;
}

export function toastSuccess(title: string, description: string): void {
  toast({ title, description });
}
