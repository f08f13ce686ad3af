import { ApiError } from './api-error';

// The one request helper: credentials are sent, bodies are JSON, and a non-OK response becomes an
// ApiError (status, message, body). Every query and mutation of the client's `features/*/api.ts`
// modules calls it; no query runs without a fetcher of its own (there is no default one).

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

/** apiRequest, then the answer's JSON. */
export async function apiJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  return (await apiRequest(method, url, body)).json() as Promise<T>;
}

/**
 * A GET of the API's JSON. With `failure`, a refusal of the server reads that text instead of the
 * server's (its status and body stay); a network failure goes on as it is.
 */
export async function getJson<T>(url: string, failure?: string): Promise<T> {
  try {
    return await apiJson<T>('GET', url);
  } catch (error) {
    if (failure && error instanceof ApiError) throw new ApiError(error.status, failure, error.body);
    throw error;
  }
}

/** Calls that need the admin session: the admin API and the request for an upload URL. */
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
