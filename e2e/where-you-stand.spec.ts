import type { Page } from '@playwright/test';
import { expect, test, visit } from './fixtures';
import { mailCount } from './mail';
import { becomeMember } from './members-helper';

// People see what they have: a seat shows as "You're going" on the event's card and page (a
// member's from their account, a visitor's in the browser they used), members see their own
// price, a members' night says who may come in one sentence and how to get in, and the way up
// leads back to the night. The join asks for a phone only for the welcome call.

const uniqueEmail = (who: string) => `${who}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const notifications = (page: Page) => page.getByRole('region', { name: /Notification/ });
const card = (page: Page, title: string) => page.getByRole('article').filter({ hasText: title });
const FREE_EVENT = 'Heat vs. Celtics Watch Party';
const PREMIUM_EVENT = "Members' Texas Hold'em Night";
const MEMBER_PRICED = 'UFC Fight Night: Main Card Live';
const INNER_CIRCLE_EVENT = 'Inner Circle Rooftop Soirée';

for (const [width, height] of [
  [390, 844],
  [1440, 900],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('a visitor who RSVPed sees "You\'re going" on the card, after a reload too, and can have the ticket sent again', async ({
      page,
    }) => {
      const email = uniqueEmail(`going-${width}`);
      await visit(page, '/events');
      const event = card(page, FREE_EVENT);
      await event.getByRole('button', { name: 'RSVP Now' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Name').fill('Rosa Vega');
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByRole('button', { name: 'Confirm RSVP' }).click();
      await expect(event.getByText("You're going")).toBeVisible();
      await expect(event.getByRole('button', { name: 'RSVP Now' })).toHaveCount(0);

      await page.reload();
      const again = card(page, FREE_EVENT);
      await expect(again.getByText("You're going")).toBeVisible();
      await expect(again.getByText(/in the e-mail sent to g•••@example\.com/)).toBeVisible();
      await expect.poll(() => mailCount(email)).toBe(1);
      await again.getByRole('button', { name: 'Send my ticket again' }).click();
      await expect(notifications(page).getByText('Ticket sent again')).toBeVisible();
      await expect.poll(() => mailCount(email)).toBe(2);
      await page.screenshot({ path: test.info().outputPath(`youre-going-visitor-${width}.png`) });
    });
  });
}

test('a Premium Fan sees their own price on the cards, and their seat with its ticket and a way to cancel', async ({
  page,
}) => {
  await becomeMember(page.request, 'premium');
  await visit(page, '/events');
  const priced = card(page, MEMBER_PRICED);
  await expect(priced.getByText('Your member price:')).toBeAttached();
  await expect(priced.getByText('$20.00')).toBeVisible();
  await expect(priced.locator('s')).toContainText('$25.00');

  const event = card(page, PREMIUM_EVENT);
  await event.getByRole('button', { name: 'RSVP Now' }).click();
  await expect(event.getByText("You're going")).toBeVisible();
  const ticket = event.getByRole('link', { name: 'View ticket' });
  await expect(ticket).toHaveAttribute('href', /^\/tickets\/[A-Za-z0-9_-]+$/);
  await event.getByRole('button', { name: 'Cancel' }).click();
  await event.getByRole('button', { name: 'Yes, cancel my seat' }).click();
  await expect(notifications(page).getByText('Seat cancelled')).toBeVisible();
  await expect(event.getByRole('button', { name: 'RSVP Now' })).toBeVisible();
});

test('a visitor on a members’ priced night reads who may come in one sentence, and is offered "Sign in to buy"', async ({
  page,
}) => {
  await visit(page, '/events');
  await card(page, INNER_CIRCLE_EVENT).getByRole('link', { name: INNER_CIRCLE_EVENT }).click();
  const details = page.getByRole('complementary', { name: 'Event details' });
  await expect(details.getByText('For Inner Circle members only: $60.00 a ticket.')).toBeVisible();
  await expect(details.getByText(/members pay/)).toHaveCount(0);
  await expect(details.getByRole('link', { name: 'Sign in to buy' })).toBeVisible();
  const path = new URL(page.url()).pathname;
  await expect(details.getByRole('link', { name: 'Join' })).toHaveAttribute(
    'href',
    `/join?join=inner_circle&next=${encodeURIComponent(path)}`,
  );
});

test('joining from a members’ night shows the first-month offer and an optional phone, then leads back to the night', async ({
  page,
}) => {
  await visit(page, '/events');
  await card(page, INNER_CIRCLE_EVENT).getByRole('link', { name: 'Join' }).click();
  await expect(page).toHaveURL(/\/join\?join=inner_circle&next=/);

  await page.getByLabel('Name').fill('Leo Vargas');
  await page.getByLabel('Email').fill(uniqueEmail('upgrade'));
  const phone = page.getByLabel('Phone (optional)');
  await expect(phone).toHaveAttribute('type', 'tel');
  await expect(phone).toHaveAttribute('autocomplete', 'tel');
  await phone.fill('555');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByText('Enter a phone number of 7 to 15 digits, like (305) 555-0100')).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await phone.fill('(305) 555-0100');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByLabel('Card number').pressSequentially('4242424242424242');
  await page.getByLabel(/Expiry/).pressSequentially('1234');
  await page.getByLabel('CVC').pressSequentially('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();

  await expect(page).toHaveURL(/\/payment-success$/, { timeout: 15_000 });
  await expect(page.getByText('Welcome to INNER CIRCLE')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the event' }).click();
  await expect(page).toHaveURL(/\/events\/\d+-inner-circle/);
  await expect(page.getByRole('heading', { level: 1, name: INNER_CIRCLE_EVENT })).toBeVisible();
});

test('the tier cards say the new member’s first month before anyone reaches the payment step', async ({
  page,
}) => {
  for (const path of ['/join', '/membership']) {
    await visit(page, path);
    const premium = page.getByRole('article', { name: 'PREMIUM FAN' });
    await expect(premium.getByText('New members: first month $10.00 (50% off)')).toBeVisible();
    const inner = page.getByRole('article', { name: 'INNER CIRCLE' });
    await expect(inner.getByText('New members: first month $25.00 (50% off)')).toBeVisible();
  }
});
