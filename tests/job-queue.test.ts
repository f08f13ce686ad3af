import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openPostgresDatabase } from '../src/server/db/client';
import { jobs } from '../src/server/db/schema';
import { JobQueue } from '../src/server/jobs/job-queue';
import { claimDueJobs } from '../src/server/jobs/repository';
import { createTestDatabase } from './helpers/test-database';
import { until } from './helpers/until';

// The queue as two app processes use it: each with its own connection to the one database (on
// the embedded engine, one database shared in-process, as it has one process).

const quiet = { info() {}, warn() {}, error() {} };
const database = await createTestDatabase();
const second: DatabaseHandle = database.url
  ? await openPostgresDatabase(database.url, { poolSize: 5 })
  : database;
afterAll(async () => {
  if (second !== database) await second.close();
  await database.close();
});

const queues: JobQueue[] = [];
function queueOn(handle: DatabaseHandle, options: ConstructorParameters<typeof JobQueue>[2] = {}) {
  const queue = new JobQueue(handle.db, quiet, { pollMs: 20, retryBaseMs: 20, ...options });
  queues.push(queue);
  return queue;
}
afterAll(async () => {
  for (const queue of queues) await queue.stop();
});

const left = async (kind: string) =>
  (await database.db.select().from(jobs).where(eq(jobs.kind, kind))).length;

describe('the job queue', () => {
  it('runs each job once when two processes take jobs from it at the same time', async () => {
    const runs = new Map<number, number>();
    const count = (n: number) => runs.set(n, (runs.get(n) ?? 0) + 1);
    const [one, two] = [queueOn(database), queueOn(second)];
    for (const queue of [one, two]) {
      queue.register('test.count', {
        async run(payload) {
          count(Number(payload.n));
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 4));
        },
      });
    }
    await one.start();
    await two.start();
    for (let n = 0; n < 200; n += 1) {
      await (n % 2 ? one : two).enqueue(database.db, { kind: 'test.count', payload: { n } });
    }
    await until(async () => (await left('test.count')) === 0);
    expect(runs.size).toBe(200);
    expect([...runs.values()].every((times) => times === 1)).toBe(true);
  });

  it('tries a failing job again later, then marks it failed and keeps it with the reason', async () => {
    // The wait before each retry, as the queue planned it when the try failed (its log says how
    // long): the gaps between the tries themselves also hold a busy machine's delays.
    const planned: number[] = [];
    const queue = new JobQueue(
      database.db,
      {
        ...quiet,
        warn(fields: { retryInMs?: number | null }) {
          if (typeof fields.retryInMs === 'number') planned.push(fields.retryInMs);
        },
      },
      { pollMs: 20, retryBaseMs: 20 },
    );
    queues.push(queue);
    const tries: number[] = [];
    let failedWith = '';
    queue.register('test.flaky', {
      async run() {
        tries.push(Date.now());
        throw new Error(`try ${tries.length} failed`);
      },
      async onFailed(_payload, error) {
        failedWith = error;
      },
    });
    await queue.start();
    await queue.enqueue(database.db, { kind: 'test.flaky', maxAttempts: 4 });
    await until(async () => failedWith !== '');
    expect(tries).toHaveLength(4);
    // Each wait is twice the one before (20, 40, 80 ms), within a tenth either way.
    expect(planned).toHaveLength(3);
    planned.forEach((wait, i) => {
      expect(wait).toBeGreaterThanOrEqual(20 * 2 ** i * 0.9);
      expect(wait).toBeLessThanOrEqual(20 * 2 ** i * 1.1);
    });
    // However late each try ran, none ran before its time.
    tries.slice(1).forEach((at, i) => {
      expect(at - tries[i]).toBeGreaterThanOrEqual(Math.floor(20 * 2 ** i * 0.9) - 1);
    });
    expect(failedWith).toBe('try 4 failed');
    const [row] = await database.db.select().from(jobs).where(eq(jobs.kind, 'test.flaky'));
    expect(row).toMatchObject({ status: 'failed', attempts: 4, lastError: 'try 4 failed' });
  });

  it('gives a job whose process stopped mid-way to another once its lease has ended', async () => {
    await database.db.insert(jobs).values({ kind: 'test.orphan' });
    // A process claims it, then is killed: it never finishes nor lets go.
    const [claimed] = await claimDueJobs(database.db, 'killed-process', ['test.orphan'], 1, 300);
    expect(claimed.status).toBe('running');
    const ran: string[] = [];
    const queue = queueOn(second, { leaseMs: 300 });
    queue.register('test.orphan', {
      async run() {
        ran.push(queue.worker);
      },
    });
    await queue.start();
    await until(async () => (await left('test.orphan')) === 0);
    expect(ran).toEqual([queue.worker]);
  });

  it('schedules a recurring job once, however many processes start', async () => {
    let runs = 0;
    for (const handle of [database, second, database]) {
      const queue = queueOn(handle);
      queue.register('test.recurring', {
        everyMs: 60_000,
        async run() {
          runs += 1;
        },
      });
      await queue.start();
    }
    await until(async () => runs >= 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs).toBe(1);
    const rows = await database.db.select().from(jobs).where(eq(jobs.kind, 'test.recurring'));
    expect(rows).toHaveLength(1);
    expect(rows[0].status).toBe('pending');
    expect(rows[0].runAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
  });
});
