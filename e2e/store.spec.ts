import type { Page } from '@playwright/test';
import { e2eAdminPassword } from '../playwright.config';
import { expect, test, visit, visitBeforeScript } from './fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

const productNames = (page: Page) => page.locator('main article h3').allTextContents();
const category = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Category' }).getByRole('link', { name, exact: true });

test('a visitor searches, picks a category and a sort, and a reload shows the same products', async ({
  page,
}) => {
  await visit(page, '/store');
  const everything = await productNames(page);
  expect(everything.length).toBeGreaterThan(10);

  await page.getByLabel('Search products').pressSequentially('jersey');
  await expect(page).toHaveURL(/\/store\?q=jersey$/);
  await expect(page.locator('main article')).toHaveCount(2);

  await category(page, 'Apparel').click();
  await expect(category(page, 'Apparel')).toHaveAttribute('aria-current', 'page');
  await expect(category(page, 'All')).not.toHaveAttribute('aria-current');
  await page.getByLabel('Sort by').selectOption({ label: 'Price: High to Low' });
  await expect(page).toHaveURL(/\/store\?q=jersey&category=Apparel&sort=price-high$/);
  await expect(async () =>
    expect((await productNames(page)).sort()).toEqual(['MESC Away Jersey', 'MESC Home Jersey']),
  ).toPass();
  const chosen = await productNames(page);

  await page.reload();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.getByLabel('Search products')).toHaveValue('jersey');
  await expect(category(page, 'Apparel')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByLabel('Sort by')).toHaveValue('price-high');
  expect((await productNames(page)).sort()).toEqual(chosen.sort());
});

test('what a visitor types and picks while the page is still loading is taken up once it is ready', async ({
  page,
}) => {
  const ready = await visitBeforeScript(page, '/store');
  await page.getByLabel('Search products').fill('jersey');
  await page.getByLabel('Sort by').selectOption({ label: 'Price: High to Low' });
  await ready();
  await expect(page).toHaveURL(/\/store\?q=jersey&sort=price-high$/);
  await expect(page.getByLabel('Search products')).toHaveValue('jersey');
  await expect(async () =>
    expect((await productNames(page)).sort()).toEqual(['MESC Away Jersey', 'MESC Home Jersey']),
  ).toPass();
});

test('the sort orders the grid by price, low to high', async ({ page }) => {
  await visit(page, '/store');
  await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
  await expect(page).toHaveURL(/sort=price-low/);
  // The grid keeps the products shown until the sorted page has come from the server.
  await expect(async () => {
    const prices = (await page.locator('main article .text-gold').allTextContents()).map((p) =>
      Number(p.replace('$', '')),
    );
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  }).toPass();
});

test('the back button walks back through the choices, a typed search being one step', async ({ page }) => {
  await visit(page, '/store');
  await category(page, 'Drinkware').click();
  await expect(page).toHaveURL(/\?category=Drinkware$/);
  await page.getByLabel('Sort by').selectOption('newest');
  await expect(page).toHaveURL(/\?category=Drinkware&sort=newest$/);
  await page.getByLabel('Search products').pressSequentially('glass');
  await expect(page).toHaveURL(/\?q=glass&category=Drinkware&sort=newest$/);
  await expect(page.locator('main article')).toHaveCount(2);

  await page.goBack();
  await expect(page).toHaveURL(/\?category=Drinkware&sort=newest$/);
  await expect(page.getByLabel('Search products')).toHaveValue('');
  await expect(page.getByLabel('Sort by')).toHaveValue('newest');

  await page.goBack();
  await expect(page).toHaveURL(/\?category=Drinkware$/);
  await expect(page.getByLabel('Sort by')).toHaveValue('featured');
  await expect(category(page, 'Drinkware')).toHaveAttribute('aria-current', 'page');

  await page.goBack();
  await expect(page).toHaveURL(/\/store$/);
  await expect(category(page, 'All')).toHaveAttribute('aria-current', 'page');

  await page.goForward();
  await expect(category(page, 'Drinkware')).toHaveAttribute('aria-current', 'page');
});

test("a link to a category in lower case, as the home page's gear cards make, opens that category", async ({
  page,
}) => {
  await visit(page, '/store?category=accessories');
  await expect(category(page, 'Accessories')).toHaveAttribute('aria-current', 'page');
  await expect(async () => {
    const categories = await page.locator('main article p.uppercase').allTextContents();
    expect(categories.length).toBeGreaterThan(1);
    expect(new Set(categories)).toEqual(new Set(['Accessories']));
  }).toPass();
});

test('when nothing matches, Clear filters brings every product back and keeps the sort', async ({ page }) => {
  await visit(page, '/store?sort=price-high');
  const all = await page.locator('main article').count();
  await category(page, 'Collectibles').click();
  await page.getByLabel('Search products').fill('surfboard');
  await expect(page.getByRole('heading', { name: 'No gear matches that' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('0 products');

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/store\?sort=price-high$/);
  await expect(page.locator('main article')).toHaveCount(all);
  await expect(page.getByLabel('Search products')).toHaveValue('');
  await expect(category(page, 'All')).toHaveAttribute('aria-current', 'page');
});

test.describe('a store with a full shelf', () => {
  const made: number[] = [];
  let headers: Record<string, string>;

  test.beforeAll(async ({ request }) => {
    const login = await request.post('/api/admin/login', { data: { password: e2eAdminPassword } });
    headers = { authorization: `Bearer ${(await login.json()).token}` };
    // Thirty collector's pins: with the demo's collectibles, more than a page of 24.
    for (let i = 1; i <= 30; i++) {
      const created = await request.post('/api/admin/store/products', {
        headers,
        data: {
          name: `Season Pin ${String(i).padStart(2, '0')}`,
          description: 'An enamel pin of the season.',
          price: 500 + i,
          category: 'Collectibles',
          images: [],
          sizes: [],
          colors: [],
          bestseller: false,
          memberOnly: false,
          newItem: false,
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      made.push((await created.json()).id);
    }
  });

  test.afterAll(async ({ request }) => {
    for (const id of made) await request.delete(`/api/admin/store/products/${id}`, { headers });
  });

  for (const width of [390, 1440]) {
    test(`a visitor at ${width} px sees 24 products, and "Show more" adds the rest and takes them there`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await visit(page, '/store?q=season%20pin&sort=price-low');
      await expect(page.getByRole('status')).toHaveText('30 products');
      await expect(page.locator('main article')).toHaveCount(24);
      await page.getByRole('link', { name: 'Show more products' }).click();
      await expect(page.locator('main article')).toHaveCount(30);
      await expect(page).toHaveURL(/q=season\+pin&sort=price-low&pages=2$/);
      await expect(page.getByRole('article', { name: 'Season Pin 25' })).toBeFocused();
      await expect(page.getByRole('link', { name: 'Show more products' })).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`store-more-${width}.png`) });
      // A new search starts again at the first page.
      await page.getByRole('searchbox').fill('season pin 3');
      await expect(page).not.toHaveURL(/pages=/);
      await expect(page.getByRole('status')).toHaveText('4 products');
    });
  }
});
