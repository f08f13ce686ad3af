import type { CheckInAnswer, DoorState } from '../../../shared/tickets-schema';
import { ApiError } from '../../lib/api-error';

// The door's requests: each carries the door link's secret (`Authorization: Door <secret>`), never
// a cookie or the admin token. A refusal is an ApiError; a phone without a connection gets the
// fetch's own TypeError, which the screen reads as "offline".

export interface CheckInRequest {
  code?: string;
  ticketId?: number;
  /** When the phone scanned it: sent with a scan that waited in the offline queue. */
  scannedAt?: string;
}

/** A ticket as the door sees it. */
export type DoorTicket = DoorState['recent'][number];

async function doorRequest<T>(
  secret: string,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = { authorization: `Door ${secret}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'omit',
    cache: 'no-store',
  });
  if (!response.ok) throw await ApiError.of(response);
  return (await response.json()) as T;
}

export const fetchDoorState = (secret: string) => doorRequest<DoorState>(secret, 'GET', '/api/door');

export const postCheckIn = (secret: string, request: CheckInRequest) =>
  doorRequest<CheckInAnswer>(secret, 'POST', '/api/door/check-in', request);

export const searchDoor = (secret: string, q: string) =>
  doorRequest<{ tickets: DoorTicket[] }>(secret, 'GET', `/api/door/search?q=${encodeURIComponent(q)}`);

/** The request never reached the server (no connection): a scan then waits in the queue. */
export const isOffline = (error: unknown) => !(error instanceof ApiError);
