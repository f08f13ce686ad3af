import type { APIRequestContext, Page } from '@playwright/test';
import { signIn, toast } from './admin-helpers';
import { expect, seriousA11yViolations, test } from './fixtures';
import { mailWithSubject, signInSecrets } from './mail';
import { becomeMember } from './members-helper';

// A member's page on the dashboard: found from the Members tab, with what the club knows of the
// member, and what staff do for them (a private note, a complimentary membership, a tier change
// with the provider, a sign-in link, signing out everywhere).

const uniqueEmail = (who: string) => `${who}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** A free member who joined and confirmed the address from the e-mail (signed in in `request`). */
async function freeMember(request: APIRequestContext, name: string): Promise<string> {
  const email = uniqueEmail('page');
  expect((await request.post('/api/members/join', { data: { email, name } })).status()).toBe(200);
  const { code } = signInSecrets(await mailWithSubject(email, 'Confirm your MESC membership'));
  expect((await request.post('/api/members/sign-in/code', { data: { email, code } })).status()).toBe(200);
  return email;
}

/** The line under the member's name: their tier and status. */
const summary = (page: Page, name: string) => page.getByRole('heading', { name, level: 2 }).locator('..');

async function openMemberPage(page: Page, search: string, name: string) {
  await signIn(page, 'Members');
  const allMembers = page.getByRole('region', { name: 'All Members' });
  await allMembers.getByLabel('Search by name or e-mail').fill(search);
  await allMembers.getByRole('link', { name: `Open ${name}'s page` }).click();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeFocused();
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("staff open a member's page, keep a private note and make them Inner Circle for a month", async ({
    page,
    playwright,
  }) => {
    const member = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const email = await freeMember(member, 'Marisol Page');
    await openMemberPage(page, email, 'Marisol Page');
    await expect(page).toHaveURL(/[?&]member=\d+/);
    const header = summary(page, 'Marisol Page');
    await expect(header).toContainText('Free Member');
    await expect(header).toContainText('Active');
    await expect(page.getByRole('list', { name: 'Sign-in sessions' }).getByRole('listitem')).toHaveCount(1);

    // The note is kept for staff alone.
    const note = page.getByLabel('Private note');
    await note.fill('Met at the Heat watch party.\nWants to host a poker night.');
    await page.getByRole('button', { name: 'Save note' }).click();
    await expect(toast(page)).toContainText('Note saved');
    const own = await member.get('/api/account');
    expect(await own.text()).not.toContain('poker night');

    // A complimentary Inner Circle membership: the member is told, and has it at once.
    const give = page.getByRole('form', { name: 'Give a complimentary membership' });
    await give.getByLabel('Tier').selectOption({ label: 'Inner Circle' });
    await give.getByLabel('Reason (staff only, optional)').fill('Opening night host');
    await give.getByRole('button', { name: 'Give membership' }).click();
    await expect(toast(page)).toContainText('Complimentary membership given');
    await expect(page.getByText('Complimentary Inner Circle')).toBeVisible();
    await expect(page.getByText('Why: Opening night host')).toBeVisible();
    await expect(header).toContainText('Inner Circle');
    expect((await (await member.get('/api/me')).json()).member.accessTier).toBe('inner_circle');
    expect(await mailWithSubject(email, "You're Inner Circle at MESC")).toContain('on the house');

    // The page lives in the address: a reload comes back to it, with the note.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Marisol Page', level: 2 })).toBeVisible();
    await expect(page.getByLabel('Private note')).toHaveValue(
      'Met at the Heat watch party.\nWants to host a poker night.',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('member-page-1440.png'), fullPage: true });

    // Ended early: the member is free again.
    await page.getByRole('button', { name: 'End complimentary membership' }).click();
    await page.getByRole('button', { name: 'End now' }).click();
    await expect(toast(page)).toContainText('Complimentary membership ended');
    await expect(header).toContainText('Free Member');
    expect((await (await member.get('/api/me')).json()).member.accessTier).toBe('free');

    // Signed out everywhere: the member's browser is signed out.
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(toast(page)).toContainText('Signed out');
    await expect(page.getByText('Not signed in anywhere.')).toBeVisible();
    expect((await (await member.get('/api/me')).json()).member).toBeNull();

    // A sign-in link sent by staff reaches the member's inbox.
    await page.getByRole('button', { name: 'Send sign-in link' }).click();
    await expect(toast(page)).toContainText(`Sent to ${email}`);
    await mailWithSubject(email, 'Your MESC sign-in link');

    await page.getByRole('button', { name: 'All members' }).click();
    await expect(page.getByRole('region', { name: 'All Members' })).toBeVisible();
    await member.dispose();
  });

  test('staff move a Premium Fan up to Inner Circle with the card on file, and see the payment', async ({
    page,
    playwright,
  }) => {
    const member = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const { email } = await becomeMember(member, 'premium', 'Paolo Upgrade');
    await openMemberPage(page, email, 'Paolo Upgrade');
    const payments = page.getByRole('list', { name: 'Payments' });
    await expect(payments).toContainText('Premium Fan · $20.00');
    await expect(payments).toContainText('Paid');
    await page.getByLabel('Change tier to').selectOption({ label: 'Inner Circle' });
    await page.getByRole('button', { name: 'Change tier' }).click();
    await expect(toast(page)).toContainText('Tier changed');
    const header = summary(page, 'Paolo Upgrade');
    await expect(header).toContainText('Inner Circle');
    expect((await (await member.get('/api/me')).json()).member.tier).toBe('inner_circle');
    await member.dispose();
  });

  test.describe('with a wrong number', () => {
    // The browser reports the API's 404 for the member asked for: the page says it in words.
    test.use({ allowedConsoleErrors: /status of 404 \(Not Found\)/ });

    test('a member number that is no one shows "Member not found"', async ({ page }) => {
      await signIn(page, 'Members');
      await page.goto('/admin/dashboard?tab=members&member=987654');
      await expect(page.getByRole('heading', { name: 'Member not found' })).toBeVisible();
    });
  });
});
