import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { jobs } from '../db/schema';

// The job queue's SQL, the only place that reads or writes the jobs table.

export type JobRow = typeof jobs.$inferSelect;

export interface NewJob {
  kind: string;
  payload?: Record<string, unknown>;
  runAt?: Date;
  maxAttempts?: number;
  /** At most one pending or running job per key (a recurring job scheduled by every process). */
  singletonKey?: string;
}

/** Adds a job; inside a transaction it exists only if the transaction commits. */
export async function insertJob(db: Executor, job: NewJob): Promise<void> {
  await db
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload ?? {},
      runAt: job.runAt ?? sql`now()`,
      maxAttempts: job.maxAttempts,
      singletonKey: job.singletonKey,
    })
    .onConflictDoNothing({ target: jobs.singletonKey, where: sql`singleton_key is not null` });
}

/**
 * Takes up to `limit` due jobs for `worker` until `leaseMs` from now. SKIP LOCKED: a job another
 * process is claiming at this moment is left to it, so no job is ever taken twice at once.
 */
export async function claimDueJobs(
  db: Database,
  worker: string,
  kinds: string[],
  limit: number,
  leaseMs: number,
) {
  if (kinds.length === 0) return [];
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.status, 'pending'), lte(jobs.runAt, sql`now()`), inArray(jobs.kind, kinds)))
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({
      status: 'running',
      lockedBy: worker,
      lockedUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
      attempts: sql`${jobs.attempts} + 1`,
    })
    .where(inArray(jobs.id, due))
    .returning();
}

/** Jobs whose process stopped (killed, crashed) before finishing: pending again once the lease ends. */
export async function releaseExpiredLeases(db: Database): Promise<number> {
  const released = await db
    .update(jobs)
    .set({ status: 'pending', lockedBy: null, lockedUntil: null })
    .where(and(eq(jobs.status, 'running'), lte(jobs.lockedUntil, sql`now()`)))
    .returning({ id: jobs.id });
  return released.length;
}

/**
 * Every running job due again at once: for the embedded database, whose one process is the only
 * one that can have held them, when it starts.
 */
export async function releaseAllJobs(db: Database): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'pending', lockedBy: null, lockedUntil: null })
    .where(eq(jobs.status, 'running'));
}

/** A finished job is deleted, if this worker still holds it. */
export async function completeJob(db: Database, job: JobRow): Promise<void> {
  await db.delete(jobs).where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, job.lockedBy ?? '')));
}

/** A recurring job, done for now: due again at `runAt`, with its attempts counted afresh. */
export async function rescheduleJob(db: Database, job: JobRow, runAt: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'pending', runAt, attempts: 0, lastError: null, lockedBy: null, lockedUntil: null })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, job.lockedBy ?? '')));
}

/** A failed try: again at `retryAt`, or failed for good after its last attempt (kept for staff). */
export async function failJob(db: Database, job: JobRow, error: string, retryAt: Date | null): Promise<void> {
  await db
    .update(jobs)
    .set(
      retryAt
        ? { status: 'pending', runAt: retryAt, lastError: error, lockedBy: null, lockedUntil: null }
        : { status: 'failed', lastError: error, lockedBy: null, lockedUntil: null, singletonKey: null },
    )
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, job.lockedBy ?? '')));
}

/** When the next pending job is due (to sleep until then), or null when none is waiting. */
export async function nextRunAt(db: Database, kinds: string[]): Promise<Date | null> {
  if (kinds.length === 0) return null;
  const [row] = await db
    .select({ runAt: sql<Date>`min(${jobs.runAt})`.mapWith(jobs.runAt) })
    .from(jobs)
    .where(and(eq(jobs.status, 'pending'), inArray(jobs.kind, kinds)));
  return row?.runAt ?? null;
}

/** Jobs due now that no process has taken, jobs a process is running, and jobs that failed for
 * good (/metrics reads them). */
export async function countJobs(db: Database): Promise<{ waiting: number; running: number; failed: number }> {
  const [row] = await db
    .select({
      waiting:
        sql<number>`count(*) filter (where ${jobs.status} = 'pending' and ${jobs.runAt} <= now())`.mapWith(
          Number,
        ),
      running: sql<number>`count(*) filter (where ${jobs.status} = 'running')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${jobs.status} = 'failed')`.mapWith(Number),
    })
    .from(jobs)
    .where(inArray(jobs.status, ['pending', 'running', 'failed']));
  return { waiting: row?.waiting ?? 0, running: row?.running ?? 0, failed: row?.failed ?? 0 };
}
