import type { z } from 'zod';
import { toast } from '../../components/ui/toast-store';
import { serverMessage } from '../../lib/api-request';
import { httpStatusOf } from './admin-session';

/** The first message per field of a failed parse, for the form's inline errors. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * A failed admin call: the destructive "Error" toast of spec §8 with its text, and the server's
 * reason (for the form to show beside it), unless the session ended (the dashboard says that).
 */
export function reportFailure(error: unknown, description: string): string | null {
  if (httpStatusOf(error) === 401) return null;
  toast({ title: 'Error', description, variant: 'destructive' });
  return serverMessage(error);
}

export function toastSuccess(title: string, description: string): void {
  toast({ title, description });
}

/** A FormData field as text ('' when absent). */
export const textOf = (data: FormData, name: string) => String(data.get(name) ?? '');
