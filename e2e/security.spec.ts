import type { APIRequestContext, Page } from '@playwright/test';
import { e2eAdminPassword } from '../playwright.config';
import { signIn } from './admin-helpers';
import { expect, test, visit } from './fixtures';

// Script typed into any text field — by staff or by a visitor — shows as literal text on the
// public pages and in the dashboard: no dialog opens, no element is injected, no script runs.

const attack = (label: string) => `${label} <img src=x onerror=alert(1)><script>alert(2)</script>`;
const text = {
  event: attack('XSS Event'),
  product: attack('XSS Product'),
  sponsor: attack('XSS Sponsor'),
  member: attack('XSS Member'),
  contactName: attack('XSS Contact'),
  contactMessage: attack('XSS Message'),
  rsvp: attack('XSS Guest'),
  paidMember: attack('XSS Fan'),
};
const created: string[] = [];

async function adminApi(request: APIRequestContext) {
  const login = await request.post('/api/admin/login', { data: { password: e2eAdminPassword } });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  return async (url: string, data: object) => {
    const response = await request.post(url, { data, headers });
    expect(response.status(), await response.text()).toBe(201);
    const { id } = await response.json();
    created.push(`${url}/${id}`);
    return id as number;
  };
}

test.beforeAll(async ({ request }) => {
  const post = await adminApi(request);
  // A logo of the demo club, already uploaded.
  const [{ logoUrl: logo }] = await (await request.get('/api/sponsors')).json();
  const date = new Date(Date.now() + 3 * 86_400_000).toISOString();
  const eventId = await post('/api/admin/events', {
    title: text.event,
    description: attack('About'),
    category: 'Poker',
    date,
    price: 0,
  });
  await post('/api/admin/store/products', { name: text.product, price: 1500 });
  await post('/api/admin/sponsors', {
    name: text.sponsor,
    logoUrl: logo,
    websiteUrl: 'https://partner.example/',
  });
  await post('/api/admin/wall-of-fame', { name: text.member, joinedDate: '2025-02-14' });
  const visitor = async (url: string, data: object) =>
    expect((await request.post(url, { data })).status()).toBeLessThan(300);
  await visitor(`/api/events/${eventId}/rsvp`, { name: text.rsvp, email: 'guest@example.com' });
  await visitor('/api/contact', {
    name: text.contactName,
    email: 'x@example.com',
    message: text.contactMessage,
  });
  // A paid member, through the built-in test payments.
  const started = await request.post('/api/create-membership-payment', {
    data: {
      tierName: 'PREMIUM FAN',
      tierId: 'premium',
      amount: 2000,
      name: text.paidMember,
      email: 'fan@example.com',
    },
  });
  const { clientSecret } = await started.json();
  await visitor('/api/test-payments/pay', {
    clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expiry: '12 / 34',
    cvc: '123',
  });
  await visitor('/api/confirm-membership-payment', { paymentIntentId: clientSecret.split('_secret_')[0] });
});

test.afterAll(async ({ request }) => {
  const login = await request.post('/api/admin/login', { data: { password: e2eAdminPassword } });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  for (const url of created) await request.delete(url, { headers });
});

/** Fails the test on any dialog (alert, confirm, prompt) the page opens. */
function watchDialogs(page: Page) {
  const opened: string[] = [];
  page.on('dialog', async (dialog) => {
    opened.push(dialog.message());
    await dialog.dismiss();
  });
  return opened;
}

async function expectShownAsText(page: Page, literal: string, as: 'text' | 'img' = 'text') {
  const shown = as === 'img' ? page.getByRole('img', { name: literal }) : page.getByText(literal);
  await expect(shown.first()).toBeVisible();
  await expect(page.locator('img[src="x"], [onerror]')).toHaveCount(0);
  // The only scripts are the app's files and its JSON data.
  const inline = await page.evaluate(() =>
    [...document.scripts].filter((s) => !s.src && !/json/.test(s.type)).map((s) => s.outerHTML),
  );
  expect(inline).toEqual([]);
}

test('script in names and titles shows as text on the public pages', async ({ page }) => {
  const dialogs = watchDialogs(page);
  await visit(page, '/events');
  await expectShownAsText(page, text.event);
  await visit(page, '/store');
  await expectShownAsText(page, text.product);
  await visit(page, '/sponsors');
  await expectShownAsText(page, text.sponsor, 'img');
  await visit(page, '/wall-of-fame');
  await expectShownAsText(page, text.member);
  expect(dialogs).toEqual([]);
});

test('script in names, titles and messages shows as text in every dashboard tab', async ({ page }) => {
  const dialogs = watchDialogs(page);
  await signIn(page);
  await expectShownAsText(page, text.product);
  await page.getByRole('tab', { name: 'Events' }).click();
  await expectShownAsText(page, text.event);
  await page.getByRole('button', { name: `Attendees for ${text.event}` }).click();
  await expectShownAsText(page, text.rsvp);
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Sponsors' }).click();
  await expectShownAsText(page, text.sponsor);
  await page.getByRole('tab', { name: 'Form Submissions' }).click();
  await expectShownAsText(page, text.contactName);
  await expectShownAsText(page, text.contactMessage);
  await page.getByRole('tab', { name: 'Members' }).click();
  await expectShownAsText(page, text.paidMember);
  await page.getByRole('tab', { name: 'Wall of Fame' }).click();
  await expectShownAsText(page, text.member);
  expect(dialogs).toEqual([]);
});
