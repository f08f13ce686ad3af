import type { MailTransport } from './mailer';
import { mailRecipient } from './recipient';

/**
 * Delivers through the SMTP server at SMTP_URL (smtp:// or smtps://user:password@host:port).
 * nodemailer is loaded with the first e-mail, not at start. Every step has a timeout well inside
 * the job queue's lease, so a hung server fails the try instead of holding the job.
 */
export function createSmtpTransport(url: string, from: string): MailTransport {
  let transporter: Promise<import('nodemailer').Transporter> | undefined;
  const connect = () => {
    transporter ??= import('nodemailer').then((m) =>
      m.default.createTransport({
        url,
        connectionTimeout: 30_000,
        greetingTimeout: 30_000,
        socketTimeout: 60_000,
      } as import('nodemailer').TransportOptions),
    );
    return transporter;
  };
  return {
    async deliver(message) {
      await (await connect()).sendMail({
        from,
        to: mailRecipient(message.to, message.toName),
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        messageId: message.messageId,
        attachments: message.attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.encoding === 'base64' ? Buffer.from(a.content, 'base64') : a.content,
          // An image with a Content-ID goes inline, beside the HTML that shows it.
          ...(a.cid ? { cid: a.cid, contentDisposition: 'inline' as const } : {}),
        })),
      });
    },
  };
}
