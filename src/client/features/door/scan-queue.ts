import type { CheckInRequest } from './door-request';

// Scans made while the phone is offline wait here (in localStorage, so a reload keeps them) with
// the time they were made, and are sent when the connection is back. Each has an id of its own,
// so a flush already sending it does not send it again; should an answer be lost and a scan be
// sent twice, the server checks a ticket in once anyway.

export interface QueuedScan extends CheckInRequest {
  clientId: string;
  scannedAt: string;
  /** The name shown while it waits (known when it was chosen from a search). */
  name?: string;
}

const KEY = 'mesc.doorQueue';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function queuedScans(): QueuedScan[] {
  try {
    const list = JSON.parse(storage()?.getItem(KEY) ?? '[]');
    return Array.isArray(list) ? (list as QueuedScan[]) : [];
  } catch {
    return [];
  }
}

function save(list: QueuedScan[]) {
  storage()?.setItem(KEY, JSON.stringify(list));
}

/** A random id (crypto.randomUUID needs a secure page; this does not). */
function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const sameTicket = (a: CheckInRequest, b: CheckInRequest) =>
  (a.code !== undefined && a.code === b.code) || (a.ticketId !== undefined && a.ticketId === b.ticketId);

/** Queues a scan, once per ticket: the queued one is answered when it is, a second would only repeat it. */
export function queueScan(request: CheckInRequest & { name?: string }, scannedAt: Date): QueuedScan {
  const list = queuedScans();
  const waiting = list.find((scan) => sameTicket(scan, request));
  if (waiting) return waiting;
  const scan: QueuedScan = { ...request, clientId: newClientId(), scannedAt: scannedAt.toISOString() };
  save([...list, scan]);
  return scan;
}

export function unqueue(clientId: string) {
  save(queuedScans().filter((scan) => scan.clientId !== clientId));
}

const sending = new Set<string>();

/**
 * Sends the queued scans in the order they were made, each by one flush at a time; `send` answers
 * whether the scan is done with (answered or refused for good) or must wait (still offline).
 * Stops at the first that must wait.
 */
export async function flushQueue(send: (scan: QueuedScan) => Promise<'done' | 'wait'>): Promise<void> {
  for (const scan of queuedScans()) {
    if (sending.has(scan.clientId)) continue;
    sending.add(scan.clientId);
    try {
      if ((await send(scan)) === 'wait') return;
      unqueue(scan.clientId);
    } finally {
      sending.delete(scan.clientId);
    }
  }
}
