import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ContactInput } from '../../../shared/contact';
import { apiRequest } from '../../lib/api-request';

export const sendContactMessageMutation = mutationOptions({
  mutationFn: (body: ContactInput) => apiRequest('POST', '/api/contact', body),
});

export function useSendContactMessage() {
  return useMutation(sendContactMessageMutation);
}
