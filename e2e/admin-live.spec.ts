import { pngFile, signIn, toast, uploadFiles } from './admin-helpers';
import { expect, test } from './fixtures';

// The dashboard is live: a message sent while staff look at Form Submissions shows up, with the
// tab's unread count, without a reload; and a form being filled in keeps what was typed while
// the lists refresh underneath it.

test.use({ viewport: { width: 1440, height: 900 } });
// The dashboard refreshes its lists every half minute (LIVE_REFRESH_MS in admin-dashboard.tsx).
// The page's clock is Playwright's: it runs as usual, and a test moves it on by that half minute
// instead of waiting for it, so the page's own interval fires, not a test-only one.
const LIVE_REFRESH_MS = 30_000;

test('a message that arrives while staff look at Form Submissions appears without a reload', async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page, 'Form Submissions');
  const tab = page.getByRole('tab', { name: /Form Submissions/ });
  const before = Number(/(\d+) unread/.exec((await tab.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
  const sender = `E2E Live ${Date.now()}`;
  const sent = await page.request.post('/api/contact', {
    data: { name: sender, email: 'live@example.com', interest: 'general', message: 'Is Friday open?' },
  });
  expect(sent.status()).toBe(201);

  const message = page.getByRole('article', { name: `Unread message from ${sender}` });
  await expect(message).toHaveCount(0);
  // The list asks again within its half minute, with no reload and nothing pressed.
  await page.clock.fastForward(LIVE_REFRESH_MS);
  await expect(message).toBeVisible();
  await expect(tab).toHaveAccessibleName(`Form Submissions, ${before + 1} unread`);
});

test('a form staff are filling in keeps what they typed while the lists refresh', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'Store Products');
  await page.getByRole('button', { name: 'Add New Product' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Product' });
  await form.getByLabel('Name').fill('Live Scarf');
  // The list underneath asks again within its half minute.
  const refreshed = page.waitForResponse((response) => response.url().includes('/api/admin/store/products'));
  await page.clock.fastForward(LIVE_REFRESH_MS);
  await refreshed;
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('Live Scarf');
});

test('"Keep editing" after Escape puts staff back in the field they were typing in', async ({ page }) => {
  await signIn(page, 'Store Products');
  await page.getByRole('button', { name: 'Add New Product' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Product' });
  const description = form.getByLabel('Description');
  await description.fill('Soft, warm, in the club colours.');
  await page.keyboard.press('Escape');
  const ask = page.getByRole('alertdialog', { name: 'Discard changes?' });
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(ask).toHaveCount(0);
  await expect(description).toBeFocused();
  await expect(description).toHaveValue('Soft, warm, in the club colours.');
});

test('the dashboard opens again on the tab staff used last', async ({ page }) => {
  await signIn(page, 'Events');
  await expect(page).toHaveURL(/\/admin\/dashboard\?tab=events$/);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/admin\/dashboard\?tab=events$/);
});

test('staff reorder a product’s pictures, and the first one is its cover', async ({ page }) => {
  await signIn(page, 'Store Products');
  await page.getByRole('button', { name: 'Add New Product' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Product' });
  await uploadFiles(page, form, 'Upload Images', [
    await pngFile('first.png', '#ff2d95', 300, 200),
    await pngFile('second.png', '#00e5ff', 300, 200),
  ]);
  const images = form.getByRole('list', { name: 'Product images' }).getByRole('img');
  await expect(images).toHaveCount(2);
  const before = await images.evaluateAll((all) => all.map((img) => img.getAttribute('src')));
  await form.getByRole('button', { name: 'Move image 2 earlier' }).click();
  await expect
    .poll(() => images.evaluateAll((all) => all.map((img) => img.getAttribute('src'))))
    .toEqual([before[1], before[0]]);
  await expect(form.getByRole('listitem').first()).toContainText('Cover');
});

test('Escape still asks about a changed form when a notification appeared after the form opened', async ({
  page,
}) => {
  // Each notification is a layer of its own, newer than the form: Escape must still reach the form.
  await signIn(page, 'Store Products');
  await page.getByRole('button', { name: 'Add New Product' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Product' });
  await uploadFiles(page, form, 'Upload Images', [await pngFile('late.png', '#ffd700', 300, 200)]);
  await expect(toast(page)).toContainText('Image uploaded');
  await page.keyboard.press('Escape');
  const ask = page.getByRole('alertdialog', { name: 'Discard changes?' });
  await expect(ask).toBeVisible();
  // The question itself closes with Escape too, back to the form as it was.
  await page.keyboard.press('Escape');
  await expect(ask).toHaveCount(0);
  await expect(form.getByLabel('Name')).toBeFocused();
  await expect(form.getByRole('list', { name: 'Product images' }).getByRole('img')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await ask.getByRole('button', { name: 'Discard' }).click();
  await expect(form).toHaveCount(0);
});

test('Escape closes a panel when a notification appeared after it opened', async ({ page }) => {
  await signIn(page, 'Events');
  await page.getByRole('button', { name: 'Categories', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Event Categories' });
  await panel.getByRole('button', { name: 'Add Category' }).click();
  const add = page.getByRole('dialog', { name: 'Add Category' });
  await add.getByLabel('Name').fill(`Escape ${Date.now() % 100000}`);
  await add.getByRole('radio', { name: 'Blue' }).check();
  await add.getByRole('button', { name: 'Add Category' }).click();
  await expect(toast(page)).toContainText('Category added');
  await expect(add).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Categories', exact: true })).toBeFocused();
});
