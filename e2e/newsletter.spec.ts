import { expect, test, visit } from './fixtures';
import { mailWithSubject } from './mail';

test.use({ viewport: { width: 1440, height: 900 } });

test('the newsletter popup appears after 10 seconds, not before', async ({ page }) => {
  await page.clock.install();
  await visit(page, '/');
  await page.clock.runFor(9_000);
  await expect(page.getByRole('region', { name: 'Join the Elite' })).toHaveCount(0);
  // Ten seconds in, it shows. (Time is moved on in steps until it does: on a busy machine the page
  // may set its timer a while after it reports itself hydrated, and each step then takes longer.
  // The page moves on at most 20 s more of its own time, however slowly the machine runs.)
  const popup = page.getByRole('region', { name: 'Join the Elite' });
  await page.clock.runFor(1_000);
  let ranFor = 10_000;
  await expect(async () => {
    if (ranFor < 30_000) {
      await page.clock.runFor(500);
      ranFor += 500;
    }
    await expect(popup).toBeVisible({ timeout: 250 });
  }).toPass({ timeout: 40_000 });
  // It appeared by itself: it takes no focus, and says so politely.
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: 'Join the Elite' })).toHaveText(
    /newsletter sign-up is open/,
  );
});

test('the popup appears once the visitor scrolls past half the page', async ({ page }) => {
  await page.clock.install();
  await visit(page, '/');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.6));
  await expect(page.getByRole('region', { name: 'Join the Elite' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('after half the page is scrolled, a sheet that keeps the page readable and takes no focus', async ({
    page,
  }) => {
    await page.clock.install();
    await visit(page, '/');
    const popup = page.getByRole('region', { name: 'Join the Elite' });
    const link = page.getByRole('main').getByRole('link', { name: 'View Events' });
    await link.focus();
    // Not before half the page (nor before ten seconds).
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.2));
    await page.clock.runFor(2_000);
    await expect(popup).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.6));
    await expect(popup).toBeVisible();

    // The focus stays where the visitor had it; nothing is modal.
    await expect(link).toBeFocused();
    await expect(page.locator('[aria-modal="true"]')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // A sheet along the bottom, well under half the screen (measured once it has slid in).
    await popup.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    const box = await popup.boundingBox();
    expect(box).not.toBeNull();
    expect(box?.height ?? 844).toBeLessThanOrEqual(844 * 0.4);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo(844, 0);
    // The page above it is the page (readable, and what a tap reaches), and it still scrolls.
    const above = await page.evaluate(() => {
      const hit = document.elementFromPoint(195, 300);
      return hit ? Boolean(hit.closest('main, header, footer')) : false;
    });
    expect(above).toBe(true);
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.move(195, 300);
    await page.mouse.wheel(0, -400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(before);
    await expect(popup).toBeVisible();
    // The page's last lines can still be scrolled into view above it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(async () => {
        const footer = await page.getByRole('contentinfo').boundingBox();
        const sheet = await popup.boundingBox();
        return (footer?.y ?? 0) + (footer?.height ?? 0) - (sheet?.y ?? 0);
      })
      .toBeLessThanOrEqual(1);

    // Escape closes it for good, and the focus has not moved.
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await expect(link).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem('newsletterPopupSeen'))).toBe('true');
  });

  test('its close button closes it and gives the focus back to where the visitor was', async ({ page }) => {
    await page.clock.install();
    await visit(page, '/');
    const link = page.getByRole('main').getByRole('link', { name: 'View Events' });
    await link.focus();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.6));
    const popup = page.getByRole('region', { name: 'Join the Elite' });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Enter');
    await expect(popup).toHaveCount(0);
    await expect(link).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem('newsletterPopupSeen'))).toBe('true');
  });
});

test('a closed popup never shows again in this browser', async ({ page }) => {
  await page.clock.install();
  await visit(page, '/');
  await page.clock.runFor(10_500);
  await page.getByRole('region', { name: 'Join the Elite' }).getByRole('button', { name: 'Close' }).click();
  expect(await page.evaluate(() => localStorage.getItem('newsletterPopupSeen'))).toBe('true');
  await page.reload();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await page.clock.runFor(20_000);
  await expect(page.getByRole('region', { name: 'Join the Elite' })).toHaveCount(0);
});

test('a visitor subscribes from the popup, confirms from the e-mail, and is subscribed', async ({ page }) => {
  const email = `newfan-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.clock.install();
  await visit(page, '/');
  await page.clock.runFor(10_500);
  const popup = page.getByRole('region', { name: 'Join the Elite' });
  // An empty address does nothing.
  await popup.getByRole('button', { name: 'Subscribe' }).click();
  await expect(popup).toBeVisible();
  await popup.getByLabel('Email').fill(email);
  await popup.getByRole('button', { name: 'Subscribe' }).click();
  const toast = page.getByRole('region', { name: /Notification/ });
  await expect(toast.getByText('Welcome to the Elite!')).toBeVisible();
  await expect(toast.getByText(/Check your inbox: confirm your address/)).toBeVisible();
  await expect(popup).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('newsletterPopupSeen'))).toBe('true');

  // The e-mail's link opens a page; only its button subscribes (a mail scanner's visit does not).
  const mail = await mailWithSubject(email, 'Confirm your MESC newsletter subscription');
  const link = /https?:\/\/\S+\/newsletter\/confirm#token=[\w-]+/.exec(mail)?.[0] ?? '';
  expect(link).not.toBe('');
  await visit(page, link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
  // The token leaves the address bar once read.
  await expect(page).toHaveURL(/\/newsletter\/confirm$/);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(/You're subscribed\./);
  await mailWithSubject(email, 'Welcome to the Elite!');
});
