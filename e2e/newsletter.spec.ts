import { expect, test, visit } from './fixtures';
import { mailWithSubject } from './mail';

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

test('a visitor subscribes from the popup, confirms from the e-mail, and is subscribed', async ({ page }) => {
  const email = `newfan-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.clock.install();
  await visit(page, '/');
  await page.clock.runFor(10_500);
  const popup = page.getByRole('dialog', { name: 'Join the Elite' });
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
