import { expect, test, visit } from './fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

test('a visitor who leaves a field empty is told what is missing, and nothing is sent', async ({ page }) => {
  await visit(page, '/contact');
  let posted = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/contact')) posted = true;
  });
  await page.getByLabel('Name').fill('Jordan Lee');
  await page.getByRole('button', { name: 'Send Message' }).click();
  const toast = page.getByRole('region', { name: /Notification/ });
  await expect(toast.getByText('Missing Information')).toBeVisible();
  await expect(toast.getByText('Please fill in all required fields')).toBeVisible();
  expect(posted).toBe(false);
});

test('a visitor sends a message with an interest and sees it was sent', async ({ page }) => {
  await visit(page, '/contact');
  await page.getByLabel('Name').fill('Jordan Lee');
  await page.getByLabel('Email').fill('jordan@example.com');
  await page.getByLabel('Interest (optional)').selectOption('sponsorship');
  await page.getByLabel('Message', { exact: true }).fill('We would love to sponsor your fight nights.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('region', { name: /Notification/ }).getByText('Message Sent!')).toBeVisible();
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
});

test('a visitor told their e-mail address is wrong sees the warning go as soon as they fix it', async ({
  page,
}) => {
  await visit(page, '/contact');
  let posted = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/contact')) posted = true;
  });
  await page.getByLabel('Name').fill('Jordan Lee');
  await page.getByLabel('Email').fill('jordan@');
  await page.getByLabel('Message', { exact: true }).fill('Hello');
  await page.getByRole('button', { name: 'Send Message' }).click();
  const email = page.getByLabel('Email');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Please enter a valid e-mail address');
  expect(posted).toBe(false);

  await email.fill('jordan@example.com');
  await expect(page.getByText('Please enter a valid e-mail address')).toHaveCount(0);
  await expect(email).not.toHaveAttribute('aria-invalid');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('region', { name: /Notification/ }).getByText('Message Sent!')).toBeVisible();
});

test.describe('when the server refuses', () => {
  test.use({ allowedConsoleErrors: /status of 400/ });

  test('the visitor sees "Send Failed" with the server’s reason', async ({ page }) => {
    // The page checks the address itself, so the one the server refuses is put in on the way.
    await page.route('**/api/contact', (route) =>
      route.continue({
        postData: JSON.stringify({ ...route.request().postDataJSON(), email: 'not-an-address' }),
      }),
    );
    await visit(page, '/contact');
    await page.getByLabel('Name').fill('Jordan Lee');
    await page.getByLabel('Email').fill('jordan@example.com');
    await page.getByLabel('Message', { exact: true }).fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const toast = page.getByRole('region', { name: /Notification/ });
    await expect(toast.getByText('Send Failed')).toBeVisible();
    await expect(toast.getByText(/Invalid request: email/)).toBeVisible();
    // The field the server names says why, too.
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid e-mail address');
  });
});
