import { AsyncLocalStorage } from 'node:async_hooks';
import { busyError, type HttpError } from '../errors';
import { budgetAddress } from './client-key';
import { requestClient } from './request-client';

// Work that no cache answers (a page rendered for an address never seen, a search never made)
// costs the process's one thread, and a stranger can ask for a new address every time. So it
// passes this gate: at most `concurrency` at once in the process, a short line behind them, and
// past that, or after `waitMs` in line, a 503 with Retry-After. Cached answers, static files and
// /healthz never come here (docs/pages-and-rendering.md, decision 0021).

export interface WorkGateLimits {
  /** Pieces of uncached work running at once. */
  concurrency: number;
  /** Pieces waiting for a turn, from every client together. */
  queue: number;
  /** How long a piece may wait in line before it is refused. */
  waitMs: number;
}

export interface WorkGateCounts {
  running: number;
  waiting: number;
  /** Admitted since the start: run at once or after waiting. */
  admitted: number;
  /** Refused since the start: the line full, or the wait too long. */
  refused: number;
}

/** Runs a piece of uncached work, or refuses it with a 503 (WorkGate; a test's gate may admit all). */
export interface Gate {
  run<T>(work: () => Promise<T>): Promise<T>;
}

/** A gate that admits everything at once (a cache made outside an app, in a unit test). */
export const openGate: Gate = { run: (work) => work() };

interface Waiter {
  client: string;
  admit: () => void;
  refuse: () => void;
  timer: ReturnType<typeof setTimeout>;
}

export class WorkGate implements Gate {
  private running = 0;
  /**
   * The line, per client, clients in the order they are next served: each turn goes to the first
   * client, which then goes to the back if it still has work waiting. A stranger sending fifty
   * requests gets one turn in each round like a visitor sending one, so the visitor's search is
   * answered next, not after the stranger's fifty.
   */
  private readonly waiting = new Map<string, Waiter[]>();
  private waitingCount = 0;
  private admittedCount = 0;
  private refusedCount = 0;
  /** Set inside admitted work: what it starts (a page's lists) runs on its turn, not another. */
  private readonly holding = new AsyncLocalStorage<boolean>();

  constructor(
    private readonly limits: WorkGateLimits,
    /** Whose work this is: the request's client, an IPv6 one by its /64 as budgets count it. */
    private readonly clientOf: () => string = () => {
      const ip = requestClient();
      return ip === null ? '' : budgetAddress(ip);
    },
  ) {}

  /** Seconds a refused client is told to wait (Retry-After): the line's wait, at least one. */
  get retryAfterSeconds(): number {
    return Math.max(1, Math.ceil(this.limits.waitMs / 1000));
  }

  get counts(): WorkGateCounts {
    return {
      running: this.running,
      waiting: this.waitingCount,
      admitted: this.admittedCount,
      refused: this.refusedCount,
    };
  }

  /**
   * Runs `work` on a turn of its own, or throws the 503 of a busy site. A turn starts on the
   * event loop's next go, after the requests that arrived meanwhile were read: the embedded
   * database answers without waiting on I/O, so a render runs from start to end in one go, and
   * fifty of them started where their requests were read would all run before a health check or
   * a cached page read in the same go could be answered. So the bound is also on how much
   * uncached work one go of the event loop does: `concurrency` pieces at most.
   */
  async run<T>(work: () => Promise<T>): Promise<T> {
    // Work started by work already admitted is part of it: waiting for a second turn could leave
    // every turn held by work waiting on its own parts.
    if (this.holding.getStore()) return work();
    await this.enter(this.clientOf());
    try {
      return await this.holding.run(true, work);
    } finally {
      this.leave();
    }
  }

  /** The error a refused piece of work answers: 503 `service_unavailable` with Retry-After. */
  busy(): HttpError {
    return busyError(this.retryAfterSeconds);
  }

  private enter(client: string): Promise<void> {
    if (this.running < this.limits.concurrency && this.waitingCount === 0) {
      this.running += 1;
      this.admittedCount += 1;
      return new Promise((resolve) => setImmediate(resolve));
    }
    if (this.waitingCount >= this.limits.queue && !this.makeRoomFor(client)) {
      this.refusedCount += 1;
      return Promise.reject(this.busy());
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        client,
        admit: () => resolve(),
        refuse: () => reject(this.busy()),
        timer: setTimeout(() => this.drop(waiter), this.limits.waitMs),
      };
      const line = this.waiting.get(client);
      if (line) line.push(waiter);
      else this.waiting.set(client, [waiter]);
      this.waitingCount += 1;
    });
  }

  /**
   * With the line full, a client with fewer pieces waiting than the client with the most takes
   * the place of that client's latest: a flood fills the line, but cannot keep others out of it.
   */
  private makeRoomFor(client: string): boolean {
    const own = this.waiting.get(client)?.length ?? 0;
    let longest: Waiter[] | undefined;
    for (const line of this.waiting.values()) if (!longest || line.length > longest.length) longest = line;
    const last = longest?.at(-1);
    if (!last || longest === undefined || longest.length <= own + 1) return false;
    this.drop(last);
    return true;
  }

  /** Takes a waiter out of the line and refuses it (its wait ran out, or its place was taken). */
  private drop(waiter: Waiter) {
    const line = this.waiting.get(waiter.client);
    const at = line?.indexOf(waiter) ?? -1;
    if (!line || at === -1) return;
    line.splice(at, 1);
    if (line.length === 0) this.waiting.delete(waiter.client);
    this.waitingCount -= 1;
    this.refusedCount += 1;
    clearTimeout(waiter.timer);
    waiter.refuse();
  }

  /** A turn ends: the next client in line gets it (on a later go of the event loop, see `run`). */
  private leave() {
    const next = this.waiting.entries().next();
    if (next.done) {
      this.running -= 1;
      return;
    }
    const [client, line] = next.value;
    const waiter = line.shift() as Waiter;
    this.waiting.delete(client);
    // To the back of the line of clients, if it has more waiting.
    if (line.length > 0) this.waiting.set(client, line);
    this.waitingCount -= 1;
    this.admittedCount += 1;
    clearTimeout(waiter.timer);
    // The turn stays taken until then: nothing can slip in ahead of the waiter.
    setImmediate(waiter.admit);
  }
}
