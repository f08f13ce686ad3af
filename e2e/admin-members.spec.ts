import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { signIn } from './admin-helpers';
import { expect, seriousA11yViolations, test } from './fixtures';

// The Members tab: the spec's paid members, then every member (the demo seed's free members) to
// search, filter and count.

const allMembers = (page: Page) => page.getByRole('region', { name: 'All Members' });
const cards = (page: Page) => page.getByRole('list', { name: 'All members' }).getByRole('listitem');
const chip = (page: Page, name: string | RegExp) =>
  allMembers(page).getByRole('button', { name, exact: typeof name === 'string' });

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('staff search a member by name or e-mail and see the counts per tier and status', async ({ page }) => {
    await signIn(page, 'Members');
    // The spec's list keeps its place and words.
    await expect(page.getByRole('heading', { name: 'Paid Members' })).toBeVisible();
    await expect(page.getByText('View all members who have purchased memberships')).toBeVisible();
    await expect(allMembers(page).getByRole('heading', { name: 'All Members' })).toBeVisible();
    await expect(cards(page).filter({ hasText: 'Camila Reyes' })).toBeVisible();

    const search = allMembers(page).getByLabel('Search by name or e-mail');
    await search.fill('camila');
    await expect(cards(page)).toHaveCount(1);
    const camila = cards(page).first();
    await expect(camila.getByRole('heading', { name: 'Camila Reyes' })).toBeVisible();
    await expect(camila.getByRole('link', { name: 'camila.reyes@example.com' })).toBeVisible();
    await expect(camila).toContainText('Free Member');
    await expect(camila).toContainText('Active');
    await expect(allMembers(page).getByRole('status')).toHaveText('1 member');
    await expect(chip(page, 'All tiers 1')).toHaveAttribute('aria-pressed', 'true');
    await expect(chip(page, 'Free Member 1')).toBeVisible();
    await expect(chip(page, 'Premium Fan 0')).toBeVisible();
    await expect(chip(page, 'Inner Circle 0')).toBeVisible();
    await expect(chip(page, 'Active 1')).toBeVisible();
    await expect(chip(page, 'Pending 0')).toBeVisible();

    // By e-mail, in any letter case: the member still waiting to confirm the address.
    await search.fill('JESS.WHITFIELD@');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first().getByRole('heading', { name: 'Jess Whitfield' })).toBeVisible();
    await expect(cards(page).first()).toContainText('Pending');
    await expect(cards(page).first()).toContainText('Signed up');
    await expect(chip(page, 'Pending 1')).toBeVisible();

    // A wildcard is a character like any other.
    await search.fill('%');
    await expect(allMembers(page).getByText('No members match this search.')).toBeVisible();
    await expect(allMembers(page).getByRole('status')).toHaveText('0 members');

    // A status filter on top of a search.
    await search.fill('example.com');
    await chip(page, /^Pending \d+$/).click();
    await expect(chip(page, /^All statuses/)).toHaveAttribute('aria-pressed', 'false');
    await expect(cards(page).filter({ hasText: 'Jess Whitfield' })).toBeVisible();
    await expect(cards(page).filter({ hasText: 'Camila Reyes' })).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('staff download the members a search finds as CSV', async ({ page }) => {
    await signIn(page, 'Members');
    await allMembers(page).getByLabel('Search by name or e-mail').fill('omar');
    await expect(cards(page)).toHaveCount(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      allMembers(page).getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('members.csv');
    const csv = fs.readFileSync((await download.path()) as string, 'utf8');
    expect(csv).toMatch(
      /^\ufeffName,Email,Tier,Status,Joined \(Miami\),Signed up \(Miami\),Customer ID,Subscription ID\r\nOmar Haddad,omar\.haddad@example\.com,Free Member,Active,\d{4}-\d{2}-\d{2} \d{2}:\d{2},\d{4}-\d{2}-\d{2} \d{2}:\d{2},,\r\n$/,
    );
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the Members tab has no accessibility problem', async ({ page }) => {
    await signIn(page, 'Members');
    await expect(cards(page).filter({ hasText: 'Camila Reyes' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await allMembers(page).getByLabel('Search by name or e-mail').fill('zoë');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first().getByRole('heading', { name: 'Zoë Castellanos' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
