import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test, visit } from './fixtures';

// The app reads the local fixture feeds of e2e/fixture-feeds.mjs (see playwright.config.ts):
// eight headlines, one per feed and two from the NBA one, dated from 20 minutes to 26 hours ago.

const newsSection = (page: Page) => page.getByRole('region', { name: 'LIVE SPORTS NEWS' });

const badgeColours: [string, string][] = [
  ['NBA', 'rgb(255, 45, 149)'],
  ['NFL', 'rgb(0, 245, 196)'],
  ['NHL', 'rgb(255, 210, 63)'],
  ['MLB', 'rgb(180, 107, 255)'],
  ['MLS', 'rgb(47, 139, 255)'],
  ['NCAA', 'rgb(255, 210, 63)'],
  ['SPORTS', 'rgb(255, 255, 255)'],
];

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a visitor sees the latest headlines newest first, each with its league, age, summary and source', async ({
    page,
  }) => {
    await visit(page, '/');
    const news = newsSection(page);
    const cards = news.getByRole('article');
    await expect(cards).toHaveCount(8);

    const first = cards.first();
    const title = first.getByRole('heading', { level: 3 });
    await expect(title).toHaveText(/^Heat rally past Celtics with a 17-point fourth-quarter comeback/);
    await expect(first.getByText('Just now')).toBeVisible();
    await expect(first.getByText('Miami trailed by 17 after three quarters & won 112–108')).toBeVisible();
    await expect(first.getByText('Courtside Daily')).toBeVisible();
    await expect(cards.nth(1).getByText('1 hour ago')).toBeVisible();
    await expect(cards.last().getByText('26 hours ago')).toBeVisible();
    // Long titles and summaries stop after two lines.
    await expect(title).toHaveCSS('-webkit-line-clamp', '2');
    await expect(first.locator('p').first()).toHaveCSS('-webkit-line-clamp', '2');

    await expect(news.getByText('Live updates every 15 minutes')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('each league has its badge colour, with dark text on it', async ({ page }) => {
    await visit(page, '/');
    const news = newsSection(page);
    await expect(news.getByRole('article')).toHaveCount(8);
    for (const [category, colour] of badgeColours) {
      const badge = news.getByRole('article').getByText(category, { exact: true }).first();
      await expect(badge, category).toHaveCSS('background-color', colour);
      await expect(badge, category).toHaveCSS('color', 'rgb(7, 7, 12)');
    }
  });

  test('a visitor opens a headline in a new tab that cannot reach back to the club site', async ({
    page,
  }) => {
    await visit(page, '/');
    const card = newsSection(page).getByRole('article').first();
    const link = card.getByRole('link', { name: /Heat rally past Celtics/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    // Anywhere on the card opens the article, not only its title: click where the summary is.
    await card.scrollIntoViewIfNeeded();
    const summary = await card.getByText('Miami trailed by 17').boundingBox();
    if (!summary) throw new Error('the summary is not on screen');
    const [article] = await Promise.all([
      page.context().waitForEvent('page'),
      page.mouse.click(summary.x + summary.width / 2, summary.y + summary.height / 2),
    ]);
    await article.waitForLoadState();
    expect(article.url()).toMatch(/\/articles\/heat-rally$/);
    expect(await article.evaluate(() => ({ opener: window.opener, referrer: document.referrer }))).toEqual({
      opener: null,
      referrer: '',
    });
    await article.close();
  });

  test('every 15 minutes the news loads again, showing the spinner while it does', async ({ page }) => {
    // A visitor who already closed the newsletter popup: it would cover the page after 10 s.
    await page.addInitScript(() => localStorage.setItem('newsletterPopupSeen', 'true'));
    await page.clock.install();
    await visit(page, '/');
    const news = newsSection(page);
    await expect(news.getByRole('article')).toHaveCount(8);

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let refetches = 0;
    await page.route('**/api/sports-news', async (route) => {
      refetches++;
      await held;
      await route.continue();
    });
    await page.clock.fastForward('15:00');
    await expect(news.getByRole('status')).toHaveText('Loading sports news');
    await expect(news.getByRole('article')).toHaveCount(0);
    expect(refetches).toBe(1);

    release();
    await expect(news.getByRole('article')).toHaveCount(8);
    await expect(news.getByRole('status')).toHaveCount(0);
  });

  test('when the news cannot be loaded the visitor is told so', async ({ page }) => {
    // A body that is not JSON fails the request as an error status does, without the browser's own
    // console error for a 5xx answer (which the fixture counts as a failure).
    await page.route('**/api/sports-news', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: 'not json' }),
    );
    await visit(page, '/');
    const news = newsSection(page);
    await expect(news.getByText('Unable to load sports news')).toBeVisible();
    await expect(news.getByRole('article')).toHaveCount(0);
    await expect(news.getByText('Live updates every 15 minutes')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

const layouts: [number, number][] = [
  [390, 1],
  [800, 2],
  [1440, 4],
];

for (const [width, columns] of layouts) {
  test(`at ${width} px the headlines sit in ${columns} column${columns > 1 ? 's' : ''}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await visit(page, '/');
    const cards = newsSection(page).getByRole('article');
    await expect(cards).toHaveCount(8);
    const lefts = await cards.evaluateAll((elements) =>
      elements.map((element) => Math.round(element.getBoundingClientRect().left)),
    );
    expect(new Set(lefts).size).toBe(columns);
  });
}
