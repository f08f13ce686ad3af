import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/server/db/schema';
import { build } from './helpers/build';
import { startSmtpPeer } from './helpers/smtp-peer';

const smtp = await startSmtpPeer();
afterAll(() => smtp.close());

const message = {
  to: 'fan@example.com',
  subject: 'You are on the list',
  text: 'See you at the watch party.',
  attachments: [
    { filename: 'event.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR' },
  ],
};

describe('e-mail', () => {
  it('keeps mail in the outbox when no SMTP server is configured', async () => {
    const app = await build();
    await app.mailer.send(message);
    const rows = await app.db.select().from(mailOutbox);
    expect(rows).toEqual([expect.objectContaining({ to: 'fan@example.com', sentAt: null })]);
  });

  it('delivers through SMTP and marks the outbox row sent', async () => {
    const app = await build({ env: { SMTP_URL: smtp.url, CLUB_EMAIL: 'club@mesc.test' } });
    await app.mailer.send(message);
    await app.mailer.idle();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].to).toEqual(['fan@example.com']);
    expect(smtp.received[0].from).toBe('club@mesc.test');
    expect(smtp.received[0].raw).toContain('Subject: You are on the list');
    expect(smtp.received[0].raw).toMatch(/filename="?event\.ics"?/);
    const [row] = await app.db.select().from(mailOutbox);
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('keeps the message unsent, without failing, when the SMTP server is down', async () => {
    const app = await build({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    await expect(app.mailer.send(message)).resolves.toBeUndefined();
    await app.mailer.idle();
    const [row] = await app.db.select().from(mailOutbox);
    expect(row.sentAt).toBeNull();
  });
});
