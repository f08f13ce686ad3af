import type { Page } from '@playwright/test';
import { e2eAdminPassword } from '../playwright.config';
import { signIn, toast } from './admin-helpers';
import { expect, seriousA11yViolations, test } from './fixtures';

// Events are prepared before they go public: a draft shows in the dashboard with its badge and a
// preview of its page, and nowhere on the site; published, it gets its "View on site" link.

test.use({ viewport: { width: 1440, height: 900 } });

const eventCard = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

test('staff prepare a draft, preview its page, then publish it and view it on the site', async ({ page }) => {
  const title = `E2E Draft Night ${Date.now()}`;
  const login = await page.request.post('/api/admin/login', { data: { password: e2eAdminPassword } });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const created = await page.request.post('/api/admin/events', {
    headers,
    data: {
      title,
      description: 'The season opener, before anyone knows.',
      category: 'NFL',
      date: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      price: 0,
      maxAttendees: 50,
      venue: 'The Wynwood Loft',
      draft: true,
    },
  });
  expect(created.status()).toBe(201);

  await signIn(page, 'Events');
  const card = eventCard(page, title);
  await expect(card.getByText('Draft', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: /View .* on the site/ })).toHaveCount(0);
  await card.getByRole('button', { name: `Preview ${title}` }).click();
  const preview = page.getByRole('dialog', { name: `Preview: ${title}` });
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(preview).toContainText('A draft: only staff see it until it is published.');
  await expect(preview.getByRole('button', { name: 'RSVP Now' })).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await preview.getByRole('button', { name: 'Close' }).click();

  // Not on the site.
  const visitor = await page.context().browser()?.newPage();
  if (!visitor) throw new Error('no second page');
  await visitor.goto(page.url().replace(/\/admin.*$/, '/events'));
  await expect(visitor.getByText(title)).toHaveCount(0);

  // Published from its form.
  await card.getByRole('button', { name: `Edit ${title}` }).click();
  const form = page.getByRole('dialog', { name: 'Edit Event' });
  const draft = form.getByLabel('Draft: keep it off the site until I publish it');
  await expect(draft).toBeChecked();
  await draft.uncheck();
  await form.getByRole('button', { name: 'Update Event' }).click();
  await expect(toast(page)).toContainText('Event updated');
  await expect(card.getByText('Draft', { exact: true })).toHaveCount(0);
  const onSite = card.getByRole('link', { name: `View ${title} on the site (opens in a new tab)` });
  await expect(onSite).toHaveAttribute('href', /^\/events\/\d+-e2e-draft-night/);
  await visitor.goto(new URL((await onSite.getAttribute('href')) ?? '/', page.url()).toString());
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await visitor.close();
});
