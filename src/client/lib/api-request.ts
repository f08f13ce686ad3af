import type { QueryFunction } from '@tanstack/react-query';
import { ApiError } from './api-error';

// The one request helper: credentials are sent, bodies are JSON, and a non-OK response becomes an
// ApiError (status, message, body).

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  throw await ApiError.of(response);
}

export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  const token = readAdminToken();
  if (token && isAdminCall(url)) headers.authorization = `Bearer ${token}`;
  const response = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  });
  await throwIfNotOk(response);
  return response;
}

/** Calls that need the admin session: the admin API and the request for an upload URL (spec §7). */
export function isAdminCall(url: string): boolean {
  return url.startsWith('/api/admin') || url.startsWith('/api/objects/upload');
}

export function readAdminToken(): string | null {
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage.getItem('adminToken');
  } catch {
    return null;
  }
}

type On401 = 'returnNull' | 'throw';

/** The default query function: GET of the query key's parts joined with "/". */
export function getQueryFn<T>({ on401 }: { on401: On401 }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const url = queryKey.join('/');
    const token = readAdminToken();
    const response = await fetch(url, {
      credentials: 'include',
      headers: token && isAdminCall(url) ? { authorization: `Bearer ${token}` } : {},
    });
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

/** The server's message of a failed call, or null when the server was never reached. */
export function serverMessage(error: unknown): string | null {
  return error instanceof ApiError ? error.message : null;
}
