import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { signIn, toast } from './admin-helpers';
import { expect, seriousA11yViolations, test, visit } from './fixtures';
import { mailWithSubject } from './mail';

// The newsletter's subscribers at the foot of the Members tab: a visitor signs up on the site, and
// staff find the address, see whether it is confirmed, download the list and take an address off.

const section = (page: Page) => page.getByRole('region', { name: 'Newsletter Subscribers' });
const cards = (page: Page) =>
  section(page).getByRole('list', { name: 'Newsletter subscribers' }).getByRole('listitem');
const chip = (page: Page, name: string) => section(page).getByRole('button', { name, exact: true });
const searchField = (page: Page) => section(page).getByLabel('Search by e-mail');

const freshEmail = (who: string) => `${who}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** A visitor signs up from the home page's popup, as anyone on the site can. */
async function subscribeFromPopup(page: Page, email: string) {
  await page.clock.install();
  await visit(page, '/');
  await page.clock.runFor(10_500);
  const popup = page.getByRole('region', { name: 'Join the Elite' });
  await popup.getByLabel('Email').fill(email);
  await popup.getByRole('button', { name: 'Subscribe' }).click();
  await expect(
    page.getByRole('region', { name: /Notification/ }).getByText('Welcome to the Elite!'),
  ).toBeVisible();
}

/** The visitor presses the button of the link the confirmation e-mail carries. */
async function confirmFromMail(page: Page, email: string) {
  const mail = await mailWithSubject(email, 'Confirm your MESC newsletter subscription');
  const link = /https?:\/\/\S+\/newsletter\/confirm#token=[\w-]+/.exec(mail)?.[0] ?? '';
  expect(link).not.toBe('');
  await visit(page, link.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(/You're subscribed\./);
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('staff find a visitor who just subscribed, pending until the e-mail is confirmed, and download the list', async ({
    page,
  }) => {
    const email = freshEmail('neon.fan');
    await subscribeFromPopup(page, email);

    await signIn(page, 'Members');
    await expect(section(page).getByRole('heading', { name: 'Newsletter Subscribers' })).toBeVisible();
    // Any part of the address, in any letter case.
    await searchField(page).fill(email.slice(0, -'@example.com'.length).toUpperCase());
    await expect(cards(page)).toHaveCount(1);
    const card = cards(page).first();
    await expect(card.getByRole('heading', { name: email })).toBeVisible();
    await expect(card).toContainText('Pending confirmation');
    await expect(card).toContainText('Not yet');
    await expect(section(page).getByRole('status')).toHaveText('1 subscriber');
    await expect(chip(page, 'All subscribers 1')).toHaveAttribute('aria-pressed', 'true');
    await expect(chip(page, 'Pending confirmation 1')).toBeVisible();
    await expect(chip(page, 'Confirmed 0')).toBeVisible();
    // Only confirmed addresses: this one is not among them yet.
    await chip(page, 'Confirmed 0').click();
    await expect(section(page).getByText('No subscribers match this search.')).toBeVisible();
    await expect(section(page).getByRole('status')).toHaveText('0 subscribers');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The visitor confirms from the e-mail; staff look again.
    await confirmFromMail(page, email);
    await signIn(page, 'Members');
    await searchField(page).fill(email);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('Confirmed');
    await expect(cards(page).first()).not.toContainText('Not yet');
    await expect(chip(page, 'Confirmed 1')).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section(page).getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('newsletter-subscribers.csv');
    const csv = fs.readFileSync((await download.path()) as string, 'utf8');
    const stamp = '\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}';
    expect(csv).toMatch(
      new RegExp(
        `^\ufeffEmail,Status,Subscribed \\(Miami\\),Confirmed \\(Miami\\)\r\n${email.replace(/\./g, '\\.')},Confirmed,${stamp},${stamp}\r\n$`,
      ),
    );
  });

  test('staff take off the list an address whose owner asked them to', async ({ page }) => {
    const email = freshEmail('call.me.off');
    const signedUp = await page.request.post('/api/newsletter/subscribe', { data: { email } });
    expect(signedUp.ok()).toBe(true);

    await signIn(page, 'Members');
    await searchField(page).fill(email);
    await expect(cards(page)).toHaveCount(1);
    await cards(page)
      .first()
      .getByRole('button', { name: `Remove ${email}` })
      .click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove this subscriber?' });
    await expect(dialog).toContainText(`${email} will get no more newsletters.`);
    await dialog.getByRole('button', { name: 'Remove Subscriber' }).click();
    await expect(toast(page).filter({ hasText: 'Subscriber removed' })).toBeVisible();
    await expect(section(page).getByText('No subscribers match this search.')).toBeVisible();
    await expect(section(page).getByRole('status')).toHaveText('0 subscribers');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the subscribers list has no accessibility problem', async ({ page }) => {
    const email = freshEmail('phone.fan');
    expect((await page.request.post('/api/newsletter/subscribe', { data: { email } })).ok()).toBe(true);
    await signIn(page, 'Members');
    await searchField(page).fill(email);
    await expect(cards(page)).toHaveCount(1);
    await section(page).scrollIntoViewIfNeeded();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
