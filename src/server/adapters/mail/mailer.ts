import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's text (calendar files and the like). */
  content: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

/** Where mail goes once written down: nowhere further (embedded), or an SMTP server. */
export interface MailTransport {
  deliver(message: MailMessage): Promise<void>;
}

export interface Mailer {
  /** Resolves once the message is safely in the outbox; delivery goes on in the background. */
  send(message: MailMessage): Promise<void>;
  /** Resolves when every delivery under way has finished (tests, shutdown). */
  idle(): Promise<void>;
}

type Log = { info(obj: object, msg: string): void; error(obj: object, msg: string): void };

/**
 * Every message is first written to the outbox table, so a crash or an unreachable SMTP server
 * loses nothing; with a transport it is then delivered and marked sent. Sending never fails or
 * slows the visitor's request: delivery runs after it, and an error leaves the message waiting in
 * the outbox, logged.
 */
export function createMailer(db: Database, transport: MailTransport | null, log: Log): Mailer {
  const deliveries = new Set<Promise<void>>();
  const deliver = async (id: number, message: MailMessage) => {
    if (!transport) return;
    try {
      await transport.deliver(message);
      await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, id));
    } catch (err) {
      log.error({ err, mailId: id }, 'mail delivery failed; it stays in the outbox');
    }
  };
  return {
    async idle() {
      await Promise.all(deliveries);
    },
    async send(message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          attachments: message.attachments ?? null,
        })
        .returning({ id: mailOutbox.id });
      if (!transport) {
        log.info({ mailId: row.id, to: message.to, subject: message.subject }, 'mail kept in the outbox');
        return;
      }
      const delivery = deliver(row.id, message).finally(() => deliveries.delete(delivery));
      deliveries.add(delivery);
    },
  };
}
