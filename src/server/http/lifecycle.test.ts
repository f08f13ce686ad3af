import { describe, expect, it } from 'vitest';
import { ServerLifecycle } from './lifecycle';

// A clock the test moves: each sleep moves it on, and `during` sends requests at the times given.
function fakeClock(requestsAt: number[], lifecycle: ServerLifecycle) {
  let now = 1_000_000;
  const start = now;
  const pending = [...requestsAt].sort((a, b) => a - b);
  return {
    now: () => now,
    elapsed: () => now - start,
    async sleep(ms: number) {
      const until = now + ms;
      while (pending.length > 0 && start + pending[0] <= until) {
        now = start + (pending.shift() as number);
        lifecycle.requested(now);
      }
      now = until;
    },
  };
}

describe('a process draining before it stops', () => {
  it('drains for the time set when no request comes meanwhile', async () => {
    const lifecycle = new ServerLifecycle();
    const clock = fakeClock([], lifecycle);
    await lifecycle.drainFor(3000, clock);
    expect(lifecycle.draining).toBe(true);
    expect(clock.elapsed()).toBe(3000);
  });

  it('drains on while the proxy still sends requests, until it has sent none for half a second', async () => {
    const lifecycle = new ServerLifecycle();
    const clock = fakeClock([2500, 2900, 3300, 3700], lifecycle);
    await lifecycle.drainFor(3000, clock);
    expect(clock.elapsed()).toBeGreaterThanOrEqual(3700 + 500);
    expect(clock.elapsed()).toBeLessThan(3700 + 1000);
  });

  it('stops draining at four times the time set however long requests keep coming', async () => {
    const lifecycle = new ServerLifecycle();
    const clock = fakeClock(
      Array.from({ length: 200 }, (_, i) => i * 100),
      lifecycle,
    );
    await lifecycle.drainFor(3000, clock);
    expect(clock.elapsed()).toBe(12_000);
  });
});
