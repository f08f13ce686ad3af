import { afterEach, describe, expect, it, vi } from 'vitest';

// Each test loads its own copy of the store, so no toast leaks from one test into the next.
afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
});

describe('the toast store', () => {
  it('shows at most one toast: a new one replaces the old', async () => {
    const store = await import('./toast-store');
    store.toast({ title: 'RSVP Confirmed!' });
    store.toast({ title: 'Message Sent!' });
    expect(store.peekToasts().map((t) => t.title)).toEqual(['Message Sent!']);
  });

  it('removes a dismissed toast after 1,000,000 ms', async () => {
    vi.useFakeTimers();
    const store = await import('./toast-store');
    const id = store.toast({ title: 'Logged out' });
    store.dismissToast(id);
    expect(store.peekToasts()).toEqual([expect.objectContaining({ id, open: false })]);
    vi.advanceTimersByTime(999_999);
    expect(store.peekToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.peekToasts()).toHaveLength(0);
  });
});
