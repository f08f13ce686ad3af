import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test, visit } from './fixtures';
import { mailWithSubject } from './mail';

// A free RSVP's ticket, as its holder gets it: the e-mail links the ticket page, the page shows the
// QR code large enough to scan, keeps working offline once opened, and cancels (after asking),
// which gives the seat back.

const EVENT = 'Heat vs. Celtics Watch Party';

const card = (page: Page) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: EVENT }) });

/** The seats taken on the event's card ("64/120"). */
async function seatsTaken(page: Page): Promise<number> {
  await visit(page, '/events');
  const text = await card(page)
    .getByText(/\d+\/120/)
    .first()
    .textContent();
  return Number(/(\d+)\/120/.exec(text ?? '')?.[1]);
}

for (const [label, viewport] of [
  ['on a phone', { width: 390, height: 844 }],
  ['on a desktop', { width: 1440, height: 900 }],
] as const) {
  test.describe(label, () => {
    test.use({ viewport });

    test('a visitor RSVPs, opens the ticket from the e-mail, keeps it offline, and cancels it', async ({
      page,
      context,
    }) => {
      const email = `ticket-${viewport.width}-${Date.now()}@example.com`;
      const before = await seatsTaken(page);
      await card(page).getByRole('button', { name: 'RSVP Now' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Name').fill('Maria Lopez');
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByRole('button', { name: 'Confirm RSVP' }).click();
      await expect(dialog).toBeHidden();
      await expect(card(page).getByText(`${before + 1}/120`)).toBeVisible();

      // The e-mail carries the QR code as an inline image and links the ticket's page.
      const mail = await mailWithSubject(email, `You're in: ${EVENT}`);
      expect(mail).toMatch(/Content-Type: image\/png/);
      expect(mail).toMatch(/Content-ID: <qr-[0-9a-f]{32}@mesc\.club>/);
      const link = /https?:\/\/\S+?\/tickets\/[0-9a-f]{32}/.exec(mail)?.[0] ?? '';
      expect(link).not.toBe('');

      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1, name: EVENT })).toBeVisible();
      await expect(page.getByText('Maria Lopez')).toBeVisible();
      const qr = page.getByRole('img', { name: /QR code of your RSVP/ });
      await expect(qr).toBeVisible();
      const box = await qr.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(280);
      // The door code printed for the door to type, if the QR code will not scan.
      await expect(page.getByText(/^[2-9A-H]{4} [2-9A-H]{4}$/)).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Once kept, the page opens without a connection, and says it is the copy last loaded.
      await expect(page.locator('html[data-offline-ready="true"]')).toHaveCount(1);
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByText('Offline — showing the ticket as last loaded')).toBeVisible();
      await expect(qr).toBeVisible();
      await context.setOffline(false);

      // Cancelling asks first, then the page says so and the seat is free again.
      await page.goto(link);
      await page.getByRole('button', { name: 'Cancel my RSVP' }).click();
      await expect(page.getByRole('heading', { name: 'Cancel your RSVP?' })).toBeVisible();
      await page.getByRole('button', { name: 'Yes, cancel my RSVP' }).click();
      await expect(page).toHaveURL(link);
      await expect(page.getByText(/This RSVP was cancelled on/)).toBeVisible();
      await expect(page.getByRole('img', { name: /QR code/ })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Cancel my RSVP' })).toHaveCount(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await seatsTaken(page)).toBe(before);
    });
  });
}

test('an unknown ticket code shows the ticket 404 page', async ({ page }) => {
  const response = await page.goto('/tickets/00000000000000000000000000000000');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Ticket not found' })).toBeVisible();
});
