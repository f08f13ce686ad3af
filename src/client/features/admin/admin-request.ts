import { isRetryableStatus, UPLOAD_RETRY_DELAYS_MS } from '../../../shared/uploads';
import { statusOf } from '../../lib/api-error';
import { apiRequest } from '../../lib/api-request';
import { endAdminSession } from './admin-session';

/** apiRequest for the admin API: a 401 ends the session in this browser before the error goes on. */
export async function adminRequest(method: string, url: string, body?: unknown): Promise<Response> {
  try {
    return await apiRequest(method, url, body);
  } catch (error) {
    if (statusOf(error) === 401) endAdminSession();
    throw error;
  }
}

export async function adminJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  return (await adminRequest(method, url, body)).json() as Promise<T>;
}

/**
 * A read of the admin API for a list. A failure says what failed ("Failed to fetch paid
 * members"...), except a 401, which ends the session.
 */
export async function adminGet<T>(path: string, failure: string): Promise<T> {
  try {
    return await adminJson<T>('GET', path);
  } catch (error) {
    throw statusOf(error) === 401 ? error : new Error(failure);
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Our upload endpoints are called with the widget's retry schedule: again after 0, 1000, 3000 and
 * 5000 ms on 408, 409, 418, 423, 429, 5xx (not 501, 505) or a network failure.
 */
export async function withUploadRetries<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      const status = statusOf(error);
      const retryable = status === null || isRetryableStatus(status);
      if (!retryable || attempt >= UPLOAD_RETRY_DELAYS_MS.length) throw error;
      await wait(UPLOAD_RETRY_DELAYS_MS[attempt]);
    }
  }
}

/** Downloads a CSV of the admin API: fetched with the token, then saved under its name. */
export async function downloadCsv(path: string, fileName: string): Promise<void> {
  const blob = await (await adminRequest('GET', path)).blob();
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
