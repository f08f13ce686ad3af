import { expect, test, visit } from './fixtures';

// What search engines and crawlers meet: the 404 page for an event that does not exist, the
// robots rules and the sitemap.

test('a visitor opening an unknown event address sees the 404 page, served with status 404', async ({
  page,
}) => {
  for (const url of ['/events/999999', '/events/999999-no-such-night', '/events/not-an-event']) {
    const response = await visit(page, url);
    expect(response?.status(), url).toBe(404);
    await expect(page).toHaveTitle('404 Page Not Found');
    await expect(
      page.getByRole('heading', { level: 1, name: '404 Page Not Found', exact: true }),
    ).toBeVisible();
    // The page is the 404 page before and after its script: no event page takes over.
    await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
  }
});

test('a crawler finds robots.txt and the sitemap, which lists the event pages a visitor can open', async ({
  page,
  request,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const rules = await robots.text();
  expect(rules).toContain('Disallow: /admin');
  expect(rules).toMatch(/^Sitemap: http:\/\/localhost:\d+\/sitemap\.xml$/m);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const urls = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url);
  expect(urls.map((url) => new URL(url).pathname)).toContain('/events');
  const eventUrl = urls.find((url) => /\/events\/\d+-/.test(url));
  expect(eventUrl).toBeTruthy();
  const response = await visit(page, new URL(eventUrl ?? '').pathname);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
