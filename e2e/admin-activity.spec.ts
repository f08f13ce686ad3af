import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { signIn, svgLogo, toast, uploadFiles } from './admin-helpers';
import { expect, seriousA11yViolations, test } from './fixtures';

// The owner reads what staff did on the dashboard's Activity tab: a change made a moment ago is
// the newest row, with who made it, what and the answer, its input a click away, and in the CSV.

const section = (page: Page) => page.getByRole('region', { name: 'Activity' });
const rows = (page: Page) =>
  section(page).getByRole('list', { name: 'Staff activity' }).getByRole('listitem');

/** Adds a sponsor through its form, as staff do. */
async function addSponsor(page: Page, name: string) {
  await signIn(page, 'Sponsors');
  await page.getByRole('button', { name: 'Add New Sponsor' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Sponsor' });
  await form.getByLabel('Name').fill(name);
  await uploadFiles(page, form, 'Upload Logo', [svgLogo('activity-co.svg')]);
  await form.getByRole('button', { name: 'Create Sponsor' }).click();
  await expect(toast(page).filter({ hasText: 'Sponsor created' })).toBeVisible();
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('staff add a sponsor, then find the change on the Activity tab and in its CSV', async ({ page }) => {
    const name = `E2E Activity Co ${Date.now()}`;
    await addSponsor(page, name);

    await page.getByRole('tab', { name: 'Activity' }).click();
    await expect(page).toHaveURL(/\?tab=activity$/);
    await expect(section(page).getByRole('heading', { name: 'Activity', level: 2 })).toBeVisible();
    await section(page).getByLabel('Search by who, action or address').fill('sponsors');
    const newest = rows(page).first();
    await expect(newest.getByRole('heading', { level: 3 })).toHaveText('POST /api/admin/sponsors');
    await expect(newest).toContainText('201 Done');
    await expect(newest).toContainText('Owner');
    const part = (label: string) =>
      newest.locator('details').filter({ has: page.getByText(label, { exact: true }) });
    await newest.getByText('Input', { exact: true }).click();
    await expect(part('Input').locator('pre')).toContainText(`"name": "${name}"`);
    // What the write answered: the sponsor as saved, with its id.
    await newest.getByText('After', { exact: true }).click();
    await expect(part('After').locator('pre')).toContainText(/"id": \d+,\s+"name": "/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Only the writes refused to a role: none of these was.
    await section(page).getByRole('button', { name: 'Refused only' }).click();
    await expect(section(page).getByRole('button', { name: 'Refused only' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(rows(page).filter({ hasText: '201 Done' })).toHaveCount(0);
    await section(page).getByRole('button', { name: 'Every answer' }).click();
    await expect(rows(page).first()).toContainText('201 Done');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section(page).getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('staff-activity.csv');
    const lines = fs.readFileSync((await download.path()) as string, 'utf8').split('\r\n');
    expect(lines[0]).toBe(
      '\ufeffTime (UTC),Actor,Role,Action,Permission,Target,Input,Before,After,Status,Client address',
    );
    // The newest row the search finds: the sponsor just added, its input as JSON.
    expect(lines[1]).toMatch(
      new RegExp(
        `^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z,[^,]+,Owner,POST /api/admin/sponsors,content,,"\\{""name"":""${name}"".*",201,`,
      ),
    );
  });
});

test('a club whose staff changed nothing yet is told so, with no file to download', async ({ page }) => {
  // The answer a club gets before its first change.
  await page.route(/\/api\/admin\/activity\/page(\?|$)/, (route) =>
    route.fulfill({ json: { items: [], total: 0, nextCursor: null } }),
  );
  await signIn(page, 'Activity');
  await expect(section(page).getByText('No staff activity yet.')).toBeVisible();
  await expect(section(page).getByRole('status')).toHaveText('0 actions');
  await expect(section(page).getByRole('button', { name: 'Download CSV' })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the Activity tab reads on a phone and has no accessibility problem', async ({ page }) => {
    await addSponsor(page, `E2E Phone Co ${Date.now()}`);
    await page.getByRole('tab', { name: 'Activity' }).click();
    const newest = rows(page).first();
    await expect(newest.getByRole('heading', { level: 3 })).toHaveText('POST /api/admin/sponsors');
    await newest.getByText('Input', { exact: true }).click();
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
