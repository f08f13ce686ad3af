import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { e2eAdminPassword } from '../playwright.config';
import { SECOND_STEP_OWNER_FIRST, SHARED_PASSWORD_CLOSED } from '../src/shared/staff';
import { inviteStaff, signIn, toast } from './admin-helpers';
import { expect, test } from './fixtures';
import { mailWithSubject } from './mail';

// The second step (docs/staff.md#second-step), as a manager lives it: they add an authenticator
// app from the dashboard (the key shown on screen, the first code turns it on, ten recovery codes
// shown once); from then on the link from their inbox asks for the app's code before the dashboard.

test.use({ viewport: { width: 1440, height: 900 } });

const codeFor = (key: string, stepsAhead = 0) =>
  generate({ secret: key, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

test('a manager turns on two-step sign-in, and their next sign-in asks for the app’s code', async ({
  page,
  browser,
}) => {
  const email = `mia-${Date.now()}@example.com`;
  await signIn(page, 'Staff');
  await inviteStaff(page, { name: 'Mia Manager', email: email, role: 'manager' });

  const theirs = await browser.newContext({ viewport: { width: 390, height: 844 } });
  let phone = await theirs.newPage();
  // A link from the mail app opens in a new tab.
  const open = async (text: string) => {
    const link = new URL(/https?:\/\/\S+\/admin\/login#token=[\w-]+/.exec(text)?.[0] ?? 'http://x/');
    const tab = await theirs.newPage();
    await tab.goto(link.pathname + link.hash);
    await tab.getByRole('button', { name: 'Sign in to the dashboard' }).click();
    return tab;
  };
  await phone.close();
  phone = await open(await mailWithSubject(email, 'You are invited to run MESC'));
  await expect(phone).toHaveURL(/\/admin\/dashboard/);

  await phone.getByRole('button', { name: 'Two-step sign-in' }).click();
  const panel = phone.getByRole('dialog', { name: 'Two-step sign-in' });
  await panel.getByRole('button', { name: 'Set up a one-time-code app' }).click();
  await expect(panel.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = ((await panel.locator('code').textContent()) ?? '').replace(/\s+/g, '');
  await panel.getByLabel('6-digit code from the app').fill(await codeFor(key));
  await panel.getByRole('button', { name: 'Turn it on' }).click();
  const recoveryCodes = panel.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(recoveryCodes).toHaveCount(10);
  const recovery = (await recoveryCodes.first().textContent()) ?? '';
  await panel.getByRole('button', { name: 'I saved them' }).click();
  await expect(toast(phone)).toContainText('Two-step sign-in on');

  // Signed out, the inbox's link alone no longer opens the dashboard.
  await phone.keyboard.press('Escape');
  await phone.getByRole('button', { name: 'Logout' }).click();
  await expect(phone).toHaveURL(/\/admin\/login$/);
  await phone.getByLabel('Staff e-mail').fill(email);
  await phone.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  phone = await open(await mailWithSubject(email, 'Your MESC staff sign-in link'));
  await expect(phone.getByRole('heading', { name: 'One more step' })).toBeFocused();
  await expect(phone).toHaveURL(/\/admin\/login$/);
  await phone.getByLabel('Code from your app').fill(await codeFor(key, 1));
  await phone.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(phone).toHaveURL(/\/admin\/dashboard/);
  await expect(phone.getByText(`Signed in as Mia Manager <${email}> (Manager)`)).toBeVisible();

  // Phone lost: the inbox's code, then a recovery code.
  await phone.getByRole('button', { name: 'Logout' }).click();
  await phone.getByLabel('Staff e-mail').fill(email);
  await phone.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(phone.getByRole('heading', { name: 'Check your mail' })).toBeFocused();
  const third = await mailWithSubject(email, 'Your MESC staff sign-in link', 2);
  await phone.getByLabel('6-digit code').fill(/code on the sign-in page: (\d{6})/.exec(third)?.[1] ?? '');
  await phone.getByRole('button', { name: 'Sign in with the code' }).click();
  await expect(phone.getByRole('heading', { name: 'One more step' })).toBeFocused();
  await phone.getByLabel('Code from your app').fill(recovery);
  await phone.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(phone).toHaveURL(/\/admin\/dashboard/);
  await theirs.close();

  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Staff' }).getByRole('listitem').filter({ hasText: email }),
  ).toContainText('Two-step sign-in on');
});

test.describe('with two-step sign-in required', () => {
  // The shared password's ended session and its refused login answer 401 and 403, as they should.
  test.use({ allowedConsoleErrors: /status of (401 \(Unauthorized\)|403 \(Forbidden\))/ });

  test('an owner with the app on requires two-step sign-in, and the shared password then opens nothing until it is lifted', async ({
    page,
    browser,
  }) => {
    const email = `olga-${Date.now()}@example.com`;
    await signIn(page, 'Staff');
    // From the shared password the switch cannot be turned on, and says why.
    const switchOn = (p: Page) =>
      p.getByRole('switch', { name: 'Require two-step sign-in for owners and managers' });
    await expect(switchOn(page)).toBeDisabled();
    await expect(page.getByText(SECOND_STEP_OWNER_FIRST)).toBeVisible();

    await inviteStaff(page, { name: 'Olga Owner', email: email, role: 'owner' });

    const theirs = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const owner = await theirs.newPage();
    const link = new URL(
      /https?:\/\/\S+\/admin\/login#token=[\w-]+/.exec(
        await mailWithSubject(email, 'You are invited to run MESC'),
      )?.[0] ?? 'http://x/',
    );
    await owner.goto(link.pathname + link.hash);
    await owner.getByRole('button', { name: 'Sign in to the dashboard' }).click();
    await expect(owner).toHaveURL(/\/admin\/dashboard/);
    await owner.getByRole('button', { name: 'Two-step sign-in' }).click();
    const panel = owner.getByRole('dialog', { name: 'Two-step sign-in' });
    await panel.getByRole('button', { name: 'Set up a one-time-code app' }).click();
    const key = ((await panel.locator('code').textContent()) ?? '').replace(/\s+/g, '');
    await panel.getByLabel('6-digit code from the app').fill(await codeFor(key));
    await panel.getByRole('button', { name: 'Turn it on' }).click();
    await panel.getByRole('button', { name: 'I saved them' }).click();
    await expect(toast(owner)).toContainText('Two-step sign-in on');
    await owner.keyboard.press('Escape');

    const ownerToken = await owner.evaluate(() => localStorage.getItem('adminToken'));
    try {
      await owner.getByRole('tab', { name: 'Staff' }).click();
      await switchOn(owner).click();
      await expect(toast(owner)).toContainText('Two-step sign-in required');

      // The shared password's session has ended, and the password alone no longer signs in.
      await page.reload();
      await expect(page).toHaveURL(/\/admin\/login$/);
      await page.getByLabel('Password').fill(e2eAdminPassword);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(toast(page)).toContainText('Login failed');
      await expect(toast(page)).toContainText(SHARED_PASSWORD_CLOSED);
      await expect(page).toHaveURL(/\/admin\/login$/);

      await switchOn(owner).click();
      await expect(toast(owner)).toContainText('Two-step sign-in optional');
    } finally {
      // The other tests sign in with the shared password: it is never left closed.
      await owner.request.put('/api/admin/settings/second-step', {
        headers: { authorization: `Bearer ${ownerToken}` },
        data: { required: false },
      });
      await theirs.close();
    }
    await signIn(page, 'Staff');
    await expect(switchOn(page)).not.toBeChecked();
  });
});
