import type { Page } from '@playwright/test';
import { a11yViolations, expect, test, visit } from './fixtures';
import { mailWithSubject } from './mail';

// Every event has its own page: reached from its card, shared by its address, working before and
// without the page's script.

const card = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test('a visitor opens an event from its card and finds when, where, the price and the seats left', async ({
      page,
    }) => {
      await visit(page, '/events');
      await card(page, 'UFC Fight Night: Main Card Live')
        .getByRole('link', { name: 'UFC Fight Night: Main Card Live' })
        .click();
      await expect(page).toHaveURL(/\/events\/3-ufc-fight-night-main-card-live$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'UFC Fight Night: Main Card Live' }),
      ).toBeVisible();
      await expect(page).toHaveTitle('UFC Fight Night: Main Card Live | MESC');
      const details = page.getByRole('complementary', { name: 'Event details' });
      await expect(details.getByText('Little Havana Social Hall')).toBeVisible();
      await expect(details.getByRole('link', { name: /Map of Little Havana Social Hall/ })).toHaveAttribute(
        'href',
        /google\.com\/maps\/search\/.*Little%20Havana%20Social%20Hall/,
      );
      await expect(details.getByText('$25.00', { exact: true })).toBeVisible();
      await expect(
        details.getByText('Open to everyone: $25.00, or $20.00 for Premium Fan and Inner Circle members.'),
      ).toBeVisible();
      await expect(details.getByText('Sold out')).toBeVisible();
      await expect(details.getByRole('button', { name: 'Event Full' })).toBeDisabled();
      await expect(details.getByRole('button', { name: 'Join the waitlist' })).toBeVisible();
      await expect(page.getByText('Every main-card bout on the big screen')).toBeVisible();
      expect(await a11yViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`event-page-${width}.png`), fullPage: true });
    });

    test('a visitor RSVPs on the event page and sees the seats left go down', async ({ page }) => {
      await visit(page, '/events/1-heat-vs-celtics-watch-party');
      const details = page.getByRole('complementary', { name: 'Event details' });
      const seats = details.getByText(/seats left of 120/);
      const before = Number((await seats.textContent())?.match(/^(\d+)/)?.[1]);
      await details.getByRole('button', { name: 'RSVP Now' }).click();
      const dialog = page.getByRole('dialog');
      const email = `page-${width}-${Date.now()}@example.com`;
      await dialog.getByLabel('Name').fill('Page Visitor');
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByRole('button', { name: 'Confirm RSVP' }).click();
      await expect(page.getByText('RSVP Confirmed!').first()).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(details.getByText(`${before - 1} seats left of 120`)).toBeVisible();
      const mail = await mailWithSubject(email, "You're in: Heat vs. Celtics Watch Party");
      expect(mail).toContain('/events/1-heat-vs-celtics-watch-party');
    });
  });
}

test.describe('sharing', () => {
  test.use({ viewport: { width: 1440, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });

  test('on a laptop, Share copies the page address and says so', async ({ page, baseURL }) => {
    await visit(page, '/events/1-heat-vs-celtics-watch-party');
    await page.getByRole('button', { name: 'Share this event' }).click();
    await expect(page.getByText('Link copied', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}/events/1-heat-vs-celtics-watch-party`,
    );
  });

  test("a link preview finds the event's title, description and a picture it can draw", async ({
    page,
    request,
  }) => {
    await visit(page, '/events/3-ufc-fight-night-main-card-live');
    const og = (name: string) => page.locator(`meta[property="og:${name}"]`).getAttribute('content');
    expect(await og('title')).toBe('UFC Fight Night: Main Card Live | MESC');
    expect(await og('description')).toMatch(/Little Havana Social Hall\. Every main-card bout/);
    const image = await og('image');
    expect(image).toMatch(/\/events\/3\/card\.png\?v=/);
    const png = await request.get(new URL(image ?? '').pathname + new URL(image ?? '').search);
    expect(png.headers()['content-type']).toBe('image/png');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      /\/events\/3-ufc-fight-night-main-card-live$/,
    );
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("Share opens the phone's share sheet with the page's address", async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        value: async (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
        },
      });
    });
    await visit(page, '/events/1-heat-vs-celtics-watch-party');
    await page.getByRole('button', { name: 'Share this event' }).tap();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared?.url))
      .toBe(`${baseURL}/events/1-heat-vs-celtics-watch-party`);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('RSVP Now on a card leads to the event page, whose plain form takes the RSVP', async ({ page }) => {
    await page.goto('/events');
    await card(page, 'Heat vs. Celtics Watch Party').getByRole('button', { name: 'RSVP Now' }).click();
    await expect(page).toHaveURL(/\/events\/1-heat-vs-celtics-watch-party\?#rsvp$/);
    const email = `nojs-${Date.now()}@example.com`;
    await page.getByLabel('Name').fill('No Script');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'RSVP', exact: true }).click();
    await expect(page).toHaveURL(/\/events\/1-heat-vs-celtics-watch-party\?rsvp=confirmed#rsvp$/);
    await expect(page.getByRole('status')).toHaveText(/RSVP confirmed! You're on the list/);
    await mailWithSubject(email, "You're in: Heat vs. Celtics Watch Party");
    // The same address again: the same answer (a stranger learns nothing), and the ticket again by mail.
    await page.getByLabel('Name').fill('No Script');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'RSVP', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(/RSVP confirmed! You're on the list/);
  });

  test('Add to Calendar on a card leads to calendar links that work, the file included', async ({ page }) => {
    await page.goto('/events');
    await card(page, 'Heat vs. Celtics Watch Party').getByRole('button', { name: 'Add to Calendar' }).click();
    await expect(page).toHaveURL(/\/events\/1-heat-vs-celtics-watch-party\?#add-to-calendar$/);
    await expect(page.getByRole('link', { name: 'Google Calendar' })).toHaveAttribute(
      'href',
      /^https:\/\/calendar\.google\.com\//,
    );
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Apple / other (.ics)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('heat-vs-celtics-watch-party.ics');
  });
});
