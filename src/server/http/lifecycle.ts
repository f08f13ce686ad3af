// A process told to stop while it runs behind a proxy with other processes (docs/deploy.md) first
// *drains*: /healthz and /readyz answer 503 "draining", so the proxy's health checks send new
// requests elsewhere, and every answer closes its connection after it, so no kept-alive
// connection is left for the proxy to reuse at the moment the process closes it. Then the
// process closes as usual: what is in flight finishes, and the database closes last.

export class ServerLifecycle {
  private drainingSince: number | undefined;

  /** Told to stop: from now on it drains. */
  drain(): void {
    this.drainingSince ??= Date.now();
  }

  get draining(): boolean {
    return this.drainingSince !== undefined;
  }
}
