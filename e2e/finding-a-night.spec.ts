import type { Page } from '@playwright/test';
import { expect, test, visit } from './fixtures';

// Finding a night: the category chips are "All Events" and the categories of the events to come,
// and a search within a category says so and offers the same search in every category.

const chips = (page: Page) => page.getByRole('group', { name: 'Filter by category' }).getByRole('link');
const card = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test('the chips are "All Events", then the categories of the events to come', async ({ page }) => {
      await visit(page, '/events');
      const names = await chips(page).allTextContents();
      expect(names[0]).toBe('All Events');
      await expect(chips(page).first()).toHaveAttribute('aria-current', 'page');
      // The seed's categories, in the usual order (staff may have added others after them).
      expect(names.slice(1, 7)).toEqual(['NBA', 'NFL', 'UFC', 'Poker', 'Dominoes', 'VIP']);
      expect(names.filter((name) => name.toLowerCase() === 'all events')).toHaveLength(1);
      expect(new Set(names).size).toBe(names.length);
    });

    test('a search within a category says so, and "search all" finds the other categories too', async ({
      page,
    }) => {
      await visit(page, '/events?category=NFL');
      const search = page.getByRole('searchbox', { name: 'Search events' });
      await search.fill('watch party');
      await expect(page).toHaveURL(/\/events\?category=NFL&q=watch\+party$/);
      const status = page.getByRole('status').filter({ hasText: 'only' });
      await expect(status).toHaveText('In NFL only · search all');
      await expect(card(page, 'Dolphins Divisional Watch Party')).toBeVisible();
      await expect(card(page, 'Heat vs. Celtics Watch Party')).toHaveCount(0);

      await status.getByRole('link', { name: 'search all' }).click();
      await expect(page).toHaveURL(/\/events\?q=watch\+party$/);
      await expect(card(page, 'Heat vs. Celtics Watch Party')).toBeVisible();
      await expect(card(page, 'Dolphins Divisional Watch Party')).toBeVisible();
      await expect(chips(page).first()).toHaveAttribute('aria-current', 'page');
      // The query stays, and so does the visitor: in the search box.
      await expect(search).toHaveValue('watch party');
      await expect(search).toBeFocused();
      await expect(page.getByText('search all')).toHaveCount(0);
    });
  });
}

test('with no category chosen, a search covers every category and offers nothing more', async ({ page }) => {
  await visit(page, '/events');
  await page.getByRole('searchbox', { name: 'Search events' }).fill('watch party');
  await expect(card(page, 'Heat vs. Celtics Watch Party')).toBeVisible();
  await expect(card(page, 'Dolphins Divisional Watch Party')).toBeVisible();
  await expect(page.getByRole('link', { name: 'search all' })).toHaveCount(0);
});
