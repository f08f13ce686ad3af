import { expect, test, visit } from './fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

test('the newsletter popup appears after 10 seconds, not before', async ({ page }) => {
  await page.clock.install();
  await visit(page, '/');
  await page.clock.runFor(9_000);
  await expect(page.getByRole('dialog', { name: 'Join the Elite' })).toHaveCount(0);
  // Ten seconds in, it shows. (Time is moved in small steps: on a busy machine the page may set its
  // timer a moment after it reports itself hydrated.)
  const popup = page.getByRole('dialog', { name: 'Join the Elite' });
  await page.clock.runFor(1_000);
  await expect(async () => {
    await page.clock.runFor(200);
    await expect(popup).toBeVisible({ timeout: 200 });
  }).toPass({ timeout: 10_000 });
});

test('the popup appears once the visitor scrolls past half the page', async ({ page }) => {
  await page.clock.install();
  await visit(page, '/');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.6));
  await expect(page.getByRole('dialog', { name: 'Join the Elite' })).toBeVisible();
});

test('a closed popup never shows again in this browser', async ({ page }) => {
  await page.clock.install();
  await visit(page, '/');
  await page.clock.runFor(10_500);
  await page.getByRole('dialog', { name: 'Join the Elite' }).getByRole('button', { name: 'Close' }).click();
  expect(await page.evaluate(() => localStorage.getItem('newsletterPopupSeen'))).toBe('true');
  await page.reload();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await page.clock.runFor(20_000);
  await expect(page.getByRole('dialog', { name: 'Join the Elite' })).toHaveCount(0);
});

test('a visitor subscribes from the popup and is welcomed', async ({ page }) => {
  await page.clock.install();
  await visit(page, '/');
  await page.clock.runFor(10_500);
  const popup = page.getByRole('dialog', { name: 'Join the Elite' });
  // An empty address does nothing.
  await popup.getByRole('button', { name: 'Subscribe' }).click();
  await expect(popup).toBeVisible();
  await popup.getByLabel('Email').fill('newfan@example.com');
  await popup.getByRole('button', { name: 'Subscribe' }).click();
  await expect(
    page.getByRole('region', { name: /Notification/ }).getByText('Welcome to the Elite!'),
  ).toBeVisible();
  await expect(popup).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('newsletterPopupSeen'))).toBe('true');
});
