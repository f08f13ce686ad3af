import { a11yViolations, expect, test, visit } from './fixtures';

const screens: [string, string, string][] = [
  ['/', 'MESC', "MESC | Miami's Premier Sports & Social Experience"],
  ['/membership', 'Membership Tiers', 'Membership Tiers | MESC'],
  ['/events', 'Events & Calendar', 'Events & Calendar | MESC'],
  ['/events?view=calendar', 'Events & Calendar', 'Events & Calendar | MESC'],
  [
    '/events/4-members-texas-hold-em-night',
    "Members' Texas Hold'em Night",
    "Members' Texas Hold'em Night | MESC",
  ],
  ['/store', 'Official Store', 'Store | MESC'],
  ['/wall-of-fame', 'Wall of Fame', 'Wall of Fame | MESC'],
  ['/sponsors', 'Our Sponsors', 'Sponsors & Partners | MESC'],
  ['/contact', 'Contact Us', 'Contact | MESC'],
  ['/join', 'Join the Club', 'Join the Club | MESC'],
  ['/payment-success', 'Payment Successful!', 'Payment Successful | MESC'],
  ['/membership/manage', 'Manage Membership', 'Manage Membership | MESC'],
  ['/media', 'Media & Press', 'Media & Press | MESC'],
  ['/newsletter/confirm', 'Confirm your subscription', 'Confirm Your Subscription | MESC'],
  ['/newsletter/unsubscribe', 'Unsubscribe', 'Unsubscribe | MESC'],
  ['/waitlist', 'Your waitlist place', 'Your Waitlist Place | MESC'],
  ['/admin', 'Admin Login', 'Admin Login | MESC'],
  ['/admin/login', 'Admin Login', 'Admin Login | MESC'],
  ['/no-such-page', '404 Page Not Found', '404 Page Not Found'],
];

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    for (const [url, heading, title] of screens) {
      test(`a visitor opens ${url} and sees its heading, with no accessibility problem`, async ({ page }) => {
        const response = await visit(page, url);
        expect(response?.status()).toBe(url === '/no-such-page' ? 404 : 200);
        await expect(page).toHaveTitle(title);
        await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
        await expect(page.getByRole('banner').getByRole('link', { name: 'Join Now' })).toBeVisible();
        // Nothing sticks out sideways: the page never scrolls horizontally.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
        expect(await a11yViolations(page)).toEqual([]);
      });
    }
  });
}

test('a visitor without an admin token who opens /admin/dashboard is sent to the login', async ({ page }) => {
  await visit(page, '/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
});
