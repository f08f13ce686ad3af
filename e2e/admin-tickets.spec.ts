import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { e2eAdminPassword } from '../playwright.config';
import { signIn, toast } from './admin-helpers';
import { expect, seriousA11yViolations, test } from './fixtures';

// The staff's side of tickets: an event's member price and refund rule, its attendee list with
// the money (totals, refunds, the CSV) and the door links that check people in.

test.use({ viewport: { width: 1440, height: 900 } });

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/admin/login', { data: { password: e2eAdminPassword } });
  const { token } = await login.json();
  return { authorization: `Bearer ${token}` };
}

const eventBody = (title: string, price: number) => ({
  title,
  description: 'Five fights on the big screens, doors at seven.',
  category: 'UFC',
  date: '2031-06-14T23:00:00.000Z',
  price,
  maxAttendees: 40,
  venue: 'The Wynwood Loft',
  membershipRequired: 'free',
});

/**
 * An event with an RSVP (taken while it was free) and one ticket bought for $25 with the test
 * card, as a visitor's browser does it: start, pay, confirm.
 */
async function eventWithTicketAndRsvp(request: APIRequestContext, title: string) {
  const headers = await adminHeaders(request);
  const created = await request.post('/api/admin/events', { headers, data: eventBody(title, 0) });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  const rsvp = await request.post(`/api/events/${id}/rsvp`, {
    data: { name: 'Luis Ortega', email: 'luis.ortega@example.com' },
  });
  expect(rsvp.status()).toBe(201);
  const priced = await request.put(`/api/admin/events/${id}`, { headers, data: eventBody(title, 2500) });
  expect(priced.status()).toBe(200);

  const started = await request.post(`/api/events/${id}/tickets`, {
    data: { name: 'Rosa Alvarez', email: 'rosa.alvarez@example.com', quantity: 1, holderNames: ['Rosa'] },
  });
  expect(started.status()).toBe(201);
  const { clientSecret, paymentIntentId, orderToken } = await started.json();
  const paid = await request.post('/api/test-payments/pay', {
    data: { clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
  });
  expect(paid.status()).toBe(200);
  const confirmed = await request.post('/api/tickets/confirm', { data: { paymentIntentId, orderToken } });
  expect(confirmed.status()).toBe(200);
  return { id, headers };
}

const eventCard = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

async function openAttendees(page: Page, title: string) {
  await eventCard(page, title)
    .getByRole('button', { name: `Attendees for ${title}` })
    .click();
  const panel = page.getByRole('dialog', { name: `Attendees: ${title}` });
  await expect(panel).toBeVisible();
  return panel;
}

test('staff set a member price and a refund cut-off on an event, and see them saved', async ({ page }) => {
  await signIn(page, 'Events');
  await page.getByRole('button', { name: 'Add New Event' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Event' });
  await form.getByLabel('Title').fill('E2E Rooftop Soirée');
  await form.getByLabel('Description').fill('Sunset, a string trio and the skyline.');
  await form.getByLabel('Category').selectOption('VIP');
  await form.getByLabel('Date and time (Miami)').fill('2031-05-10T21:00');
  await form.getByLabel('Price ($)', { exact: true }).fill('75');
  // No refunds is the default.
  await expect(form.getByRole('radio', { name: 'No refunds' })).toBeChecked();

  await form.getByLabel('Member price ($)').fill('80');
  await form.getByRole('radio', { name: 'Attendees may cancel for a refund up to' }).check();
  await form.getByRole('spinbutton', { name: 'Hours before the start' }).fill('');
  await form.getByRole('button', { name: 'Create Event' }).click();
  await expect(form.getByLabel('Member price ($)')).toHaveAccessibleDescription(
    'Member price cannot be above the price',
  );
  await expect(
    form.getByText('Say up to how many hours before the start attendees may cancel'),
  ).toBeVisible();

  await form.getByLabel('Member price ($)').fill('60');
  await form.getByRole('spinbutton', { name: 'Hours before the start' }).fill('48');
  await expect(form.getByText('Member price cannot be above the price')).toHaveCount(0);
  await form.getByRole('button', { name: 'Create Event' }).click();
  await expect(toast(page)).toContainText('Event created');

  const card = eventCard(page, 'E2E Rooftop Soirée');
  await expect(card).toContainText('$75.00');
  await expect(card).toContainText('Members $60.00');
  await expect(card).toContainText('Refunds up to 48 hours before');

  // Opened again, the form shows what was saved; back to no refunds.
  await card.getByRole('button', { name: 'Edit E2E Rooftop Soirée' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Event' });
  await expect(edit.getByLabel('Member price ($)')).toHaveValue('60.00');
  await expect(edit.getByRole('radio', { name: 'Attendees may cancel for a refund up to' })).toBeChecked();
  await expect(edit.getByRole('spinbutton', { name: 'Hours before the start' })).toHaveValue('48');
  await edit.getByRole('radio', { name: 'No refunds' }).check();
  await edit.getByLabel('Member price ($)').fill('');
  await edit.getByRole('button', { name: 'Update Event' }).click();
  await expect(toast(page)).toContainText('Event updated');
  await expect(card).toContainText('No refunds');
  await expect(card).not.toContainText('Members');

  const events: { title: string; memberPrice: number | null; refundCutoffHours: number | null }[] = await (
    await page.request.get('/api/events')
  ).json();
  expect(events.find((e) => e.title === 'E2E Rooftop Soirée')).toMatchObject({
    memberPrice: null,
    refundCutoffHours: null,
  });
});

test('staff see who is coming and the money, download the list, and refund a ticket', async ({ page }) => {
  const { id } = await eventWithTicketAndRsvp(page.request, 'E2E Fight Night');
  await signIn(page, 'Events');
  const panel = await openAttendees(page, 'E2E Fight Night');
  const totals = panel.locator('dl[aria-label="Totals"]');
  const tile = (label: string) => totals.locator('div').filter({ hasText: label }).getByRole('definition');
  await expect(tile('Tickets sold')).toHaveText('1');
  await expect(tile('Revenue')).toHaveText('$25.00');
  await expect(tile('Checked in')).toHaveText('0 / 2');
  await expect(tile('Refunded')).toHaveText('0');
  await expect(tile('Seats held now')).toHaveText('0');

  await expect(panel.getByRole('tab', { name: 'Tickets and RSVPs (2)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const rosa = panel.getByRole('row').filter({ hasText: 'rosa.alvarez@example.com' });
  const luis = panel.getByRole('row').filter({ hasText: 'luis.ortega@example.com' });
  await expect(rosa).toContainText('Rosa Alvarez');
  await expect(rosa).toContainText('Ticket');
  await expect(rosa).toContainText('$25.00');
  await expect(rosa).toContainText('Valid');
  await expect(rosa).toContainText('Not checked in');
  await expect(luis).toContainText('RSVP');
  await expect(luis).toContainText('Free');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The search finds people by name or e-mail (on the server): shown of found.
  await panel.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill('ORTEGA');
  await expect(rosa).toHaveCount(0);
  await expect(luis).toBeVisible();
  await expect(panel.getByRole('status')).toHaveText('Showing 1 of 1');
  await panel.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill('');
  await expect(rosa).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`attendees-event-${id}.csv`);
  const csv = fs.readFileSync((await download.path()) as string, 'utf8').split('\r\n');
  expect(csv[0]).toBe(
    '\ufeffName,Ticket name,Email,Kind,Paid (USD),Member price,Status,Why it ended,Checked in (Miami),Checked in by,Booked (Miami)',
  );
  expect(csv.slice(1, -1).sort()).toEqual([
    expect.stringMatching(
      /^Luis Ortega,,luis\.ortega@example\.com,RSVP,0\.00,No,Valid,,,,\d{4}-\d\d-\d\d \d\d:\d\d$/,
    ),
    expect.stringMatching(
      /^Rosa Alvarez,Rosa,rosa\.alvarez@example\.com,Ticket,25\.00,No,Valid,,,,\d{4}-\d\d-\d\d \d\d:\d\d$/,
    ),
  ]);

  // Asked first, naming the amount and the person; keeping the ticket changes nothing.
  await rosa.getByRole('button', { name: 'Refund the ticket of Rosa' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Refund this ticket?' });
  await expect(confirm).toContainText('Refund $25.00 to rosa.alvarez@example.com? The seat becomes free');
  await confirm.getByRole('button', { name: 'Keep ticket' }).click();
  await expect(rosa).toContainText('Valid');
  await rosa.getByRole('button', { name: 'Refund the ticket of Rosa' }).click();
  // Every refund says why: without a reason nothing happens.
  await confirm.getByRole('button', { name: 'Refund $25.00' }).click();
  await expect(confirm.getByRole('alert')).toHaveText('Say why the ticket is refunded or cancelled.');
  await confirm.getByLabel('Reason (kept with the ticket)').fill('Cannot make it, asked by phone');
  await confirm.getByRole('button', { name: 'Refund $25.00' }).click();
  await expect(toast(page)).toContainText('Ticket refunded');
  await expect(confirm).toHaveCount(0);
  await expect(rosa).toContainText('Refunded');
  await expect(rosa).toContainText('Cannot make it, asked by phone');
  await expect(rosa.getByRole('button', { name: /Refund/ })).toHaveCount(0);
  await expect(tile('Tickets sold')).toHaveText('0');
  await expect(tile('Revenue')).toHaveText('$0.00');
  await expect(tile('Refunded')).toHaveText('1');
  await expect(tile('Checked in')).toHaveText('0 / 1');
  await panel.getByRole('button', { name: 'Close' }).click();
  // The seat is free again: one RSVP left of 40.
  await expect(eventCard(page, 'E2E Fight Night')).toContainText('1/40');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, allowedConsoleErrors: /status of 409/ });

  test('staff find an attendee on a phone, and are told why a cancel was refused', async ({ page }) => {
    const { id, headers } = await eventWithTicketAndRsvp(page.request, 'E2E Poker Night');
    await signIn(page, 'Events');
    const panel = await openAttendees(page, 'E2E Poker Night');
    const cards = panel.getByRole('list', { name: 'Attendees' }).getByRole('listitem');
    await expect(cards).toHaveCount(2);
    await panel.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill('luis');
    await expect(cards).toHaveCount(1);
    const luis = cards.filter({ hasText: 'luis.ortega@example.com' });
    await expect(luis).toContainText('RSVP');
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Another member of staff cancels the same RSVP a moment before this phone does.
    await luis.getByRole('button', { name: 'Cancel the RSVP of Luis Ortega' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this RSVP?' });
    await expect(confirm).toContainText('Cancel the RSVP of luis.ortega@example.com? The seat becomes free');
    const attendees = await (await page.request.get(`/api/admin/events/${id}/attendees`, { headers })).json();
    const ticketId = attendees.attendees.find(
      (a: { email: string }) => a.email === 'luis.ortega@example.com',
    ).ticketId;
    expect(
      (
        await page.request.post(`/api/admin/tickets/${ticketId}/refund`, {
          headers,
          data: { reason: 'Cancelled at the desk' },
        })
      ).status(),
    ).toBe(200);
    await confirm.getByLabel('Reason (kept with the ticket)').fill('Asked by the guest');
    await confirm.getByRole('button', { name: 'Cancel RSVP' }).click();
    await expect(confirm.getByRole('alert')).toHaveText('This ticket was already cancelled.');
    await confirm.getByRole('button', { name: 'Keep RSVP' }).click();
  });
});

test('staff make a door link with its QR code, then revoke it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const headers = await adminHeaders(page.request);
  const created = await page.request.post('/api/admin/events', {
    headers,
    data: eventBody('E2E Dominoes Night', 0),
  });
  expect(created.status()).toBe(201);
  await signIn(page, 'Events');
  const panel = await openAttendees(page, 'E2E Dominoes Night');
  await panel.getByRole('tab', { name: 'Door check-in' }).click();
  const door = panel.getByRole('tabpanel', { name: 'Door check-in' });
  await expect(door.getByText('No door links yet.')).toBeVisible();
  await door.getByLabel('Label (optional)').fill('Front door');
  // Left blank, the link works for the event's night, and says when.
  await expect(door.getByLabel('Hours from now (optional)')).toHaveValue('');
  await door.getByRole('button', { name: 'Create door link' }).click();

  const fresh = door.getByRole('region', { name: 'New door link: Front door' });
  const address = fresh.getByRole('textbox', { name: 'Door link address' });
  await expect(address).toHaveValue(/^http:\/\/localhost:\d+\/door#.+/);
  const url = await address.inputValue();
  await fresh.getByRole('button', { name: 'Copy link' }).click();
  await expect(fresh.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // The QR code opens the same address on a phone that scans it.
  const qr = fresh.getByRole('img', { name: 'QR code of the door link' });
  await expect(qr).toBeVisible();
  const { data, info } = await sharp(await qr.screenshot())
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(url);

  await expect(fresh).toContainText(
    /It works \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M – \w{3} \d{1,2}, \d{4}/,
  );
  await expect(fresh.getByText('Ends before the event starts')).toHaveCount(0);
  const links = door.getByRole('list', { name: 'Door links' }).getByRole('listitem');
  await expect(links.filter({ hasText: 'Front door' })).toContainText('Active');
  await expect(links.filter({ hasText: 'Front door' })).toContainText(/Works \w{3} \d{1,2}, \d{4}/);
  await fresh.getByRole('button', { name: 'Done' }).click();
  await expect(fresh).toHaveCount(0);

  await links
    .filter({ hasText: 'Front door' })
    .getByRole('button', { name: 'Revoke the door link Front door' })
    .click();
  await page
    .getByRole('alertdialog', { name: 'Revoke this door link?' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(toast(page)).toContainText('Door link revoked');
  await expect(links.filter({ hasText: 'Front door' })).toContainText('Revoked');
  await expect(links.filter({ hasText: 'Front door' }).getByRole('button', { name: /Revoke/ })).toHaveCount(
    0,
  );
  // The phone that has it is turned away.
  const secret = url.split('#')[1];
  const refused = await page.request.get('/api/door', { headers: { authorization: `Door ${secret}` } });
  expect(refused.status()).toBeGreaterThanOrEqual(400);

  // A link for a couple of hours from now, made days before the night, says it will not reach it.
  await door.getByLabel('Label (optional)').fill('Setup test');
  await door.getByLabel('Hours from now (optional)').fill('2');
  await door.getByRole('button', { name: 'Create door link' }).click();
  const short = door.getByRole('region', { name: 'New door link: Setup test' });
  await expect(
    short.getByText('Ends before the event starts: the door will need another link.'),
  ).toBeVisible();
  await expect(
    links
      .filter({ hasText: 'Setup test' })
      .getByText('Ends before the event starts: the door will need another link.'),
  ).toBeVisible();
});

test('staff check a guest in from the attendee list, and undo it', async ({ page }) => {
  await eventWithTicketAndRsvp(page.request, 'E2E Desk Check-in');
  await signIn(page, 'Events');
  const panel = await openAttendees(page, 'E2E Desk Check-in');
  const table = panel.getByRole('table');
  const luis = table.getByRole('row').filter({ hasText: 'Luis Ortega' });
  await expect(luis).toContainText('Not checked in');
  await luis.getByRole('button', { name: 'Check in Luis Ortega' }).click();
  await expect(toast(page)).toContainText('Luis Ortega is in.');
  await expect(luis.getByRole('button', { name: 'Undo the check-in of Luis Ortega' })).toBeVisible();
  await expect(luis).not.toContainText('Not checked in');
  await expect(panel.getByText('1 / 2')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await luis.getByRole('button', { name: 'Undo the check-in of Luis Ortega' }).click();
  await expect(toast(page)).toContainText('Luis Ortega can be checked in again.');
  await expect(luis).toContainText('Not checked in');
  await expect(panel.getByText('0 / 2')).toBeVisible();
});
