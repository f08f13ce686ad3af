import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { MailAttachment } from '../src/server/adapters/mail/mailer';
import { eventInDays } from '../src/server/db/factories';
import { events, mailOutbox, tickets } from '../src/server/db/schema';
import { miamiTimeToDate } from '../src/shared/miami-time';
import { formatDoorCode } from '../src/shared/tickets';
import { buildWithAdmin } from './helpers/admin';
import { freshAddress, paidMember } from './helpers/members';
import { payWithTestCard } from './helpers/membership';
import { pricedEvent } from './helpers/tickets';

// How a ticket reaches its holder: the e-mail with each ticket's QR code inline, and the ticket's
// own page (the QR code large on white, its state said plainly, cancelling that asks first).

const { app, admin } = await buildWithAdmin();
const publicUrl = app.config.publicUrl;

const newEvent = (overrides: Parameters<typeof pricedEvent>[1] = {}) => pricedEvent(app, overrides);

/** Tickets bought and paid with the test card, as a visitor would. */
async function buyTickets(eventId: number, body: object, cookie?: string) {
  const started = await app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/tickets`,
    payload: body,
    remoteAddress: freshAddress(),
    headers: cookie ? { cookie, 'sec-fetch-site': 'same-origin' } : {},
  });
  expect(started.statusCode, started.body).toBe(201);
  const start = started.json();
  await payWithTestCard(app, start.clientSecret, '4242424242424242');
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/tickets/confirm',
    payload: { paymentIntentId: start.paymentIntentId, orderToken: start.orderToken },
  });
  return confirmed.json().tickets as { code: string; shortCode: string; url: string }[];
}

async function rsvp(eventId: number, name: string) {
  const email = `rsvp-${freshAddress()}@example.com`;
  const answer = await app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/rsvp`,
    payload: { name, email },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  const [ticket] = await app.db.select().from(tickets).where(eq(tickets.email, email));
  return { email, code: ticket.code };
}

const mailsTo = (email: string) => app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
const page = (code: string) => app.inject({ url: `/tickets/${code}` });
const ticketRow = async (code: string) =>
  (await app.db.select().from(tickets).where(eq(tickets.code, code)))[0];
const seatsTaken = async (id: number) =>
  (await app.db.select().from(events).where(eq(events.id, id)))[0].currentAttendees;

/** What a phone camera reads from an image: its RGBA pixels through a QR decoder. */
async function readQr(image: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(image)
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)
    ?.data;
}

/** The page's QR code: its inline SVG, or undefined when the page shows none. */
const qrSvgOf = (html: string) => /<svg[^>]*class="qr"[^>]*>.*?<\/svg>/s.exec(html)?.[0];

/** WCAG's contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const confirmForm = (code: string, headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' }) =>
  app.inject({
    method: 'POST',
    url: `/tickets/${code}/cancel`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: 'confirm=yes',
  });

describe('the tickets e-mail', () => {
  it("carries one inline QR code per ticket, and each opens that ticket's page", async () => {
    const event = await newEvent({ title: 'Rooftop Soirée' });
    const email = `buyer-${freshAddress()}@example.com`;
    const bought = await buyTickets(event.id, {
      name: 'Rosa Diaz',
      email,
      quantity: 2,
      holderNames: ['Rosa', 'Luis'],
    });
    const [mail] = (await mailsTo(email)).filter((m) => m.subject === 'Your tickets: Rooftop Soirée');
    const attachments = (mail.attachments ?? []) as MailAttachment[];
    expect(attachments.map((a) => a.filename)).toContain('event.ics');
    const images = attachments.filter((a) => a.cid);
    expect(images).toHaveLength(2);
    for (const [i, ticket] of bought.entries()) {
      const image = images[i];
      expect(image).toMatchObject({ contentType: 'image/png', encoding: 'base64' });
      expect(mail.html).toContain(`src="cid:${image.cid}"`);
      expect(await readQr(Buffer.from(image.content, 'base64'))).toBe(`${publicUrl}/tickets/${ticket.code}`);
      expect(mail.html).toContain(`href="${publicUrl}/tickets/${ticket.code}"`);
      expect(mail.text).toContain(`${publicUrl}/tickets/${ticket.code}`);
    }
    expect(mail.html).toContain('Ticket 2');
    // The address is no member's: the names the buyer typed stay out of the e-mail (each
    // ticket's page shows its name).
    for (const typed of ['Luis', 'Rosa']) {
      expect(mail.html).not.toContain(typed);
      expect(mail.text).not.toContain(typed);
    }
  });

  it('confirms a free RSVP with its QR code, its link, and where to cancel', async () => {
    const event = await newEvent({ title: 'Heat Watch Party', price: 0 });
    const { email, code } = await rsvp(event.id, 'Ana');
    const [mail] = await mailsTo(email);
    expect(mail.subject).toBe("You're in: Heat Watch Party");
    const images = ((mail.attachments ?? []) as MailAttachment[]).filter((a) => a.cid);
    expect(images).toHaveLength(1);
    expect(await readQr(Buffer.from(images[0].content, 'base64'))).toBe(`${publicUrl}/tickets/${code}`);
    expect(mail.html).toContain(`src="cid:${images[0].cid}"`);
    expect(mail.html).toContain('Cancel your RSVP on the ticket page');
    expect(mail.text).toContain(`${publicUrl}/tickets/${code}`);
  });
});

describe('the ticket page', () => {
  it('shows the QR code of the ticket large on white, with the event, the holder and the door code', async () => {
    const event = await newEvent({ title: 'Fight Night', venue: 'Bayfront Park' });
    const [ticket] = await buyTickets(event.id, {
      name: 'Rosa Diaz',
      email: `rosa-${freshAddress()}@example.com`,
      quantity: 1,
    });
    const answer = await page(ticket.code);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['x-robots-tag']).toMatch(/noindex/);
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
    const html = answer.body;
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('Fight Night');
    expect(html).toContain('Rosa Diaz');
    // The door code, for the door to type when the QR code will not scan.
    expect(ticket.shortCode).toMatch(/^[2-9A-H]{8}$/);
    expect(html).toContain(`Door code<span>${formatDoorCode(ticket.shortCode)}</span>`);
    expect(html).toContain('Open in Maps');
    expect(html).toContain('Ticket · $25.00');
    // No inline script: the only one is the same-origin file that keeps the page for offline use.
    expect([...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1])).toEqual([
      ' src="/tickets/offline.js" defer',
    ]);

    const svg = qrSvgOf(html);
    expect(svg).toBeDefined();
    expect(
      await readQr(
        await sharp(Buffer.from(svg ?? ''), { density: 300 })
          .png()
          .toBuffer(),
      ),
    ).toBe(`${publicUrl}/tickets/${ticket.code}`);
    const fills = [...new Set([...(svg ?? '').matchAll(/fill="(#[0-9a-f]{6})"/gi)].map((m) => m[1]))];
    expect(fills).toHaveLength(2);
    expect(contrast(fills[0], fills[1])).toBeGreaterThanOrEqual(15);
  });

  it("names each ticket's holder: the seat's name, the buyer's for an unnamed seat, and 'Guest of' for a guest pass", async () => {
    const event = await newEvent({ memberPrice: 2000 });
    const email = `circle-${freshAddress()}@example.com`;
    const { cookie } = await paidMember(app, email, 'inner_circle', 'Carla Ruiz');
    const bought = await buyTickets(
      event.id,
      { name: 'Carla Ruiz', email, quantity: 3, holderNames: ['', 'Marco', ''], guestPass: true },
      cookie,
    );
    const [own, named, guest] = await Promise.all(bought.map(async (t) => (await page(t.code)).body));
    expect(own).toMatch(/<dt>Name<\/dt><dd>Carla Ruiz</);
    expect(own).toContain('Ticket · $20.00, member price');
    expect(named).toMatch(/<dt>Name<\/dt><dd>Marco</);
    expect(guest).toMatch(/<dt>Name<\/dt><dd>Guest of Carla Ruiz</);
    expect(guest).toContain('Guest pass');
  });

  it('says plainly when a ticket was refunded, and shows no QR code', async () => {
    const event = await newEvent({ maxAttendees: 5 });
    const [ticket] = await buyTickets(event.id, {
      name: 'Rosa Diaz',
      email: `rosa-${freshAddress()}@example.com`,
      quantity: 1,
    });
    const row = await ticketRow(ticket.code);
    expect(
      (
        await admin({
          method: 'POST',
          url: `/api/admin/tickets/${row.id}/refund`,
          payload: { reason: 'Asked for by the guest' },
        })
      ).statusCode,
    ).toBe(200);
    const html = (await page(ticket.code)).body;
    expect(html).toMatch(/This ticket was refunded on \w{3} \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M\./);
    expect(html).toContain('$25.00 went back to the card');
    expect(qrSvgOf(html)).toBeUndefined();
    expect(html).not.toContain('/cancel"');
  });

  it('says when a ticket was checked in at the door', async () => {
    const event = await newEvent({ price: 0 });
    const { code } = await rsvp(event.id, 'Ana');
    const at = miamiTimeToDate('2026-12-05', '20:02');
    await app.db.update(tickets).set({ checkedInAt: at }).where(eq(tickets.code, code));
    const html = (await page(code)).body;
    expect(html).toContain('Checked in at 8:02 PM');
    expect(html).not.toContain('Cancel my RSVP');
  });

  it('answers an unknown code with a 404 page in the same look', async () => {
    for (const code of [randomBytes(16).toString('hex'), 'not-a-ticket', 'x']) {
      const answer = await page(code);
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.body).toContain('Ticket not found');
      expect(answer.body).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(answer.body).not.toContain('offline.js');
    }
    expect((await confirmForm(randomBytes(16).toString('hex'))).statusCode).toBe(404);
  });

  it('serves the offline worker for the ticket pages and the script that keeps a page', async () => {
    const worker = await app.inject({ url: '/tickets/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.body).toContain('Offline');
    const script = await app.inject({ url: '/tickets/offline.js' });
    expect(script.body).toContain("register('/tickets/sw.js', { scope: '/tickets/' })");
  });
});

describe('cancelling from the ticket page', () => {
  it('asks first: a link never cancels, the first press asks, and only "yes" cancels and frees the seat', async () => {
    const event = await newEvent({ price: 0, maxAttendees: 10 });
    const { code } = await rsvp(event.id, 'Ana');
    const ticketPage = (await page(code)).body;
    expect(ticketPage).toContain(`<form method="post" action="/tickets/${code}/cancel">`);
    expect(ticketPage).toContain('Cancel my RSVP');

    // Mail scanners and link previews follow links: a GET only asks.
    const followed = await app.inject({ url: `/tickets/${code}/cancel` });
    expect(followed.statusCode).toBe(200);
    expect(followed.body).toContain('Cancel your RSVP?');
    const pressed = await app.inject({
      method: 'POST',
      url: `/tickets/${code}/cancel`,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(pressed.statusCode).toBe(200);
    expect(pressed.body).toContain('Yes, cancel my RSVP');
    expect(pressed.body).toContain('name="confirm" value="yes"');
    expect((await ticketRow(code)).status).toBe('valid');
    expect(await seatsTaken(event.id)).toBe(1);

    const confirmed = await confirmForm(code);
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe(`/tickets/${code}`);
    expect((await ticketRow(code)).status).toBe('cancelled');
    expect(await seatsTaken(event.id)).toBe(0);
    const after = (await page(code)).body;
    expect(after).toMatch(/This RSVP was cancelled on /);
    expect(qrSvgOf(after)).toBeUndefined();

    // Pressing again (an old tab) cancels nothing more and says why.
    const again = await confirmForm(code);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('This RSVP was already cancelled.');
  });

  it("refuses another site's form and explains why", async () => {
    const event = await newEvent({ price: 0 });
    const { code } = await rsvp(event.id, 'Ana');
    const crossSite = await confirmForm(code, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.headers['content-type']).toMatch(/^text\/html/);
    expect(crossSite.body).toContain('can only be cancelled from its own page');
    const otherOrigin = await confirmForm(code, { origin: 'https://elsewhere.example' });
    expect(otherOrigin.statusCode).toBe(403);
    expect((await ticketRow(code)).status).toBe('valid');
  });

  it('offers a refund where the event allows one, and explains a ticket that cannot be cancelled', async () => {
    const flexible = await newEvent({ refundCutoffHours: 24 });
    const [refundable] = await buyTickets(flexible.id, {
      name: 'Rosa Diaz',
      email: `rosa-${freshAddress()}@example.com`,
      quantity: 1,
    });
    expect((await page(refundable.code)).body).toContain('Cancel and refund $25.00');
    expect((await confirmForm(refundable.code)).statusCode).toBe(303);
    expect((await page(refundable.code)).body).toMatch(/This ticket was refunded on /);

    const strict = await newEvent({ date: eventInDays(3) });
    const [kept] = await buyTickets(strict.id, {
      name: 'Rosa Diaz',
      email: `rosa-${freshAddress()}@example.com`,
      quantity: 1,
    });
    const keptPage = (await page(kept.code)).body;
    expect(keptPage).not.toContain('/cancel"');
    expect(keptPage).toContain('not refundable');
    const refused = await confirmForm(kept.code);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('Nothing was cancelled.');
    expect((await ticketRow(kept.code)).status).toBe('valid');
  });
});
