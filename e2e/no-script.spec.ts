import type { Page } from '@playwright/test';
import { a11yViolations, expect, test, visit } from './fixtures';

// The site before (and without) its script: on a slow phone the page is there long before its
// code, and some visitors turn JavaScript off. Every control below is a link or a form, so it
// works from the server's HTML alone; with the script, the same controls answer without a reload.

const titles = (page: Page) => page.getByRole('article').getByRole('heading', { level: 3 });
const chip = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Filter by category' }).getByRole('link', { name, exact: true });
const storeChip = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Category' }).getByRole('link', { name, exact: true });

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`without JavaScript at ${viewport.width} px`, () => {
    test.use({ javaScriptEnabled: false, viewport });

    test('a visitor filters events by category, switches to the calendar and keeps the category', async ({
      page,
    }) => {
      await page.goto('/events');
      await chip(page, 'NFL').click();
      await expect(page).toHaveURL(/\/events\?category=NFL$/);
      await expect(chip(page, 'NFL')).toHaveAttribute('aria-current', 'page');
      await expect(chip(page, 'All Events')).not.toHaveAttribute('aria-current');
      await expect(titles(page).first()).toHaveText('Sunday Night Football Tailgate');
      await expect(page.getByRole('heading', { name: 'Heat vs. Celtics Watch Party' })).toHaveCount(0);

      await page.getByRole('tab', { name: 'Calendar View' }).click();
      await expect(page).toHaveURL(/\/events\?category=NFL&view=calendar$/);
      await expect(page.getByRole('tab', { name: 'Calendar View' })).toHaveAttribute('aria-selected', 'true');
      await expect(chip(page, 'NFL')).toHaveAttribute('aria-current', 'page');

      await page.getByRole('tab', { name: 'Event List' }).click();
      await expect(page).toHaveURL(/\/events\?category=NFL$/);
      await chip(page, 'All Events').click();
      await expect(page).toHaveURL(/\/events$/);
      await expect(page.getByRole('heading', { name: 'Heat vs. Celtics Watch Party' })).toBeVisible();
    });

    test('a visitor searches the events and sees only the matching ones', async ({ page }) => {
      await page.goto('/events?category=NBA');
      await page.getByLabel('Search events').fill('knicks');
      await page.getByLabel('Search events').press('Enter');
      // The category stays with the search.
      await expect(page).toHaveURL(/\/events\?category=NBA&q=knicks$/);
      await expect(titles(page)).toHaveText(['Heat vs. Knicks: Courtside Bus Trip']);
      await expect(page.getByLabel('Search events')).toHaveValue('knicks');

      // The past-events switch goes with the form.
      await page.getByLabel('Past events').check();
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/events\?category=NBA&q=knicks&past=1$/);
      await expect(page.getByLabel('Past events')).toBeChecked();
      await expect(page.getByText('No events match “knicks”')).toBeVisible();

      await page.getByLabel('Search events').fill('no such party');
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page.getByText('No events match “no such party”')).toBeVisible();
    });

    test('a visitor opens the store’s categories as links', async ({ page }) => {
      await page.goto('/store?sort=price-high');
      await storeChip(page, 'Drinkware').click();
      await expect(page).toHaveURL(/\/store\?category=Drinkware&sort=price-high$/);
      await expect(storeChip(page, 'Drinkware')).toHaveAttribute('aria-current', 'page');
      const categories = await page.locator('main article p.uppercase').allTextContents();
      expect(categories.length).toBeGreaterThan(1);
      expect(new Set(categories)).toEqual(new Set(['Drinkware']));
      await storeChip(page, 'All').click();
      await expect(page).toHaveURL(/\/store\?sort=price-high$/);
      await expect(storeChip(page, 'All')).toHaveAttribute('aria-current', 'page');
    });

    test('a visitor lost on a missing page finds the events, the store, home and an events search', async ({
      page,
    }) => {
      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
      const next = page.getByRole('navigation', { name: 'Where to next' });
      await expect(next.getByRole('link', { name: 'Events', exact: true })).toHaveAttribute(
        'href',
        '/events',
      );
      await expect(next.getByRole('link', { name: 'Store', exact: true })).toHaveAttribute('href', '/store');
      await next.getByRole('link', { name: 'Back to Home' }).click();
      await expect(page).toHaveURL(/\/$/);

      await page.goto('/no-such-page');
      await page.getByLabel('Search events').fill('poker');
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/events\?q=poker$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Events & Calendar' })).toBeVisible();
      await expect(titles(page).first()).toContainText('Poker');
      await expect(page.getByLabel('Search events')).toHaveValue('poker');
    });
  });
}

test.describe('without JavaScript on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('a visitor opens the menu and goes to another page', async ({ page }) => {
    await page.goto('/');
    const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Store' });
    await expect(links).toBeHidden();
    await page.getByLabel('Open menu').click();
    await expect(links).toBeVisible();
    await links.click();
    await expect(page).toHaveURL(/\/store$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Official Store' })).toBeVisible();
    await page.getByLabel('Open menu').click();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Store' }),
    ).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('with JavaScript', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  // axe runs in the page, so it needs the page's JavaScript: it checks the same markup hydrated.
  for (const width of [390, 1440]) {
    test(`axe finds nothing on the filtered events, the store's categories and the 404 page at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of [
        '/events?category=NBA&q=knicks',
        '/events?q=nothing-at-all',
        '/store?category=Drinkware',
        '/nowhere',
      ]) {
        await visit(page, path);
        expect(await a11yViolations(page), path).toEqual([]);
      }
      if (width === 390) {
        // The menu as a phone without the script opens it.
        await page.evaluate(() => document.querySelector('header details')?.setAttribute('open', ''));
        await expect(
          page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Store' }),
        ).toBeVisible();
        expect(await a11yViolations(page), 'the open menu').toEqual([]);
      }
    });
  }

  test('the same chips, tabs and search change the events without reloading the page', async ({ page }) => {
    await visit(page, '/events');
    // A mark on the window: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    await chip(page, 'NBA').click();
    await expect(page).toHaveURL(/\/events\?category=NBA$/);
    await page.getByLabel('Search events').pressSequentially('knicks');
    await expect(page).toHaveURL(/\/events\?category=NBA&q=knicks$/);
    await expect(titles(page)).toHaveText(['Heat vs. Knicks: Courtside Bus Trip']);
    await page.getByRole('tab', { name: 'Calendar View' }).click();
    await expect(page).toHaveURL(/\/events\?category=NBA&q=knicks&view=calendar$/);
    expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
    // One history entry for the whole search: back is the list, then the category without it.
    await page.goBack();
    await expect(page).toHaveURL(/\/events\?category=NBA&q=knicks$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/events\?category=NBA$/);
    await expect(page.getByLabel('Search events')).toHaveValue('');
  });

  test('the view tabs still follow the arrow keys, and both views keep the filters', async ({ page }) => {
    await visit(page, '/events?category=UFC');
    const list = page.getByRole('tab', { name: 'Event List' });
    await list.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\/events\?category=UFC&view=calendar$/);
    await expect(page.getByRole('tab', { name: 'Calendar View' })).toBeFocused();
    await expect(list).toHaveAttribute('tabindex', '-1');
    await page.keyboard.press('Home');
    await expect(page).toHaveURL(/\/events\?category=UFC$/);
    await expect(list).toBeFocused();
    expect(await a11yViolations(page)).toEqual([]);
  });

  test('the store’s category links change the grid without reloading the page', async ({ page }) => {
    await visit(page, '/store');
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    await storeChip(page, 'Collectibles').click();
    await expect(page).toHaveURL(/\/store\?category=Collectibles$/);
    await expect(storeChip(page, 'Collectibles')).toHaveAttribute('aria-current', 'page');
    expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
  });

  test('the missing page’s search opens the events page with the search', async ({ page }) => {
    await visit(page, '/no-such-page');
    await page.getByLabel('Search events').fill('dominoes');
    await page.getByLabel('Search events').press('Enter');
    await expect(page).toHaveURL(/\/events\?q=dominoes$/);
    await expect(titles(page).first()).toContainText('Dominoes');
  });
});
