import type { Locator, Page } from '@playwright/test';
import { signIn, toast } from './admin-helpers';
import { expect, seriousA11yViolations, test, visit } from './fixtures';

// The club's categories are staff's: they add one with a colour from the Events tab, make events
// in it, and visitors find its chip and see its colour; a rename carries its events, and a
// retired category keeps them but is no longer offered for new ones.

test.use({ viewport: { width: 1440, height: 900 } });

/** Where the screenshots of the categories' screens go, to be looked at (SCREENSHOTS=dir). */
const shots = process.env.SCREENSHOTS;

const openCategories = async (page: Page) => {
  await page.getByRole('button', { name: 'Categories', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Event Categories' });
  await expect(panel.getByRole('list', { name: 'Event categories' })).toBeVisible();
  return panel;
};
const row = (scope: Locator, name: string) =>
  scope.getByRole('listitem').filter({ has: scope.page().getByText(name, { exact: true }) });
const chips = (page: Page) => page.getByRole('group', { name: 'Filter by category' }).getByRole('link');
/** The badge's fill, as the browser paints it. */
const fill = (badge: Locator) => badge.evaluate((element) => getComputedStyle(element).backgroundColor);
const BLUE = 'rgb(47, 139, 255)';

test('staff add Soccer in blue, make a night in it, rename it and retire it, and visitors follow', async ({
  page,
  browser,
}) => {
  const title = `Inter Miami Watch Night ${Date.now()}`;
  await signIn(page, 'Events');

  // Added from the Events tab, in blue.
  let panel = await openCategories(page);
  await expect(row(panel, 'NBA')).toContainText(/\d+ events?/);
  await panel.getByRole('button', { name: 'Add Category' }).click();
  const add = page.getByRole('dialog', { name: 'Add Category' });
  await add.getByLabel('Name').fill('Soccer');
  await add.getByRole('radio', { name: 'Blue' }).check();
  await expect(add.getByText('On its events:')).toContainText('Soccer');
  if (shots) await page.screenshot({ path: `${shots}/category-form-1440.png` });
  await add.getByRole('button', { name: 'Add Category' }).click();
  await expect(toast(page)).toContainText('Category added');
  const soccer = row(panel, 'Soccer');
  await expect(soccer).toContainText('No events');
  expect(await fill(soccer.getByText('Soccer', { exact: true }))).toBe(BLUE);

  // Moved one place earlier: the focus stays on the arrow.
  const earlier = soccer.getByRole('button', { name: 'Move Soccer earlier' });
  await earlier.click();
  const order = panel.getByRole('list', { name: 'Event categories' }).getByRole('listitem');
  await expect(
    order.filter({ hasText: 'Spirit Tasting' }).locator('xpath=preceding-sibling::li[1]'),
  ).toContainText('Soccer');
  await expect(earlier).toBeFocused();
  expect(await seriousA11yViolations(page)).toEqual([]);
  if (shots) await page.screenshot({ path: `${shots}/categories-1440.png` });
  await panel.getByRole('button', { name: 'Close' }).click();

  // An event in it.
  await page.getByRole('button', { name: 'Add New Event' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Event' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description').fill('Messi and the Herons on the big screens.');
  await form.getByLabel('Category').selectOption('Soccer');
  await form.getByLabel('Date and time (Miami)').fill('2031-04-12T19:30');
  await form.getByLabel('Price ($)', { exact: true }).fill('0');
  await form.getByRole('button', { name: 'Create Event' }).click();
  await expect(toast(page)).toContainText('Event created');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  expect(await fill(card.getByText('Soccer', { exact: true }))).toBe(BLUE);

  // Visitors find its chip, in its colour, and the night under it.
  const visitor = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await visit(visitor, '/events');
  const chip = chips(visitor).filter({ hasText: 'Soccer' });
  await expect(chip).toHaveCount(1);
  await chip.click();
  await expect(visitor).toHaveURL(/\/events\?category=Soccer$/);
  const visitorCard = visitor
    .getByRole('article')
    .filter({ has: visitor.getByRole('heading', { name: title }) });
  expect(await fill(visitorCard.getByText('Soccer', { exact: true }))).toBe(BLUE);

  // Renamed: the event follows, on the site too.
  panel = await openCategories(page);
  await row(panel, 'Soccer').getByRole('button', { name: 'Edit Soccer' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Category' });
  await edit.getByLabel('Name').fill('MLS Soccer');
  await edit.getByRole('button', { name: 'Save Category' }).click();
  await expect(toast(page)).toContainText('Category updated');
  await expect(row(panel, 'MLS Soccer')).toContainText('1 event');
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(card.getByText('MLS Soccer', { exact: true })).toBeVisible();
  await visit(visitor, '/events');
  await expect(chips(visitor).filter({ hasText: /^MLS Soccer$/ })).toHaveCount(1);
  await expect(chips(visitor).filter({ hasText: /^Soccer$/ })).toHaveCount(0);

  // Retired: no longer offered for a new event; the night keeps it, and its form still shows it.
  panel = await openCategories(page);
  await row(panel, 'MLS Soccer').getByRole('button', { name: 'Retire MLS Soccer' }).click();
  await expect(toast(page)).toContainText('Category retired');
  const retired = panel.getByRole('list', { name: 'Retired categories' });
  // The focus follows it there.
  await expect(row(retired, 'MLS Soccer').getByRole('button', { name: 'Restore MLS Soccer' })).toBeFocused();
  // It has an event: it can be retired, not deleted.
  await expect(row(retired, 'MLS Soccer').getByRole('button', { name: 'Delete MLS Soccer' })).toHaveCount(0);
  if (shots) await page.screenshot({ path: `${shots}/categories-retired-1440.png` });
  await panel.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Add New Event' }).click();
  const fresh = page.getByRole('dialog', { name: 'Add New Event' });
  await expect(fresh.getByLabel('Category').getByRole('option', { name: /MLS Soccer/ })).toHaveCount(0);
  await fresh.getByRole('button', { name: 'Cancel' }).click();
  await card.getByRole('button', { name: `Edit ${title}` }).click();
  const kept = page.getByRole('dialog', { name: 'Edit Event' });
  await expect(kept.getByLabel('Category')).toHaveValue('MLS Soccer');
  await expect(kept.getByLabel('Category').getByRole('option', { name: 'MLS Soccer (retired)' })).toHaveCount(
    1,
  );
  await kept.getByRole('button', { name: 'Cancel' }).click();

  await visit(visitor, `/events?category=${encodeURIComponent('MLS Soccer')}`);
  expect(await fill(visitorCard.getByText('MLS Soccer', { exact: true }))).toBe(BLUE);
  await visitor.close();
});

test('staff delete a category no event has, after saying yes', async ({ page }) => {
  await signIn(page, 'Events');
  const panel = await openCategories(page);
  await panel.getByRole('button', { name: 'Add Category' }).click();
  const add = page.getByRole('dialog', { name: 'Add Category' });
  await add.getByRole('button', { name: 'Add Category' }).click();
  await expect(add.getByText('Name is required')).toBeVisible();
  await expect(add.getByText('Choose a colour')).toBeVisible();
  await add.getByLabel('Name').fill('Chess Club');
  await add.getByRole('radio', { name: 'Purple' }).check();
  await add.getByRole('button', { name: 'Add Category' }).click();
  await expect(toast(page)).toContainText('Category added');

  await row(panel, 'Chess Club').getByRole('button', { name: 'Delete Chess Club' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this category?' });
  await confirm.getByRole('button', { name: 'Delete Category' }).click();
  await expect(toast(page)).toContainText('Category deleted');
  await expect(row(panel, 'Chess Club')).toHaveCount(0);
});
