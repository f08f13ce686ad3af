import type { Page } from '@playwright/test';
import { CODE_REFUSED, CONFIRM_SENT, PAYER_CHECK_INBOX, SIGN_IN_SENT } from '../src/shared/member-rules';
import { expect, seriousA11yViolations, test, visit } from './fixtures';
import { mailWithSubject, signInSecrets } from './mail';
import { becomeMember } from './members-helper';

// Members (docs/members.md): paying signs the browser in, signing in by the e-mail's link or code,
// the member area, and the tier rules on the event cards. The e-mails are read from the tests'
// SMTP server, as a member reads their inbox.

const uniqueEmail = (who: string) => `${who}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const notifications = (page: Page) => page.getByRole('region', { name: /Notification/ });
const banner = (page: Page) => page.getByRole('banner');
const card = (page: Page, title: string) => page.getByRole('article').filter({ hasText: title });
const PREMIUM_EVENT = "Members' Texas Hold'em Night";
const INNER_CIRCLE_EVENT = 'Inner Circle Rooftop Soirée';

async function signOutHere(page: Page) {
  await visit(page, '/account');
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(banner(page).getByRole('link', { name: 'Join Now' })).toBeVisible();
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a Premium Fan pays with the test card and lands signed in, with "My account" in the menu', async ({
    page,
  }) => {
    const email = uniqueEmail('phone');
    await visit(page, '/join');
    await page.getByRole('button', { name: 'Become a Premium Fan' }).click();
    await page.getByLabel('Name').fill('Maria Lopez');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pay \$/ }).click();

    await expect(page).toHaveURL(/\/payment-success$/, { timeout: 15_000 });
    await expect(
      page.getByText("You're signed in on this device: your membership and RSVPs are in My account."),
    ).toBeVisible();
    await expect(page.getByText('access credentials')).toHaveCount(0);

    // The nav's "Join Now" place is the member's now, in the bar and in the drawer.
    await expect(banner(page).getByRole('link', { name: 'My account' })).toBeVisible();
    await expect(banner(page).getByRole('link', { name: 'Join Now' })).toHaveCount(0);
    await page.getByLabel('Open menu').click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link', { name: 'My account' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    const membership = page.getByRole('region', { name: 'Membership' });
    await expect(membership.getByText('Premium Fan', { exact: true })).toBeVisible();
    await expect(membership.getByText('Active', { exact: true })).toBeVisible();
    await expect(membership.getByText('$20.00 a month')).toBeVisible();
    await expect(page.getByText('Maria Lopez').first()).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  });
});

test.describe('signing in by e-mail (a used link and a wrong code are refused with 400)', () => {
  test.use({ allowedConsoleErrors: /status of 400/ });

  test('a member signs out, then signs in again with the link from the e-mail', async ({ page }) => {
    const { email } = await becomeMember(page.request, 'premium', 'Lena Ortiz');
    await signOutHere(page);
    await visit(page, '/account');
    await expect(page.getByRole('button', { name: 'Send me a sign-in link' })).toBeVisible();

    await visit(page, '/sign-in');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your mail' })).toBeVisible();
    await expect(page.getByText(SIGN_IN_SENT, { exact: true })).toBeVisible();

    // The payment's welcome e-mail has a sign-in link too; this is the one just asked for.
    const { link } = signInSecrets(await mailWithSubject(email, 'Your MESC sign-in link'));
    await visit(page, link.replace(/^https?:\/\/[^/]+/, ''));
    // The token leaves the address bar; opening the page signed no one in.
    await expect(page).toHaveURL(/\/sign-in\/link$/);
    await expect(banner(page).getByRole('link', { name: 'Join Now' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText('Welcome back, Lena Ortiz.')).toBeVisible();
    await expect(banner(page).getByRole('link', { name: 'My account' })).toBeVisible();

    // A link works once.
    await signOutHere(page);
    await visit(page, link.replace(/^https?:\/\/[^/]+/, ''));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('This sign-in link has expired or has already been used.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send me a sign-in link' })).toBeVisible();
  });

  test('a member signs in with the 6-digit code, after a wrong one is refused', {
    tag: '@production',
  }, async ({ page }) => {
    const { email } = await becomeMember(page.request, 'inner_circle', 'Omar Haddad');
    await page.context().clearCookies();
    await visit(page, '/sign-in?next=%2Fevents');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
    const codeField = page.getByLabel('6-digit code');
    await expect(codeField).toHaveAttribute('inputmode', 'numeric');
    await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    // Only the newest e-mail's code works: the one just asked for, not the welcome e-mail's.
    const { code } = signInSecrets(await mailWithSubject(email, 'Your MESC sign-in link'));

    const wrong = code === '000000' ? '111111' : '000000';
    await codeField.fill(wrong);
    await page.getByRole('button', { name: 'Sign in with the code' }).click();
    await expect(page.getByText(CODE_REFUSED)).toBeVisible();

    await codeField.fill(code);
    await page.getByRole('button', { name: 'Sign in with the code' }).click();
    // Back to the page that asked for the sign-in.
    await expect(page).toHaveURL(/\/events$/);
    await expect(banner(page).getByRole('link', { name: 'My account' })).toBeVisible();
  });
});

test('a Premium Fan RSVPs to a Premium event in one press, then gives the seat back from the account', async ({
  page,
}) => {
  await becomeMember(page.request, 'premium');
  await visit(page, '/events');
  const event = card(page, PREMIUM_EVENT);
  await expect(event.getByText('Premium', { exact: true })).toBeVisible();
  const seats = await event.getByText(/\d+\/40/).textContent();
  await event.getByRole('button', { name: 'RSVP Now' }).click();
  await expect(event.getByText("You're going")).toBeVisible();
  await expect(notifications(page).getByText('RSVP Confirmed!')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Too low a tier for the Inner Circle's priced night: the upgrade to buy is offered, not a form.
  const soiree = card(page, INNER_CIRCLE_EVENT);
  await expect(soiree.getByText('This event is for Inner Circle members.')).toBeVisible();
  await expect(soiree.getByRole('link', { name: 'Upgrade to buy' })).toHaveAttribute('href', '/account');
  await expect(soiree.getByRole('button', { name: 'RSVP Now' })).toHaveCount(0);

  await banner(page).getByRole('link', { name: 'My account' }).click();
  const rsvps = page.getByRole('region', { name: 'My RSVPs' });
  await expect(rsvps.getByText(PREMIUM_EVENT)).toBeVisible();
  await rsvps.getByRole('button', { name: 'Cancel RSVP' }).click();
  await expect(rsvps.getByText(`Give back your seat at ${PREMIUM_EVENT}?`)).toBeVisible();
  await rsvps.getByRole('button', { name: 'Yes, cancel my RSVP' }).click();
  await expect(rsvps.getByText('No upcoming RSVPs.')).toBeVisible();

  await visit(page, '/events');
  await expect(card(page, PREMIUM_EVENT).getByRole('button', { name: 'RSVP Now' })).toBeVisible();
  await expect(card(page, PREMIUM_EVENT).getByText(seats ?? '')).toBeVisible();
});

test('a visitor on a members event is offered signing in or joining instead of a form', async ({ page }) => {
  await visit(page, '/events');
  const event = card(page, PREMIUM_EVENT);
  await expect(event.getByText('This event is for Premium Fan and Inner Circle members.')).toBeVisible();
  await expect(event.getByRole('button', { name: 'RSVP Now' })).toHaveCount(0);
  await expect(event.getByRole('link', { name: 'Join' })).toHaveAttribute(
    'href',
    /^\/join\?join=premium&next=%2Fevents%2F\d+-/,
  );
  await event.getByRole('link', { name: 'Sign in to RSVP' }).click();
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fevents$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
});

test('a paid member sees their tier on /membership and changes it from the account, not a second checkout', async ({
  page,
}) => {
  await becomeMember(page.request, 'premium');
  await visit(page, '/membership');
  const premium = page.getByRole('article', { name: 'PREMIUM FAN' });
  await expect(premium.getByText('Your tier')).toBeVisible();
  await expect(premium.getByRole('button', { name: 'Become a Premium Fan' })).toHaveCount(0);
  const innerCircle = page.getByRole('article', { name: 'INNER CIRCLE' });
  await innerCircle.getByRole('link', { name: 'Upgrade in My account' }).click();
  await expect(page).toHaveURL(/\/account$/);
});

test('a Premium Fan upgrades to Inner Circle at once and switches back at the period’s end, each explained first', async ({
  page,
}) => {
  await becomeMember(page.request, 'premium');
  await visit(page, '/account');
  const membership = page.getByRole('region', { name: 'Membership' });
  await expect(
    membership.getByText(/Upgrading starts now: today you pay only the difference/).first(),
  ).toBeVisible();
  await membership.getByRole('button', { name: 'Upgrade to Inner Circle' }).click();
  await membership.getByRole('button', { name: 'Yes, upgrade now' }).click();
  await expect(membership.getByText('Inner Circle', { exact: true })).toBeVisible();
  await expect(membership.getByText('$50.00 a month')).toBeVisible();

  // Down again: at the end of the period, said before the press.
  await expect(
    membership.getByText(/Switching down takes effect on .*: you keep Inner Circle until then/).first(),
  ).toBeVisible();
  await membership.getByRole('button', { name: 'Switch to Premium Fan' }).click();
  await membership.getByRole('button', { name: /Yes, switch on/ }).click();
  await expect(membership.getByText('Premium Fan, $20.00 a month')).toBeVisible();
  await expect(membership.getByText('Inner Circle', { exact: true })).toBeVisible();

  // Changed their mind before the period ends: the switch is called off.
  await membership.getByRole('button', { name: 'Keep Inner Circle' }).click();
  await expect(membership.getByText('Premium Fan, $20.00 a month')).toHaveCount(0);
  await expect(membership.getByRole('button', { name: 'Switch to Premium Fan' })).toBeVisible();
});

test('a member cancels at the end of the period and takes it back before then', async ({ page }) => {
  await becomeMember(page.request, 'premium');
  await visit(page, '/account');
  const membership = page.getByRole('region', { name: 'Membership' });
  await membership.getByRole('button', { name: 'Cancel membership' }).click();
  await expect(membership.getByText(/stays until .*, then ends and nothing more is charged/)).toBeVisible();
  await membership.getByRole('button', { name: /Yes, end it on/ }).click();
  await expect(
    membership.getByText(/Your membership ends on .*; nothing more will be charged/),
  ).toBeVisible();
  await expect(membership.getByText('Ends on', { exact: true })).toBeVisible();
  await membership.getByRole('button', { name: 'Keep my membership' }).click();
  await expect(membership.getByText('Next renewal', { exact: true })).toBeVisible();
  await expect(membership.getByRole('button', { name: 'Cancel membership' })).toBeVisible();
});

test('a member stops club news from the account and takes it back, staying a member', async ({ page }) => {
  await becomeMember(page.request, 'premium');
  await visit(page, '/account');
  const profile = page.getByRole('region', { name: 'Profile' });
  const news = profile.getByRole('switch', { name: /Club news by e-mail/ });
  await expect(news).toBeChecked();
  await expect(profile).toContainText('Tickets, receipts and sign-in links always come.');
  await news.click();
  await expect(notifications(page)).toContainText('You will get no more club news. You stay a member.');
  await expect(news).not.toBeChecked();

  // The choice is the server's: a new visit shows it, and the membership is as it was.
  await visit(page, '/account');
  await expect(news).not.toBeChecked();
  await expect(page.getByRole('region', { name: 'Membership' })).toContainText('Premium Fan');
  await news.click();
  await expect(notifications(page)).toContainText("The club's messages to members will reach you again.");
  await expect(news).toBeChecked();
});

test('paying with a member’s address signs no one in and says to check that inbox', async ({ page }) => {
  const { email } = await becomeMember(page.request, 'premium');
  await page.context().clearCookies();
  await visit(page, '/join?join=inner_circle');
  await page.getByLabel('Name').fill('Someone Else');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();

  const told = page.getByRole('dialog', { name: 'Check your inbox' });
  await expect(told.getByText(PAYER_CHECK_INBOX)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Payment Error')).toHaveCount(0);
  await told.getByRole('button', { name: 'Close' }).click();
  // Nobody was signed in as the member: the nav still offers joining.
  await expect(banner(page).getByRole('link', { name: 'Join Now' })).toBeVisible();
  // The owner hears of it, and the second membership is refunded.
  const mail = await mailWithSubject(email, 'Your MESC membership payment');
  expect(mail).toContain('refunded in full');
  expect(mail).not.toContain('Someone Else');
});

test('a free join with an e-mail asks to confirm it, and the link signs the new member in', async ({
  page,
}) => {
  const email = uniqueEmail('free');
  await visit(page, '/join?join=free');
  await page.getByLabel('Email (optional)').fill(email);
  await page.getByRole('button', { name: 'Confirm Free Membership' }).click();
  await expect(page.getByText(CONFIRM_SENT)).toBeVisible();

  // The newsletter's confirmation goes out at the same time: the membership's is found by its subject.
  const { link } = signInSecrets(await mailWithSubject(email, 'Confirm your MESC membership'));
  await visit(page, link.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  const membership = page.getByRole('region', { name: 'Membership' });
  await expect(membership.getByText('Free Member', { exact: true })).toBeVisible();

  // A free member sees the paid tiers as upgrades.
  await visit(page, '/membership');
  await expect(page.getByRole('article', { name: 'FREE MEMBER' }).getByText('Your tier')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upgrade to Premium Fan' })).toBeVisible();
});

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    for (const [url, title] of [
      ['/sign-in', 'Sign In | MESC'],
      ['/sign-in?signin=sent', 'Sign In | MESC'],
      ['/sign-in/link#token=not-a-real-token-but-long-enough', 'Sign In | MESC'],
      ['/account', 'My Account | MESC'],
    ] as const) {
      test(`a visitor opens ${url.split('#')[0]} with no accessibility problem`, async ({ page }) => {
        await visit(page, url);
        await expect(page).toHaveTitle(title);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(
          page.getByRole('button', { name: /Sign in|Send me a sign-in link/ }).first(),
        ).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
        expect(await seriousA11yViolations(page)).toEqual([]);
      });
    }

    test('a member’s account page has no accessibility problem', async ({ page }) => {
      await becomeMember(page.request, 'inner_circle');
      await visit(page, '/account');
      await expect(page.getByRole('region', { name: 'Membership' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  });
}
