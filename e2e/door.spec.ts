import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { e2eAdminPassword } from '../playwright.config';
import { chromiumArgs, testChromiumPath } from '../scripts/chromium.mjs';
import { signIn } from './admin-helpers';
import { expect, seriousA11yViolations, test, visit } from './fixtures';
import { mailWithSubject } from './mail';

// The door on a phone: staff make a door link, a phone opens it and scans a real ticket's QR code
// with its camera (Chromium's fake camera plays a video made here from that QR code), a second
// scan is refused as already in, another phone at the door sees the count move, and a check-in
// made while the phone is offline is queued and sent once the connection is back.

const port = process.env.E2E_PORT ?? '4173';
/** The fake camera's video: written before the browser starts (it launches with the first page). */
const cameraVideo = path.join(os.tmpdir(), `mesc-door-camera-${port}.y4m`);
const phone = { width: 390, height: 844 };
const title = `Door Night ${Date.now()}`;
const guests = [
  { name: 'Ana Reyes', email: `ana-${Date.now()}@example.com` },
  { name: 'Ben Ortiz', email: `ben-${Date.now()}@example.com` },
  { name: 'Cy Young', email: `cy-${Date.now()}@example.com` },
];
let eventId = 0;

test.use({
  viewport: phone,
  permissions: ['camera'],
  launchOptions: {
    executablePath: testChromiumPath,
    args: [
      ...chromiumArgs,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${cameraVideo}`,
    ],
  },
  // Going offline while a poll is on its way makes the browser log that request's failure.
  allowedConsoleErrors: /ERR_INTERNET_DISCONNECTED/,
});

/**
 * A Y4M video (4:2:0) of a few frames: the QR code of `text`, black on white, in the middle of a
 * 640x480 picture, as a phone's camera would see a ticket held up to it.
 */
async function qrVideo(text: string, file: string) {
  const [width, height, size] = [640, 480, 330];
  const png = await QRCode.toBuffer(text, { errorCorrectionLevel: 'M', margin: 4, width: size });
  const { data, info } = await sharp(png)
    .resize(size, size, { kernel: 'nearest' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const luma = Buffer.alloc(width * height, 255);
  const [left, top] = [(width - size) >> 1, (height - size) >> 1];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++)
      luma[(top + y) * width + left + x] = data[(y * info.width + x) * info.channels];
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  fs.writeFileSync(file, Buffer.concat([header, ...Array.from({ length: 10 }, () => frame)]));
}

test.beforeAll(async ({ request }) => {
  const login = await request.post('/api/admin/login', { data: { password: e2eAdminPassword } });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const created = await request.post('/api/admin/events', {
    headers,
    data: {
      title,
      description: 'Doors at eight.',
      category: 'UFC',
      date: new Date(Date.now() + 2 * 3_600_000).toISOString(),
      price: 0,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  eventId = (await created.json()).id;
  for (const guest of guests) {
    const rsvp = await request.post(`/api/events/${eventId}/rsvp`, { data: guest });
    expect(rsvp.status(), await rsvp.text()).toBe(201);
  }
  // The camera is shown Ana's ticket: the QR code of her e-mail's ticket page address.
  const mail = await mailWithSubject(guests[0].email, `You're in: ${title}`);
  const ticketUrl = /https?:\/\/\S+\/tickets\/[0-9a-f]{32}/.exec(mail)?.[0];
  if (!ticketUrl) throw new Error(`no ticket address in:\n${mail}`);
  await qrVideo(ticketUrl, cameraVideo);
});

test.afterAll(() => fs.rmSync(cameraVideo, { force: true }));

/** Another phone (or the staff's laptop), failing on any console error as the page fixture does. */
async function another(browser: Browser, viewport = phone) {
  const context = await browser.newContext({ viewport, timezoneId: 'Asia/Tokyo' });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return { context, page, problems };
}

/** The big result panel above the camera, and its copy under the search box. */
const result = (page: Page) => page.locator('[data-result][data-place="top"]');
const resultNearSearch = (page: Page) => page.locator('[data-result][data-place="search"]');

async function queuedScans(page: Page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('mesc.doorQueue') ?? '[]').length as number);
}

test('staff open a door link on two phones: a scan checks in once, and an offline check-in is sent on reconnecting', {
  tag: '@production',
}, async ({ page, context, browser }) => {
  test.setTimeout(120_000);
  // Staff make the door link from the dashboard's API, signed in as usual.
  const staff = await another(browser, { width: 1440, height: 900 });
  await signIn(staff.page);
  const token = await staff.page.evaluate(() => localStorage.getItem('adminToken'));
  const made = await staff.page.request.post(`/api/admin/events/${eventId}/door-links`, {
    headers: { authorization: `Bearer ${token}` },
    data: { label: 'Front door', hours: 6 },
  });
  expect(made.status()).toBe(201);
  const { url } = await made.json();

  // The first phone opens it: the secret leaves the address bar at once.
  await visit(page, url);
  await expect(page).toHaveURL(/\/door$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Front door')).toBeVisible();
  await expect(page.getByText('Checked in 0 / 3')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  const second: { context: BrowserContext; page: Page; problems: string[] } = await another(browser);
  await visit(second.page, url);
  await expect(second.page.getByText('Checked in 0 / 3')).toBeVisible();

  // Ana holds her ticket up to the first phone's camera.
  await page.getByRole('button', { name: 'Start camera' }).click();
  await expect(result(page)).toHaveAttribute('data-result', 'checked-in', { timeout: 30_000 });
  await expect(result(page)).toContainText('Checked in');
  await expect(result(page)).toContainText('Ana Reyes');
  await expect(page.getByText('Checked in 1 / 3')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  // The other phone at the door follows within a poll.
  await expect(second.page.getByText('Checked in 1 / 3')).toBeVisible({ timeout: 10_000 });
  await expect(second.page.getByRole('listitem').filter({ hasText: 'Ana Reyes' })).toBeVisible();

  // The same ticket shown again is refused, with the time it first came in.
  await page.getByRole('button', { name: 'Stop camera' }).click();
  await page.getByRole('button', { name: 'Start camera' }).click();
  await expect(result(page)).toHaveAttribute('data-result', 'already-checked-in', { timeout: 30_000 });
  await expect(result(page)).toContainText(/Already checked in at \d{1,2}:\d{2}\s[AP]M/);
  await expect(result(page)).toContainText('Ana Reyes');
  await page.getByRole('button', { name: 'Stop camera' }).click();
  await expect(page.getByText('Checked in 1 / 3')).toBeVisible();

  // Ben has no QR code on him: found by name, then the phone loses its connection.
  await page.getByLabel('Name, e-mail or ticket code').fill('ben');
  const checkInBen = page.getByRole('button', { name: 'Check in Ben Ortiz' });
  await expect(checkInBen).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByText('Offline: scans are queued')).toBeVisible();
  await checkInBen.click();
  // Said where the button was pressed, and in the big panel.
  for (const panel of [resultNearSearch(page), result(page)]) {
    await expect(panel).toHaveAttribute('data-result', 'queued');
    await expect(panel).toContainText('Queued — will send when back online');
    await expect(panel).toContainText('Ben Ortiz');
  }
  expect(await queuedScans(page)).toBe(1);

  await context.setOffline(false);
  await expect(resultNearSearch(page)).toHaveAttribute('data-result', 'checked-in', { timeout: 10_000 });
  await expect(resultNearSearch(page)).toContainText('Ben Ortiz');
  await expect(result(page)).toHaveAttribute('data-result', 'checked-in');
  await expect(page.getByText('Checked in 2 / 3')).toBeVisible();
  await expect(second.page.getByText('Checked in 2 / 3')).toBeVisible({ timeout: 10_000 });
  expect(await queuedScans(page)).toBe(0);

  // Staff's attendee list: Ana and Ben in, once each; Cy not yet.
  const list = await staff.page.request.get(`/api/admin/events/${eventId}/attendees`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { attendees, totals } = await list.json();
  expect(totals).toMatchObject({ checkedIn: 2, expected: 3 });
  const checkedIn = Object.fromEntries(
    attendees.map((a: { name: string; checkedInAt: string | null }) => [a.name, Boolean(a.checkedInAt)]),
  );
  expect(checkedIn).toEqual({ 'Ana Reyes': true, 'Ben Ortiz': true, 'Cy Young': false });

  // Cy reads out the door code printed in her e-mail; typed as heard, it finds her ticket alone.
  const cyMail = await mailWithSubject(guests[2].email, `You're in: ${title}`);
  const doorCode =
    /Door code, if the QR code will not scan: ([2-9A-H]{4} [2-9A-H]{4})/.exec(cyMail)?.[1] ?? '';
  expect(doorCode).not.toBe('');
  await page.getByLabel('Name, e-mail or ticket code').fill(doorCode.toLowerCase().replace(' ', '-'));
  const guestsFound = page.getByRole('list', { name: 'Guests found' });
  await expect(guestsFound.getByRole('listitem')).toHaveCount(1);
  await expect(guestsFound).toContainText(`Door code ${doorCode}`);
  await guestsFound.getByRole('button', { name: 'Check in Cy Young' }).click();
  await expect(result(page)).toHaveAttribute('data-result', 'checked-in');
  await expect(result(page)).toContainText('Cy Young');
  await expect(page.getByText('Checked in 3 / 3')).toBeVisible();

  expect([...staff.problems, ...second.problems]).toEqual([]);
  await staff.context.close();
  await second.context.close();
});
