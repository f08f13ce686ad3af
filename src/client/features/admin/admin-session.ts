import { useMutation } from '@tanstack/react-query';
import { ADMIN_TOKEN_KEY, type LoginAnswer, type LoginInput } from '../../../shared/admin-auth';
import { apiRequest } from '../../lib/api-request';

// The admin token lives in localStorage under adminToken (spec §3). When the server says the
// session is over (401), the token is dropped and whoever listens (the dashboard) is told.

const listeners = new Set<() => void>();

export function saveAdminToken(token: string): void {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, token);
}

export function clearAdminToken(): void {
  try {
    window.localStorage.removeItem(ADMIN_TOKEN_KEY);
  } catch {
    // Storage can be unavailable (private mode): there is then no token to remove either.
  }
}

/** The server refused the token: forget it and tell the dashboard. */
export function endAdminSession(): void {
  clearAdminToken();
  for (const listener of listeners) listener();
}

export function onAdminSessionEnded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export { statusOf as httpStatusOf } from '../../lib/api-error';

export function useAdminLogin() {
  return useMutation({
    mutationFn: async (input: LoginInput) =>
      (await apiRequest('POST', '/api/admin/login', input)).json() as Promise<LoginAnswer>,
    onSuccess: ({ token }) => saveAdminToken(token),
  });
}

export function useAdminLogout() {
  return useMutation({
    // The server revokes the token; whether or not it answers, this browser forgets it.
    mutationFn: () => apiRequest('POST', '/api/admin/logout'),
    onSettled: () => clearAdminToken(),
  });
}
