import type { MailTransport } from './mailer';

/**
 * Delivers through the SMTP server at SMTP_URL (smtp:// or smtps://user:password@host:port).
 * nodemailer is loaded with the first e-mail, not at start.
 */
export function createSmtpTransport(url: string, from: string): MailTransport {
  let transporter: Promise<import('nodemailer').Transporter> | undefined;
  const connect = () => {
    transporter ??= import('nodemailer').then((m) => m.default.createTransport(url));
    return transporter;
  };
  return {
    async deliver(message) {
      await (await connect()).sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        attachments: message.attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
        })),
      });
    },
  };
}
