import type { APIRequestContext, Page } from '@playwright/test';
import { e2eAdminPassword } from '../playwright.config';
import { WAITLIST_TEXTS } from '../src/shared/waitlist';
import { expect, seriousA11yViolations, test, visit } from './fixtures';
import { mailWithSubject } from './mail';
import { becomeMember } from './members-helper';

/**
 * The events list searched for one night's (unique) title: the list shows 24 at a time, and the
 * nights earlier specs made may come before this one.
 */
const eventsMatching = (title: string) => `/events?q=${encodeURIComponent(title)}`;

// The waitlist as a visitor meets it: a full event keeps "Event Full" and offers "Join the
// waitlist"; the visitor is asked to confirm from the e-mail, whose link opens their place with a
// Confirm button; a seat frees (someone cancels), the offer e-mail arrives, and its link gives
// them the seat. A priced night's claim goes through the test card.

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/admin/login', { data: { password: e2eAdminPassword } });
  const { token } = await login.json();
  return { authorization: `Bearer ${token}` };
}

/** A one-seat Premium Fan night, its seat taken by another member. */
async function soldOutMembersNight(request: APIRequestContext, title: string) {
  const created = await request.post('/api/admin/events', {
    headers: await adminHeaders(request),
    data: {
      title,
      description: 'Members only, one chair at the rail.',
      category: 'Poker',
      date: '2031-08-08T23:30:00.000Z',
      price: 0,
      maxAttendees: 1,
      venue: 'The Brickell Room',
      membershipRequired: 'premium',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  await becomeMember(request, 'premium', 'Rita Rail');
  expect((await request.post('/api/account/rsvps', { data: { eventId: id } })).status()).toBe(201);
  return id as number;
}

/** A one-seat event, taken by an RSVP: its ticket code (to cancel it later) and its id. */
async function soldOutNight(request: APIRequestContext, title: string, price = 0) {
  const headers = await adminHeaders(request);
  const body = {
    title,
    description: 'One table, one seat left to fight for.',
    category: 'Poker',
    date: '2031-07-18T23:30:00.000Z',
    price: 0,
    maxAttendees: 1,
    venue: 'The Brickell Room',
    membershipRequired: 'free',
  };
  const created = await request.post('/api/admin/events', { headers, data: body });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  const taken = await request.post(`/api/events/${id}/rsvp`, {
    data: { name: 'Early Bird', email: `early-${id}@example.com` },
  });
  expect(taken.status()).toBe(201);
  if (price > 0) {
    expect(
      (await request.put(`/api/admin/events/${id}`, { headers, data: { ...body, price } })).status(),
    ).toBe(200);
  }
  const mail = await mailWithSubject(`early-${id}@example.com`, `You're in: ${title}`);
  const code = /\/tickets\/([0-9a-f]{32})/.exec(mail)?.[1] ?? '';
  return { id, code };
}

const card = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });

async function joinFromTheCard(page: Page, title: string, name: string, email: string) {
  await visit(page, eventsMatching(title));
  const event = card(page, title);
  await expect(event.getByRole('button', { name: 'Event Full' })).toBeDisabled();
  await event.getByRole('button', { name: 'Join the waitlist' }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(dialog.getByText('Check your inbox to confirm your place')).toBeVisible();
  await expect(dialog.getByText(WAITLIST_TEXTS.checkInbox)).toBeVisible();
  return dialog;
}

/** The e-mail's link to the entry's page (the code after '#'). */
const entryLinkIn = (mail: string) => /https?:\/\/\S+?\/waitlist#[0-9a-f]{32}/.exec(mail)?.[0] ?? '';

/** Opens the confirmation e-mail's link and presses Confirm: the place is in line for offers. */
async function confirmFromTheMail(page: Page, email: string, title: string) {
  const mail = await mailWithSubject(email, `Confirm your waitlist place: ${title}`);
  const link = entryLinkIn(mail);
  expect(link).not.toBe('');
  await page.goto('about:blank');
  await visit(page, link.replace(/^https?:\/\/[^/]+/, ''));
  // Opened (as a mail scanner would), nothing is confirmed yet.
  await expect(page.getByText(WAITLIST_TEXTS.unconfirmed)).toBeVisible();
  await page.getByRole('button', { name: 'Confirm my place' }).click();
  await expect(page.getByText("You're number 1 on the waitlist.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm my place' })).toHaveCount(0);
  return link;
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a visitor joins a full night’s waitlist, confirms from the e-mail, a seat frees, and the offer’s link gives them the seat', async ({
    page,
    request,
  }) => {
    const title = `Waitlist Poker ${Date.now()}`;
    const { code } = await soldOutNight(request, title);
    const email = `wanda-${Date.now()}@example.com`;
    await joinFromTheCard(page, title, 'Wanda Wait', email);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The place, from the e-mail's link: confirmed with a press.
    await confirmFromTheMail(page, email, title);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The early bird cancels: the seat is offered to Wanda, and the e-mail says so.
    const cancelled = await request.post(`/api/tickets/${code}/cancel`);
    expect(cancelled.status()).toBe(200);
    const offer = await mailWithSubject(email, `A seat is yours: ${title}`);
    const link = entryLinkIn(offer);
    expect(link).not.toBe('');

    // Opened from the e-mail: a fresh page.
    await page.goto('about:blank');
    await page.goto(link);
    await expect(page.getByText('A seat is yours', { exact: true })).toBeVisible();
    await expect(page.getByText(/Claim it before .* \(Miami time\)/)).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Claim my seat' }).click();
    await expect(page.getByText("You're in!")).toBeVisible();
    await page.getByRole('link', { name: 'Open your ticket' }).click();
    await expect(page.getByRole('img', { name: /QR code of your RSVP/ })).toBeVisible();
    await mailWithSubject(email, `You're in: ${title}`);

    // Back on the events page the night is full again, with Wanda's seat in it.
    await visit(page, eventsMatching(title));
    await expect(card(page, title).getByText('1/1')).toBeVisible();
  });
});

test.describe('a members’ night on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a visitor is asked to sign in; a member joins with their account in one press, sees the place on the card and in the member area, and leaves there', async ({
    page,
    request,
  }) => {
    const title = `Waitlist Members Poker ${Date.now()}`;
    await soldOutMembersNight(request, title);

    // A visitor: "Event Full", and signing in before the waitlist (the server would refuse them).
    await visit(page, eventsMatching(title));
    await expect(card(page, title).getByRole('button', { name: 'Event Full' })).toBeDisabled();
    await expect(card(page, title).getByRole('button', { name: 'Join the waitlist' })).toHaveCount(0);
    await expect(card(page, title).getByRole('link', { name: 'Sign in to join the waitlist' })).toBeVisible();

    // A Premium Fan: the dialog joins them under their account's name and e-mail; one press.
    const member = await becomeMember(page.request, 'premium', 'Mia Member');
    await visit(page, eventsMatching(title));
    await card(page, title).getByRole('button', { name: 'Join the waitlist' }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog.getByText(`Joining as ${member.name} (${member.email}).`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Join the waitlist' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByText("You're on the waitlist: number 1 in line.")).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    // The button has become the link to the place, and focus is on it.
    await expect(card(page, title).getByRole('link', { name: 'On the waitlist: #1' })).toBeFocused();

    // Coming back: the card knows the place.
    await visit(page, eventsMatching(title));
    await expect(card(page, title).getByRole('link', { name: 'On the waitlist: #1' })).toBeVisible();

    // The member area lists it, and leaving there asks first.
    await visit(page, '/account');
    const section = page.getByRole('region', { name: 'Your waitlists' });
    const row = section.getByRole('listitem').filter({ hasText: title });
    await expect(row.getByText('Waiting')).toBeVisible();
    await expect(row.getByText('Number 1 in line.')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await row.getByRole('button', { name: 'Leave the waitlist' }).click();
    await row.getByRole('button', { name: 'Yes, leave the waitlist' }).click();
    await expect(row.getByText('Left', { exact: true })).toBeVisible();
    await expect(row.getByText("You've left the waitlist. You won't be offered a seat.")).toBeVisible();
    await expect(row.getByRole('button', { name: 'Leave the waitlist' })).toHaveCount(0);

    await visit(page, eventsMatching(title));
    await expect(card(page, title).getByRole('button', { name: 'Join the waitlist' })).toBeVisible();
  });
});

test.describe('the entry page without a known code', () => {
  test.use({ allowedConsoleErrors: /status of 404/ });

  test('a bare /waitlist explains itself; a mistyped or unknown code says so; both lead back to the events', async ({
    page,
  }) => {
    await visit(page, '/waitlist');
    await expect(page.getByRole('heading', { level: 1, name: 'Your waitlist place' })).toBeVisible();
    await expect(page.getByText(/open this page from it to see your place/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'See all events' })).toBeVisible();

    await visit(page, '/waitlist#not-a-code');
    await expect(page.getByRole('alert')).toHaveText(WAITLIST_TEXTS.notFound);

    await visit(page, `/waitlist#${'0'.repeat(32)}`);
    await expect(page.getByRole('alert')).toHaveText(WAITLIST_TEXTS.notFound);
    await page.getByRole('link', { name: 'See all events' }).click();
    await expect(page).toHaveURL(/\/events$/);
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a priced night’s offered seat is claimed and paid with the test card', async ({ page, request }) => {
    const title = `Waitlist Fight Night ${Date.now()}`;
    const { code } = await soldOutNight(request, title, 2500);
    const email = `pablo-${Date.now()}@example.com`;
    await joinFromTheCard(page, title, 'Pablo Paid', email);
    await confirmFromTheMail(page, email, title);
    expect((await request.post(`/api/tickets/${code}/cancel`)).status()).toBe(200);
    const offer = await mailWithSubject(email, `A seat is yours: ${title}`);
    expect(offer).toContain('Claim it and pay $25.00 by card');
    const link = entryLinkIn(offer);

    // Opened from the e-mail: a fresh page.
    await page.goto('about:blank');
    await page.goto(link);
    await expect(page.getByText('Your ticket costs $25.00, paid by card on the next step.')).toBeVisible();
    await page.getByRole('button', { name: 'Claim and pay' }).click();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Pay $25.00' }).click();
    await expect(page.getByText("You're in!")).toBeVisible();
    await mailWithSubject(email, `Your ticket: ${title}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('a visitor leaves the waitlist from its page, and the place is gone', async ({ page, request }) => {
    const title = `Waitlist Dominoes ${Date.now()}`;
    await soldOutNight(request, title);
    const email = `lea-${Date.now()}@example.com`;
    await joinFromTheCard(page, title, 'Lea Ving', email);
    await confirmFromTheMail(page, email, title);
    await page.getByRole('button', { name: 'Leave the waitlist' }).click();
    await page.getByRole('button', { name: 'Yes, leave the waitlist' }).click();
    await expect(page.getByText("You've left the waitlist. You won't be offered a seat.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'See all events' })).toBeVisible();
  });
});
