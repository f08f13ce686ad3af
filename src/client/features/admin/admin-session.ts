import { ADMIN_TOKEN_KEY } from '../../../shared/admin-auth';

// The admin token lives in localStorage under adminToken. When the server says the session is
// over (401), the token is dropped and whoever listens (the dashboard) is told. Logging in and
// out are the admin API's (api.ts).

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
