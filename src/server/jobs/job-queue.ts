import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Database, Executor } from '../db/client';
import {
  claimDueJobs,
  completeJob,
  failJob,
  insertJob,
  type JobRow,
  type NewJob,
  nextRunAt,
  releaseAllJobs,
  releaseExpiredLeases,
  rescheduleJob,
} from './repository';

// A durable job queue in the app's own database (docs/jobs.md). Why not pg-boss or
// graphile-worker: both need a real PostgreSQL connection (LISTEN, advisory locks, their own
// connection pool), and the embedded database is PGlite, which has no wire protocol here. So a small
// table claimed with FOR UPDATE SKIP LOCKED, which both engines run the same way.

/** A failure that another try cannot mend (an address the mail server refuses): no retry. */
export class PermanentJobError extends Error {}

export interface JobHandler {
  run(payload: Record<string, unknown>, job: JobRow): Promise<void>;
  /** Called once when the job has failed for good (after its last attempt, or a permanent error). */
  onFailed?(payload: Record<string, unknown>, error: string): Promise<void>;
  /** A recurring job: after each run it is due again this many milliseconds later. */
  everyMs?: number;
}

export interface JobQueueOptions {
  /** How often an idle process looks for due jobs (jobs queued by another process). */
  pollMs?: number;
  /** The first retry's delay; each further retry waits twice as long, up to an hour. */
  retryBaseMs?: number;
  /** How long a claim lasts: a process killed mid-job leaves it to others after this. */
  leaseMs?: number;
  /** Jobs run at once in this process. */
  concurrency?: number;
  /** The embedded database has one process: jobs it held when it stopped are its own to retake. */
  singleProcess?: boolean;
  /** Told how each job run ended (/metrics counts them). */
  observe?: (kind: string, outcome: 'done' | 'retried' | 'failed') => void;
}

type Log = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

const MAX_RETRY_DELAY_MS = 60 * 60_000;

export class JobQueue {
  readonly worker = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly running = new Set<Promise<void>>();
  private readonly options: Required<JobQueueOptions>;
  private timer: NodeJS.Timeout | undefined;
  private started = false;
  private stopping = false;
  private polling: Promise<void> | null = null;
  private lastLeaseCheck = 0;

  constructor(
    private readonly db: Database,
    private readonly log: Log,
    options: JobQueueOptions = {},
  ) {
    this.options = {
      pollMs: options.pollMs ?? 2000,
      retryBaseMs: options.retryBaseMs ?? 30_000,
      leaseMs: options.leaseMs ?? 5 * 60_000,
      concurrency: options.concurrency ?? 4,
      singleProcess: options.singleProcess ?? false,
      observe: options.observe ?? (() => {}),
    };
  }

  register(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  /**
   * Queues a job. Give the transaction that makes the change the job follows from: the job then
   * exists exactly when the change does. This process looks for it at once after.
   */
  async enqueue(db: Executor, job: NewJob): Promise<void> {
    await insertJob(db, job);
    if (this.started) setImmediate(() => this.wake());
  }

  /** Starts taking jobs: recurring ones are scheduled (once across all processes). */
  async start(): Promise<void> {
    if (this.started) return;
    if (this.options.singleProcess) await releaseAllJobs(this.db);
    for (const [kind, handler] of this.handlers) {
      if (handler.everyMs) await insertJob(this.db, { kind, singletonKey: kind, maxAttempts: 1000 });
    }
    this.started = true;
    this.wake();
  }

  /** Takes no new job and waits for those under way (their own timeouts bound the wait). */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    await this.polling;
    await Promise.all(this.running);
  }

  /**
   * Runs every job that is due now, again and again, until none is due or running (tests, and
   * `mailer.idle()`). Jobs scheduled for later, such as a retry, are left for later.
   */
  async drain(): Promise<void> {
    for (let round = 0; round < 1000; round += 1) {
      await this.poll();
      if (this.running.size === 0) {
        const next = await nextRunAt(this.db, [...this.handlers.keys()]);
        if (!next || next.getTime() > Date.now()) return;
        // Due but held by another process, or claimed by a poll under way: look again shortly.
        await new Promise((resolve) => setTimeout(resolve, 20));
        continue;
      }
      await Promise.race(this.running);
    }
  }

  private wake(): void {
    if (this.stopping) return;
    clearTimeout(this.timer);
    this.poll()
      .catch((err) => this.log.error({ err }, 'job queue poll failed'))
      .finally(() => this.scheduleNextPoll());
  }

  private async scheduleNextPoll(): Promise<void> {
    if (this.stopping) return;
    let delay = this.options.pollMs;
    try {
      const next = await nextRunAt(this.db, [...this.handlers.keys()]);
      if (next) delay = Math.max(10, Math.min(delay, next.getTime() - Date.now()));
    } catch {
      // The database is away for a moment (a restart): the next regular poll tries again.
    }
    if (this.stopping) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.wake(), delay);
    this.timer.unref();
  }

  /** One claim of as many due jobs as there is room for; several callers share one poll. */
  private poll(): Promise<void> {
    this.polling ??= this.claimAndRun().finally(() => {
      this.polling = null;
    });
    return this.polling;
  }

  private async claimAndRun(): Promise<void> {
    if (this.stopping) return;
    const now = Date.now();
    if (now - this.lastLeaseCheck > Math.min(this.options.leaseMs, 30_000)) {
      this.lastLeaseCheck = now;
      const released = await releaseExpiredLeases(this.db);
      if (released > 0) this.log.warn({ released }, 'jobs whose process stopped mid-way are due again');
    }
    const room = this.options.concurrency - this.running.size;
    if (room <= 0) return;
    const claimed = await claimDueJobs(
      this.db,
      this.worker,
      [...this.handlers.keys()],
      room,
      this.options.leaseMs,
    );
    for (const job of claimed) {
      const run = this.execute(job).finally(() => {
        this.running.delete(run);
        // Room again: look for more at once rather than at the next poll.
        if (!this.stopping) setImmediate(() => this.wake());
      });
      this.running.add(run);
    }
  }

  private async execute(job: JobRow): Promise<void> {
    const handler = this.handlers.get(job.kind);
    if (!handler) return;
    try {
      await handler.run(job.payload, job);
      if (handler.everyMs) await rescheduleJob(this.db, job, new Date(Date.now() + handler.everyMs));
      else await completeJob(this.db, job);
      this.options.observe(job.kind, 'done');
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      const final = err instanceof PermanentJobError || job.attempts >= job.maxAttempts;
      // The wait is logged with the time it ends: a reader (or a test) learns the plan, not the
      // plan minus however long the log line took to be written.
      const retryInMs = final ? null : this.retryDelay(job.attempts);
      const retryAt = retryInMs === null ? null : new Date(Date.now() + retryInMs);
      this.options.observe(job.kind, final ? 'failed' : 'retried');
      this.log[final ? 'error' : 'warn'](
        { err, jobId: job.id, kind: job.kind, attempt: job.attempts, retryAt, retryInMs },
        final ? 'job failed for good' : 'job failed; it will be tried again',
      );
      await failJob(this.db, job, error.slice(0, 1000), retryAt).catch((e) =>
        this.log.error({ err: e, jobId: job.id }, 'could not record a failed job; its lease will end'),
      );
      if (final) await handler.onFailed?.(job.payload, error).catch(() => {});
    }
  }

  /** 1x, 2x, 4x ... the base, at most an hour, with a little jitter so retries do not march together. */
  private retryDelay(attempt: number): number {
    const base = Math.min(this.options.retryBaseMs * 2 ** Math.max(0, attempt - 1), MAX_RETRY_DELAY_MS);
    return Math.round(base * (0.9 + Math.random() * 0.2));
  }
}
