import type { APIRequestContext } from '@playwright/test';
import { e2eAdminPassword } from '../playwright.config';
import { signIn, toast } from './admin-helpers';
import { expect, test } from './fixtures';
import { mailWithSubject } from './mail';

// Door staff as themselves (docs/staff.md#door-staff): the owner invites a volunteer as door
// staff and gives them tonight; the volunteer signs in on their phone, sees their night, opens its
// door screen and checks a guest in, and the attendee list says who let the guest in.

const title = `Staff Door Night ${Date.now()}`;
const guest = { name: 'Gia Guest', email: `gia-${Date.now()}@example.com` };
let eventId = 0;

test.use({ viewport: { width: 1440, height: 900 } });

async function ownerHeaders(request: APIRequestContext) {
  const login = await request.post('/api/admin/login', { data: { password: e2eAdminPassword } });
  return { authorization: `Bearer ${(await login.json()).token}` };
}

test.beforeAll(async ({ request }) => {
  const created = await request.post('/api/admin/events', {
    headers: await ownerHeaders(request),
    data: {
      title,
      description: 'Doors at eight.',
      category: 'UFC',
      date: new Date(Date.now() + 2 * 3_600_000).toISOString(),
      price: 0,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  eventId = (await created.json()).id;
  const rsvp = await request.post(`/api/events/${eventId}/rsvp`, { data: guest });
  expect(rsvp.status(), await rsvp.text()).toBe(201);
});

test('the owner gives a volunteer tonight; they open its door screen as themselves and their check-in names them', async ({
  page,
  browser,
}) => {
  const email = `dee-${Date.now()}@example.com`;
  await signIn(page, 'Staff');
  await page.getByRole('button', { name: 'Invite Staff Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a Staff Member' });
  await dialog.getByLabel('Name').fill('Dee Door');
  await dialog.getByLabel('Email').fill(email);
  await expect(dialog.getByLabel('Role')).toHaveValue('door');
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(toast(page)).toContainText('Invitation sent');

  await page.getByRole('button', { name: 'Nights of Dee Door' }).click();
  const nights = page.getByRole('dialog', { name: "Dee Door's nights" });
  // A slow answer (a busy server, a weak signal): the ticked box stays ticked while it is saved.
  await page.route('**/api/admin/staff/*/door-nights', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await nights.getByRole('checkbox', { name: new RegExp(title) }).check();
  await expect(nights.getByRole('checkbox', { name: new RegExp(title) })).toBeChecked();
  await expect(nights.getByRole('checkbox', { name: new RegExp(title) })).toBeEnabled();
  await nights.getByRole('button', { name: 'Done' }).click();

  // The volunteer's phone.
  const invitation = await mailWithSubject(email, 'You are invited to run MESC');
  const link = new URL(/https?:\/\/\S+\/admin\/login#token=[\w-]+/.exec(invitation)?.[0] ?? 'http://x/');
  const theirs = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await theirs.newPage();
  await phone.goto(link.pathname + link.hash);
  await phone.getByRole('button', { name: 'Sign in to the dashboard' }).click();
  await expect(phone.getByRole('heading', { name: 'Your nights at the door' })).toBeVisible();
  await expect(phone.getByRole('tablist')).toHaveCount(0);
  await phone.getByRole('button', { name: `Open the door screen for ${title}` }).click();
  await expect(phone).toHaveURL(/\/door$/);
  await phone.getByLabel('Name, e-mail or ticket code').fill('gia');
  await phone.getByRole('button', { name: `Check in ${guest.name}` }).click();
  await expect(phone.locator('[data-result][data-place="search"]')).toHaveAttribute(
    'data-result',
    'checked-in',
  );
  await theirs.close();

  const attendees = await page.request.get(`/api/admin/events/${eventId}/attendees`, {
    headers: await ownerHeaders(page.request),
  });
  expect(JSON.stringify(await attendees.json())).toContain(`"checkedInBy":"Dee Door <${email}>"`);
});
