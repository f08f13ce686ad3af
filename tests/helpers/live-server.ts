import type { Event } from '../../src/shared/events';
import { ADMIN_PASSWORD } from './admin';

// Talking to a server process over real HTTP, as a browser or the dashboard would.

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** Signs in to the dashboard's API (the server runs with ADMIN_PASSWORD) and answers the auth header. */
export async function adminHeaders(base: string): Promise<Record<string, string>> {
  const response = await postJson(`${base}/api/admin/login`, { password: ADMIN_PASSWORD });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** A free event a month from now with this many seats, created as staff would. */
export async function createEvent(
  base: string,
  headers: Record<string, string>,
  title: string,
  maxAttendees: number,
): Promise<Event> {
  const response = await postJson(
    `${base}/api/admin/events`,
    {
      title,
      description: `${title}, made by a test`,
      category: 'NBA',
      date: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      price: 0,
      maxAttendees,
    },
    headers,
  );
  if (response.status !== 201) throw new Error(`event not created: ${await response.text()}`);
  return (await response.json()) as Event;
}

export async function publicEvents(base: string): Promise<Event[]> {
  return (await (await fetch(`${base}/api/events`)).json()) as Event[];
}
