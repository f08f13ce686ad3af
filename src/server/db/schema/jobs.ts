import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/**
 * The job queue: work to do later or again (mail delivery, clean-up; later: sign-in links, ticket
 * holds, waitlist offers). A process claims due jobs with FOR UPDATE SKIP LOCKED, so two processes
 * never take the same one; a claim is a lease (locked_until): a process killed mid-job leaves it to
 * be taken again once the lease ends. Done jobs are deleted; failed ones are kept for staff.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    status: text().notNull().default('pending'),
    runAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(10),
    lockedBy: text(),
    lockedUntil: timestamp({ withTimezone: true, mode: 'date' }),
    lastError: text(),
    // At most one pending or running job per key: a recurring job scheduled by several processes.
    singletonKey: text(),
    createdAt: createdAt(),
  },
  (t) => [
    check('jobs_status_check', sql.raw(`status in ('pending', 'running', 'failed')`)),
    check('jobs_attempts_check', sql`${t.attempts} >= 0 and ${t.maxAttempts} >= 1`),
    index('jobs_due_idx').on(t.runAt).where(sql`status = 'pending'`),
    index('jobs_lease_idx').on(t.lockedUntil).where(sql`status = 'running'`),
    uniqueIndex('jobs_singleton_idx').on(t.singletonKey).where(sql`singleton_key is not null`),
  ],
);
