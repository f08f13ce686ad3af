import { mutationOptions, queryOptions, useMutation } from '@tanstack/react-query';
import type { LoginAnswer, LoginInput, SessionAnswer } from '../../../shared/admin-auth';
import type { SignInCode } from '../../../shared/members';
import type { StaffSignInAnswer } from '../../../shared/staff';
import { apiJson, apiRequest } from '../../lib/api-request';
import { adminKeys } from './admin-keys';
import { adminJson, adminRequest } from './admin-request';
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

/** A staff member asks for a sign-in e-mail (the same answer for any address). */
export const staffSignInRequestMutation = mutationOptions({
  mutationFn: (email: string) => apiJson<{ message: string }>('POST', '/api/admin/sign-in', { email }),
});

/** A staff sign-in's answer: the session is kept; a second step still to come is answered as it is. */
const keepSession = (answer: StaffSignInAnswer) => {
  if ('token' in answer) saveAdminToken(answer.token);
};

/** The link from a staff member's e-mail opens their session in this browser (or asks for the app's code). */
export const staffLinkSignInMutation = mutationOptions({
  mutationFn: (token: string) => apiJson<StaffSignInAnswer>('POST', '/api/admin/sign-in/link', { token }),
  onSuccess: keepSession,
});

/** The code from a staff member's e-mail opens their session in this browser (or asks for the app's code). */
export const staffCodeSignInMutation = mutationOptions({
  mutationFn: (input: SignInCode) => apiJson<StaffSignInAnswer>('POST', '/api/admin/sign-in/code', input),
  onSuccess: keepSession,
});

/** The app's code (or a recovery code) finishes a sign-in waiting for it. */
export const staffSecondStepMutation = mutationOptions({
  mutationFn: (input: { token: string; code: string }) =>
    apiJson<LoginAnswer>('POST', '/api/admin/sign-in/second-step', input),
  onSuccess: keepSession,
});

/** The open session: its role (what the dashboard shows) and who it is. */
export const adminSessionQuery = queryOptions({
  queryKey: adminKeys.session(),
  queryFn: () => adminJson<SessionAnswer>('GET', '/api/admin/session'),
  // Refreshed with the rest of the dashboard: a role changed elsewhere ends this session (401).
});

/** Asks whether the stored token still holds; a 401 ends the session (admin-request.ts). */
export function checkAdminSession(): Promise<unknown> {
  return adminRequest('GET', '/api/admin/session');
}
