import type { QueryFunction } from '@tanstack/react-query';

// The one request helper of spec §7-§8: credentials are sent, bodies are JSON, and a
// non-OK response becomes an Error whose message is "status: text" (or the status text).

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new Error(`${response.status}: ${text}`);
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

/** Message of an error thrown by apiRequest without its "status: " prefix, JSON unwrapped. */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const text = error.message.replace(/^\d{3}: /, '');
  try {
    const parsed = JSON.parse(text) as { message?: unknown };
    return typeof parsed.message === 'string' ? parsed.message : null;
  } catch {
    return text || null;
  }
}
