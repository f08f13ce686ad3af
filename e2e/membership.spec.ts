import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test, visit } from './fixtures';

// The membership flow with the built-in test provider (the e2e server has no Stripe keys).

const notifications = (page: Page) => page.getByRole('region', { name: /Notification/ });
const uniqueEmail = (who: string) => `${who}-${Date.now()}@example.com`;

async function fillDetails(page: Page, email: string) {
  await page.getByLabel('Name').fill('Maria Lopez');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();
}

async function payWith(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  // A new member's first month is half price: $10.00 today for Premium Fan.
  await page.getByRole('button', { name: 'Pay $10.00' }).click();
}

test('a visitor joins as a Free Member with no payment and is welcomed', async ({ page }) => {
  await visit(page, '/join');
  await page.getByRole('button', { name: 'Join Free' }).click();
  await expect(page).toHaveURL(/\/join\?join=free$/);
  await expect(page.getByRole('heading', { name: 'Confirm your free membership' })).toBeVisible();
  await expect(page.getByText('Card number')).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Confirm Free Membership' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to MESC!' })).toBeVisible();
  await expect(notifications(page).getByText('Welcome to MESC!')).toBeVisible();
  await page.getByRole('button', { name: 'Back to Membership Options' }).click();
  await expect(page.getByRole('button', { name: 'Become a Premium Fan' })).toBeVisible();
});

test('a visitor is asked for a name and an e-mail before paying', async ({ page }) => {
  await visit(page, '/membership');
  await page.getByRole('button', { name: 'Become a Premium Fan' }).click();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(notifications(page).getByText('Missing Information')).toBeVisible();
  await expect(notifications(page).getByText('Please enter your name and email')).toBeVisible();
  // The back button returns to the tiers.
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Join the Inner Circle' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, allowedConsoleErrors: /status of 402/ });

  test('a Premium Fan pays with the test card, comes back to a clean address and reaches /payment-success', async ({
    page,
  }) => {
    const email = uniqueEmail('fan');
    await visit(page, '/join');
    await page.getByRole('button', { name: 'Become a Premium Fan' }).click();
    await fillDetails(page, email);
    await expect(page.getByText('Test mode: no card is charged')).toBeVisible();
    // The home page's marquee promise: a new member's first month at half price, said before paying.
    await expect(page.getByText('New member offer: your first month is 50% off')).toBeVisible();
    await expect(
      page.getByText(/\$10\.00 today for your first month, then \$20\.00 every month/),
    ).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await payWith(page, '4242 4242 4242 4242');

    // One success screen: straight to the welcome page, no dialog or toast before it. The
    // provider's return parameters (and the name and e-mail) are gone from the address.
    await expect(page).toHaveURL(/\/payment-success$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
    await expect(page.getByText('Welcome to PREMIUM FAN')).toBeVisible();
    await expect(page.getByRole('heading', { name: "What's Next?" })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(notifications(page).getByText('Payment Successful!')).toHaveCount(0);
  });

  test('a declined card shows "Payment Failed" and the member can try another card', async ({ page }) => {
    // The card network takes a moment, so the Pay button's working state can be seen.
    await page.route('**/api/test-payments/pay', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await visit(page, '/join?join=premium');
    await fillDetails(page, uniqueEmail('declined'));
    await payWith(page, '4000 0000 0000 0002');
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await expect(notifications(page).getByText('Payment Failed')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
    await expect(page).toHaveURL(/\/join\?join=premium$/);
    await expect(page.getByRole('button', { name: 'Pay $10.00' })).toBeEnabled();
  });
});

test('the home page confirms a payment the provider sends back to it', async ({ page }) => {
  const email = uniqueEmail('home');
  const start = await page.request.post('/api/create-membership-payment', {
    data: { tierName: 'INNER CIRCLE', tierId: 'inner_circle', amount: 5000, name: 'Leo Vargas', email },
  });
  const { clientSecret } = await start.json();
  const paid = await page.request.post('/api/test-payments/pay', {
    data: { clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
  });
  const { paymentIntentId } = await paid.json();
  const query = new URLSearchParams({
    payment: 'success',
    tier: 'inner_circle',
    name: 'Leo Vargas',
    email,
    payment_intent: paymentIntentId,
    payment_intent_client_secret: clientSecret,
    redirect_status: 'succeeded',
  });
  await visit(page, `/?${query}`);
  await expect(page).toHaveURL(/\/payment-success$/);
  await expect(page.getByText('Welcome to INNER CIRCLE')).toBeVisible();
});

test.describe('when something goes wrong', () => {
  test.use({ allowedConsoleErrors: /status of (404|500)/ });

  test('the payment screen says "Payment Error" when the payment cannot start, with a way back', async ({
    page,
  }) => {
    await page.route('**/api/create-membership-payment', (route) => route.fulfill({ status: 500, body: '' }));
    await visit(page, '/join?join=inner_circle');
    await page.getByLabel('Name').fill('Maria Lopez');
    await page.getByLabel('Email').fill(uniqueEmail('error'));
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Error' })).toBeVisible();
    await expect(page.getByText('Unable to initialize payment. Please try again')).toBeVisible();
    await expect(notifications(page).getByText('Error', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Back to Membership Options' }).click();
    await expect(page.getByRole('button', { name: 'Join the Inner Circle' })).toBeVisible();
  });

  test('a payment that cannot be saved after it went through says so', async ({ page }) => {
    await page.route('**/api/confirm-membership-payment', (route) =>
      route.fulfill({ status: 500, body: '' }),
    );
    await visit(
      page,
      '/membership?payment=success&payment_intent=pi_test_x&payment_intent_client_secret=pi_test_x_secret_y',
    );
    await expect(notifications(page).getByText('Payment Processing')).toBeVisible();
    await expect(
      notifications(page).getByText(
        'Your payment was successful, but there was an issue saving your information. Please contact support',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/membership$/);
  });

  test('a return with a payment the club never started is not confirmed', async ({ page }) => {
    await visit(
      page,
      '/payment-success?payment_intent=pi_test_unknown&payment_intent_client_secret=pi_test_unknown_secret_z',
    );
    await expect(notifications(page).getByText('Payment Error')).toBeVisible();
    await expect(notifications(page).getByText('No membership payment has this id.')).toBeVisible();
    await expect(page).toHaveURL(/\/payment-success$/);
  });

  test('the manage-membership page explains a link that is not valid', async ({ page }) => {
    await visit(page, `/membership/manage#token=${'x'.repeat(32)}`);
    await expect(page.getByRole('alert')).toHaveText(/This link does not match a membership/);
  });
});
