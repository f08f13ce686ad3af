import { beforeEach, describe, expect, it, vi } from 'vitest';
import { flushQueue, queuedScans, queueScan } from './scan-queue';

// The phone's storage, as a browser has it.
function fakeStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

beforeEach(() => {
  vi.stubGlobal('window', { localStorage: fakeStorage() });
});

describe('the offline queue of the door', () => {
  it('keeps each scan with its time, once per ticket however often it is scanned', () => {
    const at = new Date('2026-12-05T01:02:00Z');
    const first = queueScan({ code: 'abc' }, at);
    expect(queueScan({ code: 'abc' }, new Date())).toEqual(first);
    queueScan({ ticketId: 7, name: 'Ben Ortiz' }, at);
    expect(queuedScans()).toEqual([
      { code: 'abc', clientId: first.clientId, scannedAt: '2026-12-05T01:02:00.000Z' },
      expect.objectContaining({ ticketId: 7, name: 'Ben Ortiz' }),
    ]);
    expect(first.clientId).toMatch(/^[0-9a-f]{32}$/);
  });

  it('sends each queued scan once, even when two flushes start together, and keeps what could not be sent', async () => {
    queueScan({ code: 'a' }, new Date());
    queueScan({ code: 'b' }, new Date());
    queueScan({ code: 'c' }, new Date());
    const sent: string[] = [];
    const send = async (scan: { code?: string }) => {
      sent.push(scan.code ?? '');
      await new Promise((resolve) => setTimeout(resolve, 5));
      return scan.code === 'c' ? ('wait' as const) : ('done' as const);
    };
    await Promise.all([flushQueue(send), flushQueue(send)]);
    expect(sent.sort()).toEqual(['a', 'b', 'c']);
    expect(queuedScans().map((scan) => scan.code)).toEqual(['c']);
  });
});
