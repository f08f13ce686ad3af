import { expect, test, visit } from './fixtures';
import { becomeMember } from './members-helper';

// What only the production shape shows (scripts/prod-check.mjs runs these through Caddy, over
// https with Caddy's own certificate authority): the site is https end to end, its cookies are
// Secure, plain http is sent to https, and /metrics is not the public's. Elsewhere they are skipped.

const site = process.env.E2E_BASE_URL ?? '';
test.skip(!site.startsWith('https:'), 'run by npm run prod:check, through Caddy over https');

test('a visitor opens the club over https: a trusted certificate, HSTS, and a page that works', {
  tag: '@production',
}, async ({ page }) => {
  const response = await visit(page, '/events');
  expect(response?.url()).toMatch(/^https:\/\//);
  expect(response?.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(await page.evaluate(() => window.isSecureContext)).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a member who joins over https gets a Secure, HttpOnly session cookie', { tag: '@production' }, async ({
  page,
}) => {
  await becomeMember(page.request, 'premium', 'Secure Sam');
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === 'mesc_member');
  expect(session).toMatchObject({ secure: true, httpOnly: true });
  await visit(page, '/account');
  await expect(page.getByText('Welcome back, Secure Sam.')).toBeVisible();
});

test('a visitor who types the address over http is sent to https', { tag: '@production' }, async ({
  request,
}) => {
  const answer = await request.get(`http://localhost:${process.env.E2E_HTTP_PORT}/store`, {
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(308);
  // To the same host and page over https (on 443 in production; this run's own port is a test's).
  const to = new URL(answer.headers().location);
  expect([to.protocol, to.hostname, to.pathname]).toEqual(['https:', new URL(site).hostname, '/store']);
});

test('the metrics are not served to the public over https, even with the token', {
  tag: '@production',
}, async ({ request }) => {
  const answer = await request.get('/metrics', {
    headers: { authorization: 'Bearer prod-check-metrics-token' },
  });
  expect(answer.status()).toBe(404);
});
