import fs from 'node:fs';
import { pdfFile, pngFile, signIn, svgLogo, toast, uploadFiles } from './admin-helpers';
import { expect, seriousA11yViolations, test, visit } from './fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

test.describe('signing in', () => {
  // The browser logs the refused login (401) itself.
  test.use({ allowedConsoleErrors: /status of 401/ });

  test('a wrong password is refused with "Login failed" and the reason', async ({ page }) => {
    await visit(page, '/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await expect(page.getByText('Enter your admin password to access the dashboard')).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveAttribute('type', 'password');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(toast(page)).toContainText('Login failed');
    await expect(toast(page)).toContainText('Invalid password');
    // Marked on the field itself, with the focus there to type it again.
    const field = page.getByLabel('Password');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Invalid password');
    await expect(field).toBeFocused();
    await expect(page).toHaveURL(/\/admin$/);
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  });

  test('a session the server no longer knows ends: the dashboard says so and goes to the login', async ({
    page,
  }) => {
    await visit(page, '/admin/login');
    await page.evaluate(() => localStorage.setItem('adminToken', 'a'.repeat(43)));
    await visit(page, '/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(toast(page)).toContainText('Session ended');
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  });
});

test('an admin logs in, finds the tabs with Store Products first, and logs out', {
  tag: '@production',
}, async ({ page }) => {
  // Specs that run before this one (admin-forms.spec.ts) send contact messages: the tabs and the
  // empty list are shown with the answer a club without messages gets (no unread count).
  await page.route(/\/api\/admin\/form-submissions(\?|$)/, (route) =>
    route.fulfill({ json: { items: [], total: 0, nextCursor: null, unread: 0 } }),
  );
  await visit(page, '/admin/login');
  await page.getByLabel('Password').fill('e2e-admin-password');
  const login = page.getByRole('button', { name: 'Login' });
  await login.click();
  await expect(toast(page)).toContainText('Login successful');
  await expect(toast(page)).toContainText('Welcome to the admin panel');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toMatch(/^[A-Za-z0-9_-]{43}$/);

  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText([
    'Store Products',
    'Events',
    'Sponsors',
    'Form Submissions',
    'Members',
    'Wall of Fame',
    'Club Mail',
    'Staff',
    'Activity',
  ]);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The tab lives in the address: a reload keeps it.
  // Specs that run before this one (admin-waitlist.spec.ts) pay for memberships; the list's empty
  // state is shown with the answer a club without paid members gets.
  await page.route(/\/api\/admin\/paid-members\/page(\?|$)/, (route) =>
    route.fulfill({ json: { items: [], total: 0, nextCursor: null } }),
  );
  await page.getByRole('tab', { name: 'Members' }).click();
  await expect(page).toHaveURL(/\?tab=members$/);
  await expect(page.getByRole('heading', { name: 'Paid Members' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Members' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No paid members yet.')).toBeVisible();
  await page.getByRole('tab', { name: 'Form Submissions' }).click();
  await expect(page.getByText('No form submissions yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(toast(page)).toContainText('Logged out');
  await expect(toast(page)).toContainText('You have been logged out successfully');
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  await visit(page, '/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('an admin sees a new member on the Members tab with the membership’s status', async ({ page }) => {
  // A visitor joins with the test card, as the checkout's requests do.
  const email = 'rosa.vega@example.com';
  const started = await page.request.post('/api/create-membership-payment', {
    data: { tierId: 'inner_circle', tierName: 'INNER CIRCLE', amount: 5000, name: 'Rosa Vega', email },
  });
  const { clientSecret } = await started.json();
  const paid = await page.request.post('/api/test-payments/pay', {
    data: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
  });
  const { paymentIntentId } = await paid.json();
  const confirmed = await page.request.post('/api/confirm-membership-payment', { data: { paymentIntentId } });
  expect(confirmed.status()).toBe(200);

  await signIn(page, 'Members');
  const card = page
    .getByRole('list', { name: 'Paid members' })
    .getByRole('listitem')
    .filter({ hasText: email });
  await expect(card.getByRole('heading', { name: 'Rosa Vega' })).toBeVisible();
  await expect(card.getByText('Inner Circle')).toBeVisible();
  await expect(card.getByText('Status', { exact: true })).toBeVisible();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('an admin creates, edits and deletes an event, and the events page follows', async ({ page }) => {
  await signIn(page, 'Events');
  await page.getByRole('button', { name: 'Add New Event' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Event' });
  await form.getByRole('button', { name: 'Create Event' }).click();
  await expect(form.getByText('Title is required')).toBeVisible();

  await form.getByLabel('Title').fill('E2E Salsa Social');
  await form.getByLabel('Description').fill('Live band, free lessons at eight.');
  await form.getByLabel('Category').selectOption('Spirit Tasting');
  await form.getByLabel('Date and time (Miami)').fill('2031-03-14T20:00');
  await form.getByLabel('Price ($)', { exact: true }).fill('12.50');
  await form.getByLabel('Max attendees (optional)').fill('40');
  await form.getByRole('button', { name: 'Create Event' }).click();
  await expect(toast(page)).toContainText('Event created');
  await expect(form).toHaveCount(0);

  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'E2E Salsa Social' }) });
  // 8 PM in Miami, shown as such although this browser is in Tokyo.
  await expect(card).toContainText('Mar 14, 2031, 8:00 PM');
  await expect(card).toContainText('$12.50');
  await expect(card).toContainText('TBD');
  await expect(card).toContainText('0/40');

  await card.getByRole('button', { name: 'Edit E2E Salsa Social' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Event' });
  await expect(edit.getByLabel('Date and time (Miami)')).toHaveValue('2031-03-14T20:00');
  await expect(edit.getByLabel('Price ($)', { exact: true })).toHaveValue('12.50');
  await edit.getByLabel('Venue (optional)').fill('Ball & Chain, Little Havana');
  // The club makes the night free (a priced night's seats are bought, never RSVP'd).
  await edit.getByLabel('Price ($)', { exact: true }).fill('0');
  await edit.getByRole('button', { name: 'Update Event' }).click();
  await expect(toast(page)).toContainText('Event updated');
  await expect(card).toContainText('Ball & Chain, Little Havana');
  await expect(card).not.toContainText('$12.50');

  // A visitor RSVPs; staff see who is coming and download the list.
  const events: { id: number; title: string }[] = await (await page.request.get('/api/events')).json();
  const created = events.find((e) => e.title === 'E2E Salsa Social');
  const rsvp = await page.request.post(`/api/events/${created?.id}/rsvp`, {
    data: { name: 'Rosa Alvarez', email: 'rosa@example.com' },
  });
  expect(rsvp.status()).toBe(201);
  await page.reload();
  await card.getByRole('button', { name: 'Attendees for E2E Salsa Social' }).click();
  const list = page.getByRole('dialog', { name: 'Attendees: E2E Salsa Social' });
  await expect(list.getByRole('row', { name: /Rosa Alvarez rosa@example.com RSVP/ })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    list.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`attendees-event-${created?.id}.csv`);
  const csv = fs.readFileSync((await download.path()) as string, 'utf8');
  expect(csv).toMatch(
    /^\ufeffName,Ticket name,Email,Kind,Paid \(USD\),Member price,Status,Why it ended,Checked in \(Miami\),Checked in by,Booked \(Miami\)\r\nRosa Alvarez,,rosa@example.com,RSVP,0\.00,No,Valid,,,,\d{4}-\d{2}-\d{2} \d{2}:\d{2}\r\n$/,
  );
  await page.keyboard.press('Escape');

  // The public page shows the change on its next request.
  await visit(page, '/events');
  const publicCard = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'E2E Salsa Social' }) });
  await expect(publicCard).toContainText('Ball & Chain, Little Havana');

  await signIn(page, 'Events');
  await card.getByRole('button', { name: 'Delete E2E Salsa Social' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this event?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: 'Delete E2E Salsa Social' }).click();
  await confirm.getByRole('button', { name: 'Delete Event' }).click();
  await expect(toast(page)).toContainText('Event deleted');
  await expect(toast(page)).toContainText('The event has been deleted successfully');
  await expect(card).toHaveCount(0);
});

test('an admin told a field is missing sees the warning go as soon as it is filled in', async ({ page }) => {
  await signIn(page, 'Events');
  await page.getByRole('button', { name: 'Add New Event' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Event' });
  await form.getByRole('button', { name: 'Create Event' }).click();
  await expect(form.getByLabel('Title')).toHaveAccessibleDescription('Title is required');
  await expect(form.getByText('Description is required')).toBeVisible();

  await form.getByLabel('Title').fill('E2E Bachata Night');
  await expect(form.getByText('Title is required')).toHaveCount(0);
  await expect(form.getByLabel('Title')).not.toHaveAttribute('aria-invalid');
  // The field not yet filled in still says so.
  await expect(form.getByText('Description is required')).toBeVisible();
  // A title typed is a change: closing asks first.
  await form.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('alertdialog', { name: 'Discard changes?' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect(form).toHaveCount(0);
});

test('an admin adds a product with two uploaded pictures, and the store shows it', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Add New Product' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Product' });
  await form.getByLabel('Name').fill('E2E Neon Scarf');
  await form.getByLabel('Price ($)').fill('29.99');
  await form.getByLabel('Category').selectOption('Accessories');
  await form.getByLabel('Colors').fill(' Pink, , Cyan ');
  await form.getByLabel('New').check();

  await uploadFiles(page, form, 'Upload Images', [
    await pngFile('scarf-front.png', '#ff2d95'),
    await pngFile('scarf-back.png', '#00e5ff'),
  ]);
  await expect(toast(page)).toContainText('Image uploaded');
  const images = form.getByRole('list', { name: 'Product images' }).getByRole('img');
  await expect(images).toHaveCount(2);
  await expect(images.first()).toHaveAttribute('src', /^\/objects\/uploads\/[0-9a-f-]{36}\/1200x800\.webp$/);

  await form.getByRole('button', { name: 'Create Product' }).click();
  await expect(toast(page)).toContainText('Product created');
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'E2E Neon Scarf' }) });
  await expect(card).toContainText('$29.99');
  await expect(card).toContainText('New');

  await visit(page, '/store?q=scarf');
  const product = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'E2E Neon Scarf' }) });
  await expect(product.getByRole('img', { name: 'E2E Neon Scarf' })).toHaveAttribute(
    'src',
    /\/objects\/uploads\//,
  );
  await expect(product.getByRole('list', { name: 'Colours' })).toHaveText(/Pink\s*Cyan/);

  await signIn(page);
  await card.getByRole('button', { name: 'Delete E2E Neon Scarf' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Product' }).click();
  await expect(toast(page)).toContainText('Product deleted');
  await expect(card).toHaveCount(0);
});

test('an admin adds a sponsor with a logo, turns it inactive and deletes it', async ({ page }) => {
  await signIn(page, 'Sponsors');
  await page.getByRole('button', { name: 'Add New Sponsor' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Sponsor' });
  await form.getByRole('button', { name: 'Create Sponsor' }).click();
  await expect(toast(page)).toContainText('Validation error: Name and logo are required');
  await expect(form.getByText('Logo is required')).toBeVisible();

  await form.getByLabel('Name').fill('  E2E Neon Co  ');
  await uploadFiles(page, form, 'Upload Logo', [svgLogo('neon-co.svg')]);
  await expect(toast(page)).toContainText('Logo uploaded');
  await expect(form.getByText('Logo is required')).toHaveCount(0);
  await expect(form.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', /\/logo\.svg$/);
  await form.getByLabel('Website (optional)').fill('https://neon.example.com');
  await form.getByLabel('Display order').fill('99');
  await expect(form.getByRole('switch', { name: 'Active' })).toBeChecked();
  await form.getByRole('button', { name: 'Create Sponsor' }).click();
  await expect(toast(page)).toContainText('Sponsor created');

  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'E2E Neon Co' }) });
  await expect(card).toContainText('Active');
  await expect(card).toContainText('Display order: 99');
  await visit(page, '/sponsors');
  await expect(page.getByRole('link', { name: /E2E Neon Co/ })).toHaveAttribute(
    'href',
    'https://neon.example.com',
  );

  await signIn(page, 'Sponsors');
  await card.getByRole('button', { name: 'Edit E2E Neon Co' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Sponsor' });
  await edit.getByRole('switch', { name: 'Active' }).click();
  await expect(edit.getByText('Hidden from the Sponsors page')).toBeVisible();
  await edit.getByRole('button', { name: 'Update Sponsor' }).click();
  await expect(toast(page)).toContainText('Sponsor updated');
  await expect(card).toContainText('Inactive');
  await visit(page, '/sponsors');
  await expect(page.getByRole('img', { name: 'E2E Neon Co' })).toHaveCount(0);

  await signIn(page, 'Sponsors');
  await card.getByRole('button', { name: 'Delete E2E Neon Co' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Sponsor' }).click();
  await expect(toast(page)).toContainText('Sponsor deleted');
  await expect(card).toHaveCount(0);
});

test('an admin uploads the pitch deck, and the sponsors page offers it for download', async ({ page }) => {
  await visit(page, '/sponsors');
  await expect(page.getByRole('button', { name: 'Pitch Deck Coming Soon' })).toBeDisabled();

  await signIn(page, 'Sponsors');
  await uploadFiles(page, page.getByRole('region', { name: 'Sponsors' }), 'Upload New Pitch Deck', [
    pdfFile('MESC Partners 2027.pdf'),
  ]);
  await expect(toast(page)).toContainText('Pitch deck uploaded');
  await expect(page.getByRole('link', { name: 'MESC Partners 2027.pdf' })).toBeVisible();

  await visit(page, '/sponsors');
  const download = page.getByRole('link', { name: 'Download Pitch Deck' });
  await expect(download).toHaveAttribute('href', /^\/objects\/uploads\/[0-9a-f-]{36}\/deck\.pdf$/);
  await expect(download).toHaveAttribute('download', 'MESC Partners 2027.pdf');
  const file = await page.request.get((await download.getAttribute('href')) as string);
  expect(file.headers()['content-type']).toBe('application/pdf');
});

test('an admin adds a wall-of-fame member, edits the tier and removes the member', async ({ page }) => {
  await signIn(page, 'Wall of Fame');
  await page.getByRole('button', { name: 'Add Member to Wall of Fame' }).click();
  const form = page.getByRole('dialog', { name: 'Add Member to Wall of Fame' });
  await expect(form.getByLabel('Tier')).toHaveValue('free');
  await expect(form.getByLabel('Joined date')).not.toHaveValue('');
  await form.getByLabel('Name').fill('E2E Gloria Estrada');
  await form.getByLabel('Joined date').fill('2024-08-15');
  await form.getByRole('button', { name: 'Add Member' }).click();
  await expect(toast(page)).toContainText('Member added');
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'E2E Gloria Estrada' }) });
  await expect(card).toContainText('Free Member');
  await expect(card).toContainText('Joined Aug 15, 2024');

  await card.getByRole('button', { name: 'Edit E2E Gloria Estrada' }).click();
  await page.getByRole('dialog', { name: 'Edit Member' }).getByLabel('Tier').selectOption('inner_circle');
  await page
    .getByRole('dialog', { name: 'Edit Member' })
    .getByRole('button', { name: 'Update Member' })
    .click();
  await expect(toast(page)).toContainText('Member updated');
  await expect(card).toContainText('Inner Circle');

  await visit(page, '/wall-of-fame');
  await expect(page.getByText('E2E Gloria Estrada')).toBeVisible();

  await signIn(page, 'Wall of Fame');
  await card.getByRole('button', { name: 'Remove E2E Gloria Estrada' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove Member' }).click();
  await expect(toast(page)).toContainText('Member removed');
  await expect(card).toHaveCount(0);
});

test.describe('a refused upload', () => {
  // The browser logs the refused registration (415).
  test.use({ allowedConsoleErrors: /status of 415/ });

  test('a file that only pretends to be a picture is refused: "Upload failed" with the reason', async ({
    page,
  }) => {
    await signIn(page, 'Sponsors');
    await page.getByRole('button', { name: 'Add New Sponsor' }).click();
    const form = page.getByRole('dialog', { name: 'Add New Sponsor' });
    const chooser = page.waitForEvent('filechooser');
    await form.getByRole('button', { name: 'Upload Logo' }).click();
    await (await chooser).setFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('#!/bin/sh\necho not a picture\n'),
    });
    await expect(toast(page)).toContainText('Upload failed');
    await expect(toast(page)).toContainText('logo.png: This file is not a picture we accept');
    // The file stays in the form, marked as failed with its reason, and no logo is set.
    const uploads = form.getByRole('list', { name: 'Uploads' });
    await expect(uploads).toContainText('This file is not a picture we accept');
    await uploads.getByRole('button', { name: 'Remove logo.png' }).click();
    await expect(uploads).toHaveCount(0);
    await expect(form.getByText('No logo')).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the dashboard and its forms have no accessibility problem', async ({ page }) => {
    await signIn(page, 'Events');
    await expect(page.getByRole('list', { name: 'Events' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add New Event' }).click();
    await expect(page.getByRole('dialog', { name: 'Add New Event' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Sponsors' }).click();
    await expect(page.getByRole('list', { name: 'Sponsors' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test('an admin is told a time the clocks skip does not exist, and can mark the time as to be announced', async ({
  page,
}) => {
  await signIn(page, 'Events');
  await page.getByRole('button', { name: 'Add New Event' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Event' });
  await form.getByLabel('Title').fill('E2E Dominoes Final');
  await form.getByLabel('Description').fill('The table is set; the hour is not.');
  await form.getByLabel('Category').selectOption('Dominoes');
  // 9 March 2031: Miami's clocks jump from 2:00 to 3:00 AM.
  await form.getByLabel('Date and time (Miami)').fill('2031-03-09T02:30');
  await form.getByLabel('Price ($)', { exact: true }).fill('0');
  await form.getByRole('button', { name: 'Create Event' }).click();
  await expect(form.getByText('2:30 AM does not exist in Miami on Mar 9, 2031')).toBeVisible();

  // Ticked, the field asks for a date alone and keeps the one typed.
  await form.getByLabel('Time to be announced').check();
  await expect(form.getByLabel('Date (Miami)')).toHaveValue('2031-03-09');
  await expect(form.getByText('does not exist in Miami')).toHaveCount(0);
  await form.getByRole('button', { name: 'Create Event' }).click();
  await expect(toast(page)).toContainText('Event created');
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'E2E Dominoes Final' }) });
  await expect(card).toContainText('Mar 9, 2031 · Time TBA');

  await visit(page, '/events?category=Dominoes');
  const publicCard = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'E2E Dominoes Final' }) });
  await expect(publicCard).toContainText('Sun, Mar 9 · Time TBA');

  await signIn(page, 'Events');
  await card.getByRole('button', { name: 'Edit E2E Dominoes Final' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Event' });
  await expect(edit.getByLabel('Time to be announced')).toBeChecked();
  await edit.getByLabel('Time to be announced').uncheck();
  await expect(edit.getByLabel('Date and time (Miami)')).toHaveValue('2031-03-09T19:00');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('alertdialog', { name: 'Discard changes?' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await card.getByRole('button', { name: 'Delete E2E Dominoes Final' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Event' }).click();
  await expect(toast(page)).toContainText('Event deleted');
});

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('staff give a Wall of Fame member a photo and a line, and visitors see both on the wall', async ({
    page,
  }) => {
    await signIn(page, 'Wall of Fame');
    await page.getByRole('button', { name: 'Add Member to Wall of Fame' }).click();
    const form = page.getByRole('dialog', { name: 'Add Member to Wall of Fame' });
    await form.getByLabel('Name').fill('E2E Marisol Peña');
    await form.getByLabel('Tier').selectOption('inner_circle');
    await form.getByLabel('Joined date').fill('2019-03-02');
    await form.getByLabel('Why they are here (optional)').fill('Twenty years of Heat season tickets');
    await uploadFiles(page, form, 'Upload Image', [await pngFile('marisol.png', '#ff2d95', 600, 600)]);
    await expect(form.getByLabel('Photo (optional)')).toHaveValue(
      /^\/objects\/uploads\/[0-9a-f-]{36}\/[^/]+$/,
    );
    const photoPath = await form.getByLabel('Photo (optional)').inputValue();
    await expect(form.getByRole('img', { name: 'Photo' })).toBeVisible();
    await form.getByRole('button', { name: 'Add Member' }).click();
    await expect(toast(page)).toContainText('Member added');

    await visit(page, '/wall-of-fame');
    const innerCircle = page.getByRole('region', { name: 'Inner Circle' });
    const card = innerCircle.getByRole('listitem').filter({ hasText: 'E2E Marisol Peña' });
    await expect(card).toContainText('Twenty years of Heat season tickets');
    await expect(card).toContainText('Member since Mar 2, 2019');
    const photo = card.locator('img');
    await expect(photo).toHaveAttribute('src', photoPath);
    // The picture really arrived: the browser decoded it at its size.
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(600);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await signIn(page, 'Wall of Fame');
    await page.getByRole('button', { name: 'Remove E2E Marisol Peña' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove Member' }).click();
    await expect(toast(page)).toContainText('Member removed');
  });

  test('staff reach the dashboard tabs with Tab and move between them with the arrow keys', async ({
    page,
  }) => {
    await signIn(page);
    const products = page.getByRole('tab', { name: 'Store Products' });
    // From the Logout button, the next Tab lands on the selected tab (one stop for the whole row).
    await page.getByRole('button', { name: 'Logout' }).focus();
    let presses = 0;
    while (!(await products.evaluate((tab) => tab === document.activeElement)) && presses < 10) {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    await expect(products).toBeFocused();
    await page.keyboard.press('ArrowRight');
    const events = page.getByRole('tab', { name: 'Events' });
    await expect(events).toBeFocused();
    await expect(events).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\?tab=events$/);
    await expect(page.getByRole('list', { name: 'Events' })).toBeVisible();
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Activity' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(products).toBeFocused();
    await expect(products).toHaveAttribute('aria-selected', 'true');
    // Tab from the row goes on to the open panel, not to the next tab.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel', { name: 'Store Products' })).toBeFocused();
  });
});
