import { afterAll, describe, expect, it } from 'vitest';
import { build } from './helpers/build';
import { confirmPayment, paymentIdOf, payWithTestCard, premiumFan, startPayment } from './helpers/membership';
import { startSmtpPeer } from './helpers/smtp-peer';

const smtp = await startSmtpPeer();
afterAll(() => smtp.close());

describe('membership e-mail over SMTP', () => {
  it('delivers the welcome e-mail to the member and the notice to the club through the SMTP server', async () => {
    const app = await build({ env: { SMTP_URL: smtp.url, CLUB_EMAIL: 'team@mesc.test' } });
    const { clientSecret } = (await startPayment(app, { ...premiumFan, email: 'smtp@example.com' })).json();
    await payWithTestCard(app, clientSecret, '4242424242424242');
    await confirmPayment(app, paymentIdOf(clientSecret));
    await app.mailer.idle();
    const welcome = smtp.received.find((m) => m.to.includes('smtp@example.com'));
    expect(welcome?.from).toBe('team@mesc.test');
    expect(welcome?.raw).toContain('Subject: Welcome to MESC: your Premium Fan membership');
    // The body is quoted-printable: its soft line breaks ("=" at a line's end) may fall anywhere.
    expect(welcome?.raw.replace(/=\r?\n/g, '')).toMatch(/membership\/manage#token=/);
    const notice = smtp.received.find((m) => m.to.includes('team@mesc.test'));
    expect(notice?.raw).toMatch(/Reply-To: smtp@example\.com/);
  });
});
