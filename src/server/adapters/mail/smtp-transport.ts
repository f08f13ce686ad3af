import nodemailer from 'nodemailer';
import type { MailTransport } from './mailer';

/** Delivers through the SMTP server at SMTP_URL (smtp:// or smtps://user:password@host:port). */
export function createSmtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async deliver(message) {
      await transporter.sendMail({
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
