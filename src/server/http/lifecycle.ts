// A process told to stop while it runs behind a proxy with other processes (docs/deploy.md) first
// *drains*: /healthz and /readyz answer 503 "draining", so the proxy's health checks send new
// requests elsewhere, and every answer closes its connection after it, so no kept-alive
// connection is left for the proxy to reuse at the moment the process closes it. The drain lasts
// its set time, and longer while requests other than health checks still come (a proxy on a
// loaded machine notices late), up to four times the set time. Then the process closes as usual:
// what is in flight finishes, and the database closes last.

/** Requests this long apart mean the proxy has stopped sending them. */
const QUIET_MS = 500;

export class ServerLifecycle {
  private drainingSince: number | undefined;
  private lastRequestAt = 0;

  /** Told to stop: from now on it drains. */
  drain(now = Date.now()): void {
    this.drainingSince ??= now;
  }

  get draining(): boolean {
    return this.drainingSince !== undefined;
  }

  /** A request came while draining (the server calls it for all but health checks). */
  requested(now = Date.now()): void {
    this.lastRequestAt = now;
  }

  /** Drains for `ms`, then until the proxy has sent nothing for a moment, or four times `ms` passed. */
  async drainFor(
    ms: number,
    clock: { now(): number; sleep(ms: number): Promise<void> } = realClock,
  ): Promise<void> {
    this.drain(clock.now());
    const since = this.drainingSince ?? clock.now();
    await clock.sleep(Math.max(0, since + ms - clock.now()));
    while (clock.now() - this.lastRequestAt < QUIET_MS && clock.now() - since < 4 * ms) {
      await clock.sleep(Math.min(QUIET_MS, Math.max(1, since + 4 * ms - clock.now())));
    }
  }
}

const realClock = {
  now: () => Date.now(),
  sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
};
