import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { LoginAnswer, LoginInput } from '../../../shared/admin-auth';
import { apiJson, apiRequest } from '../../lib/api-request';
import { adminRequest } from './admin-request';
import { clearAdminToken, saveAdminToken } from './admin-session';

// The session: log in, log out, and ask whether a stored token still holds. Each domain of the
// dashboard keeps its own queries and changes in its folder (events/api.ts, members/api.ts...).

export const adminLoginMutation = mutationOptions({
  mutationFn: (input: LoginInput) => apiJson<LoginAnswer>('POST', '/api/admin/login', input),
  onSuccess: ({ token }) => saveAdminToken(token),
});

export const adminLogoutMutation = mutationOptions({
  // The server revokes the token; whether or not it answers, this browser forgets it.
  mutationFn: () => apiRequest('POST', '/api/admin/logout'),
  onSettled: () => clearAdminToken(),
});

export function useAdminLogin() {
  return useMutation(adminLoginMutation);
}

export function useAdminLogout() {
  return useMutation(adminLogoutMutation);
}

/** Asks whether the stored token still holds; a 401 ends the session (admin-request.ts). */
export function checkAdminSession(): Promise<unknown> {
  return adminRequest('GET', '/api/admin/session');
}
