import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { MAIL_JOB } from '../src/server/adapters/mail/mailer';
import { paragraph, renderMail } from '../src/server/adapters/mail/ui';
import { buildEvent } from '../src/server/db/factories';
import { events, jobs, mailOutbox } from '../src/server/db/schema';
import { bearer, login } from './helpers/admin';
import { build } from './helpers/build';
import { freePort } from './helpers/server-process';
import { startSmtpPeer } from './helpers/smtp-peer';
import { until } from './helpers/until';

const smtp = await startSmtpPeer();
afterAll(() => smtp.close());

const message = {
  to: 'fan@example.com',
  // Staff's word: not counted against the address's budget (tests/mail-budget.test.ts counts).
  reason: 'staff' as const,
  ...renderMail({
    subject: 'You are on the list',
    preheader: 'See you there.',
    heading: 'The watch party',
    blocks: [paragraph('See you at the watch party.')],
  }),
  attachments: [
    { filename: 'event.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR' },
  ],
};

/** Retries after 40 ms, 80 ms, 160 ms ... instead of 30 s, 1 min, 2 min ... */
const quickRetries = { retryBaseMs: 40, pollMs: 50 };

describe('e-mail', () => {
  it('keeps mail in the outbox when no SMTP server is configured', async () => {
    const app = await build();
    await app.mailer.send(message);
    await app.mailer.idle();
    const rows = await app.db.select().from(mailOutbox);
    expect(rows).toEqual([expect.objectContaining({ to: 'fan@example.com', sentAt: null, status: 'kept' })]);
  });

  it('delivers through SMTP and marks the outbox row sent', async () => {
    const app = await build({ env: { SMTP_URL: smtp.url, CLUB_EMAIL: 'club@mesc.test' } });
    await app.mailer.send({ ...message, headers: { 'List-Unsubscribe': '<https://mesc.test/u>' } });
    await app.mailer.idle();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].to).toEqual(['fan@example.com']);
    expect(smtp.received[0].from).toBe('club@mesc.test');
    expect(smtp.received[0].raw).toContain('Subject: You are on the list');
    expect(smtp.received[0].raw).toContain('List-Unsubscribe: <https://mesc.test/u>');
    expect(smtp.received[0].raw).toMatch(/filename="?event\.ics"?/);
    const [row] = await app.db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(await app.db.select().from(jobs)).toEqual([]);
  });

  it('delivers an inline image beside the HTML that shows it, byte for byte', async () => {
    const app = await build({ env: { SMTP_URL: smtp.url } });
    const before = smtp.received.length;
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff, 0x10, 0x80]);
    await app.mailer.send({
      ...message,
      to: 'inline@example.com',
      ...renderMail({
        subject: 'Your ticket',
        preheader: 'Show it at the door.',
        heading: 'Your ticket',
        blocks: [
          {
            kind: 'ticket',
            heading: 'Your ticket',
            cid: 'qr-1@mesc.club',
            alt: 'QR code',
            doorCode: 'Door code 1234',
            href: 'https://mesc.test/tickets/1',
            button: 'Open your ticket',
            text: 'Your ticket: https://mesc.test/tickets/1',
            part: 'both',
          },
        ],
      }),
      attachments: [
        ...message.attachments,
        {
          filename: 'ticket.png',
          contentType: 'image/png',
          content: png.toString('base64'),
          encoding: 'base64',
          cid: 'qr-1@mesc.club',
        },
      ],
    });
    await app.mailer.idle();
    const raw = smtp.received.slice(before).find((m) => m.to.includes('inline@example.com'))?.raw ?? '';
    expect(raw).toContain('multipart/related');
    // The image's MIME part: its headers, a blank line, its base64 up to the next boundary.
    const part = raw.slice(raw.indexOf('Content-Type: image/png'));
    const headers = part.slice(0, part.indexOf('\r\n\r\n'));
    const body = part.slice(headers.length + 4, part.indexOf('\r\n--', headers.length));
    expect(headers).toMatch(/Content-Transfer-Encoding: base64/i);
    expect(headers).toMatch(/Content-ID: <qr-1@mesc\.club>/i);
    expect(headers).toMatch(/Content-Disposition: inline/i);
    expect(Buffer.from(body.replace(/\s+/g, ''), 'base64')).toEqual(png);
    expect(raw).toMatch(/filename="?event\.ics"?/);
  });

  it('keeps every message while the SMTP server is down, and delivers each once when it is back', async () => {
    const port = await freePort();
    const app = await build({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` }, jobs: quickRetries });
    await app.ready();
    const recipients = Array.from({ length: 6 }, (_, i) => `fan${i}@example.com`);
    for (const to of recipients) await expect(app.mailer.send({ ...message, to })).resolves.toBe(true);
    // Each message has been tried at least twice against the dead server, and none is lost.
    await until(async () => (await app.db.select().from(mailOutbox)).every((row) => row.attempts >= 2));
    const waiting = await app.db.select().from(mailOutbox);
    expect(waiting.map((row) => row.status)).toEqual(recipients.map(() => 'pending'));
    expect(waiting[0].lastError).toMatch(/ECONNREFUSED|connect/i);

    const peer = await startSmtpPeer({ port });
    try {
      await until(async () => (await app.db.select().from(mailOutbox)).every((row) => row.status === 'sent'));
      await app.mailer.idle();
      expect(peer.received.map((mail) => mail.to[0]).sort()).toEqual([...recipients].sort());
    } finally {
      await peer.close();
    }
  });

  it('marks a message the server refuses as failed at once, counts it for staff, and sends it again on request', async () => {
    const refusing = await startSmtpPeer({ refuseWith: { code: 550, message: 'No such user here' } });
    const port = refusing.port;
    const app = await build({
      env: { SMTP_URL: refusing.url, ADMIN_PASSWORD: 'Miami-neon-test-password' },
      jobs: quickRetries,
    });
    const token = await login(app);
    await app.mailer.send(message);
    await app.mailer.idle();
    const [row] = await app.db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.lastError).toContain('No such user here');
    const status = await app.inject({ url: '/api/admin/mail-status', headers: bearer(token) });
    expect(status.json()).toEqual({ pending: 0, failed: 1 });

    // The address is fixed at the server's end: staff send it again, and it arrives.
    await refusing.close();
    const peer = await startSmtpPeer({ port });
    try {
      const retry = await app.inject({
        method: 'POST',
        url: '/api/admin/mail-status/retry',
        headers: bearer(token),
      });
      expect(retry.json()).toEqual({ message: '1 e-mail will be sent again.', retried: 1 });
      await app.mailer.idle();
      expect(peer.received).toHaveLength(1);
      const after = await app.inject({ url: '/api/admin/mail-status', headers: bearer(token) });
      expect(after.json()).toEqual({ pending: 0, failed: 0 });
    } finally {
      await peer.close();
    }
  });

  it('gives up on a message after its last try and marks it failed', async () => {
    const app = await build({
      env: { SMTP_URL: `smtp://127.0.0.1:${await freePort()}` },
      jobs: quickRetries,
    });
    await app.ready();
    await app.mailer.send(message);
    // Fewer tries for this test: the job's limit is what counts, not its number.
    await app.db.update(jobs).set({ maxAttempts: 3 });
    await until(async () => (await app.db.select().from(mailOutbox))[0].status === 'failed');
    const [row] = await app.db.select().from(mailOutbox);
    expect(row.attempts).toBe(3);
    expect(await app.mailer.counts()).toEqual({ pending: 0, failed: 1 });
    // Kept for staff to see, with the reason.
    const mailJobs = await app.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.kind, MAIL_JOB));
    expect(mailJobs).toEqual([{ status: 'failed' }]);
  });
});

describe('a confirmation e-mail', () => {
  it('is written with the RSVP it confirms, and not at all when the RSVP is refused', async () => {
    const app = await build();
    const [event] = await app.db
      .insert(events)
      .values(buildEvent({ maxAttendees: 1 }))
      .returning();
    const rsvp = (email: string) =>
      app.inject({ method: 'POST', url: `/api/events/${event.id}/rsvp`, payload: { name: 'Ana', email } });
    expect((await rsvp('ana@example.com')).statusCode).toBe(201);
    expect((await rsvp('ANA@example.com')).statusCode).toBe(409);
    expect((await rsvp('ben@example.com')).statusCode).toBe(409);
    // Once the queue has done its work: one e-mail, delivered once (kept: no SMTP server here).
    await app.mailer.idle();
    const mails = await app.db.select().from(mailOutbox);
    expect(mails.map((mail) => [mail.to, mail.status])).toEqual([['ana@example.com', 'kept']]);
    expect(await app.db.select().from(jobs).where(eq(jobs.kind, MAIL_JOB))).toEqual([]);
  });
});
