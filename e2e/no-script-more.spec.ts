import type { APIRequestContext, Page } from '@playwright/test';
import { e2eAdminPassword } from '../playwright.config';
import { FREE_JOIN_FORM_OUTCOMES } from '../src/shared/free-join-form';
import { RSVP_FORM_OUTCOMES } from '../src/shared/rsvp-form';
import { WAITLIST_FORM_OUTCOMES } from '../src/shared/waitlist-form';
import { expect, test } from './fixtures';
import { mailWithSubject, nthMailWithSubject, signInSecrets } from './mail';

// Joining, the waitlist, buying and the member's page without JavaScript: each is a plain form the
// server answers, or says plainly that it needs the script and what to do instead.

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/admin/login', { data: { password: e2eAdminPassword } });
  const { token } = await login.json();
  return { authorization: `Bearer ${token}` };
}

/** An event made by staff a week ahead: its page's address. */
async function staffEvent(
  request: APIRequestContext,
  data: { title: string; price: number; maxAttendees: number },
) {
  const created = await request.post('/api/admin/events', {
    headers: await adminHeaders(request),
    data: {
      description: 'Big screens, cold drinks.',
      category: 'Poker',
      date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      venue: 'The Brickell Room',
      membershipRequired: 'free',
      ...data,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  return { id: id as number, path: `/events/${id}` };
}

/** The fixed header's bottom edge, and an element's box. */
const headerBottom = async (page: Page) => (await page.locator('header').first().boundingBox())?.height ?? 0;

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`without JavaScript at ${viewport.width} px`, () => {
    test.use({ javaScriptEnabled: false, viewport });

    test('a visitor clicks the calendar’s next-month link and sees the next month', async ({ page }) => {
      await page.goto('/events?view=calendar&month=2027-03');
      const heading = page.getByRole('tabpanel').getByRole('heading', { level: 2 });
      await expect(heading).toHaveText('March 2027');
      await expect(page.getByRole('link', { name: 'Previous month' })).toHaveAttribute(
        'href',
        '/events?view=calendar&month=2027-02',
      );
      await page.getByRole('link', { name: 'Next month' }).click();
      await expect(page).toHaveURL(/\/events\?view=calendar&month=2027-04$/);
      await expect(heading).toHaveText('April 2027');
    });

    test('an RSVP confirmation shows below the fixed header, not under it', async ({ page }) => {
      const event = await staffEvent(page.request, {
        title: `Plain RSVP ${unique()}`,
        price: 0,
        maxAttendees: 40,
      });
      await page.goto(event.path);
      await page.getByLabel('Name').fill('Rosa Plain');
      await page.getByLabel('E-mail').fill(`rosa-${unique()}@example.com`);
      await page.getByRole('button', { name: 'RSVP', exact: true }).click();
      await expect(page).toHaveURL(/\?rsvp=confirmed#rsvp$/);
      const confirmation = page.getByText(RSVP_FORM_OUTCOMES.confirmed);
      await expect(confirmation).toBeVisible();
      const box = await confirmation.boundingBox();
      expect(box?.y ?? 0).toBeGreaterThanOrEqual(await headerBottom(page));
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('a visitor joins for free, signs in with the code from the e-mail and sees their account', async ({
    page,
  }) => {
    const email = `plain-join-${unique()}@example.com`;
    await page.goto('/join');
    await page.getByRole('button', { name: 'Join Free' }).click();
    await expect(page).toHaveURL(/\/join\?join=free$/);
    await page.getByLabel('Email (optional)').fill(email);
    await page.getByRole('button', { name: 'Confirm Free Membership' }).click();
    await expect(page).toHaveURL(/\/join\?join=free&joined=sent$/);
    await expect(page.getByRole('heading', { name: 'Welcome to MESC!' })).toBeVisible();
    await expect(page.getByText(FREE_JOIN_FORM_OUTCOMES.sent)).toBeVisible();
    await mailWithSubject(email, 'Confirm your MESC membership');

    // The member's page, rendered by the server: a visitor gets the sign-in form there.
    await page.goto('/account');
    await expect(page.getByText('Checking who is signed in')).toHaveCount(0);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your mail' })).toBeVisible();
    const { code } = signInSecrets(await nthMailWithSubject(email, 'Confirm your MESC membership', 2));
    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Sign in with the code' }).click();

    // Signed in, on the account page the server rendered for this member.
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    await expect(page.getByText(`Welcome back, ${email.split('@')[0]}.`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Membership' })).toBeVisible();
    await expect(page.getByText('Free Member', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Checking who is signed in')).toHaveCount(0);
  });

  test('a visitor gives a bad address to the free join and is told what is wrong', async ({ page }) => {
    await page.goto('/join?join=free');
    await page.getByLabel('Email (optional)').fill('not-an-address');
    await page.getByRole('button', { name: 'Confirm Free Membership' }).click();
    await expect(page).toHaveURL(/joined=invalid$/);
    await expect(page.getByRole('alert').filter({ hasText: FREE_JOIN_FORM_OUTCOMES.invalid })).toBeVisible();
  });

  test('a visitor joins the waitlist of a full event', async ({ page }) => {
    const event = await staffEvent(page.request, {
      title: `Plain Full ${unique()}`,
      price: 0,
      maxAttendees: 1,
    });
    const taken = await page.request.post(`/api/events/${event.id}/rsvp`, {
      data: { name: 'Early Bird', email: `early-${unique()}@example.com` },
    });
    expect(taken.status()).toBe(201);
    const email = `wait-${unique()}@example.com`;
    await page.goto(event.path);
    const form = page.locator('form[action$="/waitlist"]');
    await form.getByLabel('Name').fill('Walt Plain');
    await form.getByLabel('E-mail').fill(email);
    await form.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(page).toHaveURL(/\?waitlist=sent#rsvp$/);
    const said = page.getByText(WAITLIST_FORM_OUTCOMES.sent);
    await expect(said).toBeVisible();
    expect((await said.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(await headerBottom(page));
    await mailWithSubject(email, 'Confirm your waitlist place');
  });

  test('a ticketed event says that buying needs JavaScript, and offers the phone and e-mail', async ({
    page,
  }) => {
    const event = await staffEvent(page.request, {
      title: `Plain Priced ${unique()}`,
      price: 2500,
      maxAttendees: 30,
    });
    await page.goto(event.path);
    // Playwright's text search skips <noscript>, which is what a browser without script shows.
    const notice = page.locator('#rsvp noscript > div');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Buying tickets needs JavaScript');
    await expect(notice).toContainText('it needs JavaScript from its first step');
    await expect(page.getByRole('link', { name: '(305) 555-0142' }).last()).toHaveAttribute('href', /^tel:/);
    await expect(page.getByRole('link', { name: 'hello@mesc.club' }).last()).toHaveAttribute(
      'href',
      /^mailto:/,
    );
  });
});
