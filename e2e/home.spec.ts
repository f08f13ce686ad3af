import { expect, test, visit } from './fixtures';

test('the home page shows the hero, the numbers, the headlines and the official gear', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await visit(page, '/');
  await expect(page.getByRole('link', { name: 'Join the Club' })).toHaveAttribute('href', '/membership');
  await expect(page.getByRole('link', { name: 'View Events' })).toHaveAttribute('href', '/events');
  for (const stat of ['2,500+', '150+', '25+', '50+'])
    await expect(page.getByText(stat, { exact: true })).toBeVisible();
  const headlines = page.getByRole('region', { name: 'Club headlines' });
  await expect(headlines.getByText(/50% off/).first()).toBeVisible();
  await expect(headlines.locator('ul:not([aria-hidden]) li')).toHaveCount(6);

  const gear = page.getByRole('region', { name: 'OFFICIAL GEAR' });
  await expect(gear.getByRole('article')).toHaveCount(5);
  const jersey = gear.getByRole('article').filter({ hasText: 'MESC Jersey' });
  await expect(jersey.getByText('$89.99')).toBeVisible();
  await expect(jersey.locator('s')).toHaveText('was $109.99');
  await expect(jersey.getByText('Bestseller')).toBeVisible();
  await expect(
    gear.getByRole('article').filter({ hasText: 'Snapback Hat' }).getByText('Member Only'),
  ).toBeVisible();
  await jersey.getByRole('link', { name: /Shop Apparel in the store/ }).click();
  await expect(page).toHaveURL(/\/store\?category=Apparel$/);
});

test('on a phone the gear scrolls sideways inside its row, not the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, '/');
  const row = page.getByRole('region', { name: 'OFFICIAL GEAR' }).getByRole('list');
  const { scrollWidth, clientWidth } = await row.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
});

test('the headline marquee stands still for visitors who ask for reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await visit(page, '/');
  const track = page.getByRole('region', { name: 'Club headlines' }).locator('div').first();
  expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
});
