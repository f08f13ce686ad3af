import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-request';

/** The contact form's fields as the form holds them; the server checks them. */
export type ContactMessageInput = Record<string, FormDataEntryValue | null>;

export const sendContactMessageMutation = mutationOptions({
  mutationFn: (body: ContactMessageInput) => apiRequest('POST', '/api/contact', body),
});

export function useSendContactMessage() {
  return useMutation(sendContactMessageMutation);
}
