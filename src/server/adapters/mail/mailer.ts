import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { requestClient } from '../../http/request-client';
import { type JobQueue, PermanentJobError } from '../../jobs/job-queue';
import { BUDGET_DAY_MS, forgetBudgetBefore, type MailReason, takeFromBudget } from './mail-budget';
import type { RenderedMail } from './ui';

export type { MailReason } from './mail-budget';

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's text (calendar files and the like), or its bytes in base64 with `encoding`. */
  content: string;
  /** 'base64': `content` is binary (an image) written as base64, so the outbox's JSON can keep it. */
  encoding?: 'base64';
  /**
   * An inline image's Content-ID: the HTML part shows it as <img src="cid:...">, and mail apps
   * show it in the message rather than as a file to download.
   */
  cid?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

/**
 * A message to send, and why (mail-budget.ts): a `visitor` message counts against its address's
 * budget. Its subject and both parts come from renderMail (ui/), the one set of templates.
 */
export interface OutgoingMail extends RenderedMail {
  to: string;
  reason: MailReason;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

/** Where mail goes once written down: an SMTP server. */
export interface MailTransport {
  /**
   * `messageId` is the same on every try, so a receiving server can tell a repeat from a new
   * message. `toName` is the recipient's display name, if any (recipient.ts says which go).
   */
  deliver(message: MailMessage & { messageId: string; toName?: string }): Promise<void>;
}

/**
 * The display name of an address: its confirmed owner's own account name, or none. Registered by
 * the members feature (nothing a visitor typed may reach an address not proven theirs).
 */
export type RecipientNames = (email: string) => Promise<string | undefined>;

export interface Mailer {
  /**
   * Writes the message to the outbox with the job that delivers it. Give the transaction of the
   * change the message tells about (an RSVP, a membership): the message exists exactly when it does.
   * A `visitor` message past its address's budget is not written (docs/mail-budget.md): answers
   * whether it was.
   */
  send(message: OutgoingMail, db?: Executor): Promise<boolean>;
  /** As send, answering the outbox row's id (null: held back by the budget). */
  post(message: OutgoingMail, db?: Executor): Promise<number | null>;
  /** Resolves when no delivery is due now (tests, shutdown); retries planned for later stay planned. */
  idle(): Promise<void>;
  /** How many messages wait for delivery and how many failed for good (the dashboard shows them). */
  counts(): Promise<{ pending: number; failed: number }>;
  /** Puts the messages that failed for good back in line; answers how many. */
  retryFailed(): Promise<number>;
  /** Where the To: line's display name comes from, read when each message is delivered. */
  nameRecipientsBy(names: RecipientNames): void;
}

type Log = { info(obj: object, msg: string): void; error(obj: object, msg: string): void };

export const MAIL_JOB = 'mail.deliver';
const FORGET_BUDGET_JOB = 'mail.forget-budget';

/** A message keeps trying for about a day and a half (10 tries, doubling waits of up to an hour). */
const MAIL_ATTEMPTS = 10;

/**
 * The outbox mailer on the job queue (docs/jobs.md): a message is never lost to a crash or to an
 * SMTP server that is down, is retried with growing waits, is delivered by one process only, and
 * one that keeps failing is marked failed for staff to see. Without SMTP_URL, messages are kept in
 * the outbox and logged.
 */
export function createMailer(
  db: Database,
  transport: MailTransport | null,
  queue: JobQueue,
  log: Log,
  /** The domain of every Message-ID: the club's own (mailDomain in config.ts). */
  messageIdDomain = 'localhost',
  /** Told how each delivery went (/metrics counts them). */
  observe: (outcome: 'sent' | 'failed' | 'kept') => void = () => {},
): Mailer {
  let recipientName: RecipientNames = async () => undefined;
  queue.register(MAIL_JOB, {
    async run(payload) {
      const id = Number(payload.mailId);
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      // Sent already (a repeated job), or gone: nothing to do.
      if (row?.status !== 'pending') return;
      if (!transport) {
        await db.update(mailOutbox).set({ status: 'kept' }).where(eq(mailOutbox.id, id));
        observe('kept');
        log.info({ mailId: id, to: row.to, subject: row.subject }, 'mail kept in the outbox');
        return;
      }
      try {
        await transport.deliver({
          to: row.to,
          toName: await recipientName(row.to),
          subject: row.subject,
          text: row.text,
          html: row.html ?? undefined,
          headers: row.headers ?? undefined,
          // The outbox keeps attachments as the JSON of MailAttachment.
          attachments: (row.attachments as MailAttachment[] | null) ?? undefined,
          messageId: `<mesc-${id}-${row.createdAt.getTime()}@${messageIdDomain}>`,
        });
      } catch (err) {
        await db
          .update(mailOutbox)
          .set({
            attempts: sql`${mailOutbox.attempts} + 1`,
            lastError: (err as Error).message.slice(0, 1000),
          })
          .where(eq(mailOutbox.id, id));
        observe('failed');
        // 5xx: the server refuses this message (an unknown address): trying again will not help.
        const code = (err as { responseCode?: number }).responseCode;
        if (code && code >= 500 && code < 600) throw new PermanentJobError((err as Error).message);
        throw err;
      }
      await db
        .update(mailOutbox)
        .set({
          status: 'sent',
          sentAt: new Date(),
          attempts: sql`${mailOutbox.attempts} + 1`,
          lastError: null,
        })
        .where(eq(mailOutbox.id, id));
      observe('sent');
    },
    async onFailed(payload, error) {
      await db
        .update(mailOutbox)
        .set({ status: 'failed', lastError: error.slice(0, 1000) })
        .where(and(eq(mailOutbox.id, Number(payload.mailId)), eq(mailOutbox.status, 'pending')));
    },
  });

  // Counted sends older than the budget's day are removed, every six hours in one process.
  queue.register(FORGET_BUDGET_JOB, {
    everyMs: 6 * 3_600_000,
    run: () => forgetBudgetBefore(db, new Date(Date.now() - BUDGET_DAY_MS)),
  });

  async function write(message: OutgoingMail, executor: Executor): Promise<number | null> {
    if (message.reason === 'visitor' && !(await takeFromBudget(executor, message.to, requestClient()))) {
      log.info(
        { reason: message.reason, subject: message.subject },
        'mail held back: the address has had its budget',
      );
      return null;
    }
    const [row] = await executor
      .insert(mailOutbox)
      .values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers ?? null,
        attachments: message.attachments ?? null,
      })
      .returning({ id: mailOutbox.id });
    await queue.enqueue(executor, {
      kind: MAIL_JOB,
      payload: { mailId: row.id },
      maxAttempts: MAIL_ATTEMPTS,
    });
    return row.id;
  }

  // Counting locks the address until the transaction ends: a message sent alone gets its own.
  const post = (message: OutgoingMail, executor?: Executor) =>
    executor && executor !== db ? write(message, executor) : db.transaction((tx) => write(message, tx));

  return {
    nameRecipientsBy(names) {
      recipientName = names;
    },
    post,
    send: async (message, executor) => (await post(message, executor)) !== null,
    idle: () => queue.drain(),
    async counts() {
      const rows = await db
        .select({ status: mailOutbox.status, n: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .where(inArray(mailOutbox.status, ['pending', 'failed']))
        .groupBy(mailOutbox.status);
      const count = (status: string) => rows.find((r) => r.status === status)?.n ?? 0;
      return { pending: count('pending'), failed: count('failed') };
    },
    async retryFailed() {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(mailOutbox)
          .set({ status: 'pending', lastError: null })
          .where(eq(mailOutbox.status, 'failed'))
          .returning({ id: mailOutbox.id });
        for (const row of rows) {
          await queue.enqueue(tx, {
            kind: MAIL_JOB,
            payload: { mailId: row.id },
            maxAttempts: MAIL_ATTEMPTS,
          });
        }
        return rows.length;
      });
    },
  };
}
