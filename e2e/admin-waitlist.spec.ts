import type { APIRequest, APIRequestContext, Page } from '@playwright/test';
import { e2eAdminPassword } from '../playwright.config';
import { signIn, toast } from './admin-helpers';
import { expect, seriousA11yViolations, test, visit } from './fixtures';
import { mailWithSubject } from './mail';

/**
 * The events list searched for one night's (unique) title: the list shows 24 at a time, and the
 * nights earlier specs made may come before this one.
 */
const eventsMatching = (title: string) => `/events?q=${encodeURIComponent(title)}`;

// The staff's side of the waitlist (docs/waitlist.md): a full event's list in priority order on
// the attendee panel, a seat offered to a chosen person (adding a seat when none is free, or when
// the server says the last one was taken meanwhile), someone removed, and the waitlist switched
// off in the event form, after which visitors are no longer offered "Join the waitlist".

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/admin/login', { data: { password: e2eAdminPassword } });
  const { token } = await login.json();
  return { authorization: `Bearer ${token}` };
}

const eventBody = (title: string) => ({
  title,
  description: 'One table by the window, and a line of people who want it.',
  category: 'Dominoes',
  date: '2031-08-22T23:00:00.000Z',
  price: 0,
  maxAttendees: 1,
  venue: 'Little Havana Social',
  membershipRequired: 'free',
});

/** A free one-seat event, its seat taken by an RSVP: full, so its waitlist takes people. */
async function fullEvent(request: APIRequestContext, title: string) {
  const created = await request.post('/api/admin/events', {
    headers: await adminHeaders(request),
    data: eventBody(title),
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  const rsvp = await request.post(`/api/events/${id}/rsvp`, {
    data: { name: 'Early Bird', email: `early-${id}@example.com` },
  });
  expect(rsvp.status()).toBe(201);
  return id as number;
}

const uniqueEmail = (who: string) => `${who}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * Joins the waitlist through the public API, as the join dialog does; a visitor then confirms the
 * place as its e-mail's page does (a signed-in member's is confirmed at once).
 */
async function join(request: APIRequestContext, eventId: number, name: string, email: string) {
  const joined = await request.post(`/api/events/${eventId}/waitlist`, { data: { name, email } });
  expect(joined.status()).toBe(201);
  if ((await joined.json()).entry) return;
  const mail = await mailWithSubject(email, 'Confirm your waitlist place');
  const code = /\/waitlist#([0-9a-f]{32})/.exec(mail)?.[1];
  expect((await request.post(`/api/waitlist/${code}/confirm`)).status()).toBe(200);
}

/**
 * A member of a paid tier, signed in in a browser context of their own (paying with the test card
 * signs that context in), who joins the waitlist: ranked by their tier.
 */
async function memberJoins(
  requests: APIRequest,
  baseURL: string,
  eventId: number,
  tier: 'premium' | 'inner_circle',
  name: string,
) {
  const member = await requests.newContext({ baseURL });
  const email = uniqueEmail(tier);
  const start = await member.post('/api/create-membership-payment', {
    data: {
      tierName: tier === 'premium' ? 'PREMIUM FAN' : 'INNER CIRCLE',
      tierId: tier,
      amount: tier === 'premium' ? 2000 : 5000,
      name,
      email,
    },
  });
  expect(start.status()).toBe(200);
  const { clientSecret } = await start.json();
  const paid = await member.post('/api/test-payments/pay', {
    data: { clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
  });
  const { paymentIntentId } = await paid.json();
  expect((await member.post('/api/confirm-membership-payment', { data: { paymentIntentId } })).status()).toBe(
    200,
  );
  await join(member, eventId, name, email);
  await member.dispose();
  return email;
}

const eventCard = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

async function openWaitlist(page: Page, title: string, tab: string | RegExp) {
  await eventCard(page, title)
    .getByRole('button', { name: `Attendees for ${title}` })
    .click();
  const panel = page.getByRole('dialog', { name: `Attendees: ${title}` });
  await panel.getByRole('tab', { name: tab }).click();
  // The tab's name counts those in line, so the panel is found as the one shown.
  return panel.getByRole('tabpanel');
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('staff see a full event’s waitlist in priority order, offer a seat to a chosen person by adding one, and remove someone', async ({
    page,
    request,
    playwright,
    baseURL,
  }) => {
    const title = `E2E Waitlist Dominoes ${Date.now()}`;
    const eventId = await fullEvent(request, title);
    // Joined in this order; the list ranks Inner Circle, then Premium Fan, then everyone else.
    const vera = uniqueEmail('vera');
    await join(request, eventId, 'Vera Visitor', vera);
    await memberJoins(playwright.request, baseURL ?? '', eventId, 'premium', 'Paula Premium');
    const victor = uniqueEmail('victor');
    await join(request, eventId, 'Victor Visitor', victor);
    await memberJoins(playwright.request, baseURL ?? '', eventId, 'inner_circle', 'Ivan Inner');

    await signIn(page, 'Events');
    const waitlist = await openWaitlist(page, title, 'Waitlist (4)');
    await expect(waitlist.getByText('Waitlist on', { exact: true })).toBeVisible();
    await expect(
      waitlist.getByText('An offer holds a seat for 12 hours (less when the event is close).'),
    ).toBeVisible();
    await expect(waitlist.getByText('No seat free')).toBeVisible();
    const rows = waitlist.getByRole('table', { name: 'Waitlist, in order' }).locator('tbody tr');
    await expect(rows).toHaveText([
      /Ivan Inner.*Inner Circle.*Waiting: number 1 in line/,
      /Paula Premium.*Premium Fan.*Waiting: number 2 in line/,
      /Vera Visitor.*No priority.*Waiting: number 3 in line/,
      /Victor Visitor.*No priority.*Waiting: number 4 in line/,
    ]);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Staff choose Victor, last in line. No seat is free (the list says so): they are asked to add one.
    await waitlist.getByRole('button', { name: 'Offer a seat to Victor Visitor' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Add a seat?' });
    await expect(
      ask.getByText('No seat is free. Add a seat to the event and offer it to Victor Visitor?'),
    ).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await ask.getByRole('button', { name: 'Add a seat and offer it' }).click();
    await expect(ask).toHaveCount(0);
    await expect(toast(page)).toContainText('Seat added and offered');
    // Offers come first; the capacity went up by one and the offer holds that seat.
    await expect(rows).toHaveText([
      /Victor Visitor.*No priority.*Offered until \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M/,
      /Ivan Inner.*Waiting: number 1 in line/,
      /Paula Premium.*Waiting: number 2 in line/,
      /Vera Visitor.*Waiting: number 3 in line/,
    ]);
    await expect(waitlist.getByText('No seat free')).toBeVisible();
    await expect(rows.first().getByRole('button', { name: /Offer a seat/ })).toHaveCount(0);
    await mailWithSubject(victor, `A seat is yours: ${title}`);

    // Paula is taken off the list, asked first.
    await waitlist.getByRole('button', { name: 'Remove Paula Premium from the waitlist' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove from the waitlist?' });
    await expect(confirm).toContainText('They will not be offered a seat.');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(toast(page)).toContainText('Paula Premium is off the list.');
    await expect(rows).toHaveText([
      /Victor Visitor.*Offered until/,
      /Ivan Inner.*Waiting: number 1 in line/,
      /Vera Visitor.*Waiting: number 2 in line/,
      /Paula Premium.*Premium Fan.*Removed/,
    ]);
    await expect(rows.last().getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Waitlist (3)' })).toBeVisible();

    // The event card shows the added seat.
    await page
      .getByRole('dialog', { name: `Attendees: ${title}` })
      .getByRole('button', { name: 'Close' })
      .click();
    await expect(eventCard(page, title).getByText('2/2')).toBeVisible();
  });
});

test.describe('on a phone', () => {
  // The offer below is refused once: the seat the list showed free was taken meanwhile.
  test.use({ viewport: { width: 390, height: 844 }, allowedConsoleErrors: /status of 409/ });

  test('staff turn a full event’s waitlist off in its form, an offer whose seat was taken meanwhile asks to add one, and visitors are no longer offered “Join the waitlist”', async ({
    page,
    request,
  }) => {
    const title = `E2E Waitlist Poker ${Date.now()}`;
    const eventId = await fullEvent(request, title);
    await join(request, eventId, 'Wendy Waiting', uniqueEmail('wendy'));
    const visitorCard = () =>
      page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
    await visit(page, eventsMatching(title));
    await expect(visitorCard().getByRole('button', { name: 'Join the waitlist' })).toBeVisible();

    await signIn(page, 'Events');
    let waitlist = await openWaitlist(page, title, 'Waitlist (1)');
    await expect(waitlist.getByText('Waitlist on', { exact: true })).toBeVisible();
    await expect(waitlist.getByRole('list', { name: 'Waitlist, in order' }).getByRole('listitem')).toHaveText(
      [/Wendy Waiting.*No priority.*Waiting: number 1 in line/],
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    // The form loads the event's waitlist: on, 12 hours. Hours out of range are refused.
    await eventCard(page, title)
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    const form = page.getByRole('dialog', { name: 'Edit Event' });
    const on = form.getByRole('switch', { name: 'Waitlist when full' });
    await expect(on).toBeChecked();
    const hours = form.getByLabel('Offer holds a seat for (hours)');
    await expect(hours).toHaveValue('12');
    await hours.fill('200');
    await form.getByRole('button', { name: 'Update Event' }).click();
    await expect(form.getByText('Offer hours can be at most 168 (7 days)')).toBeVisible();
    await hours.fill('6');
    await expect(form.getByText('Offer hours can be at most 168 (7 days)')).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Update Event' }).click();
    await expect(toast(page)).toContainText('Event updated');

    // Saved: 6 hours. Now switched off (the hours field goes with it).
    await eventCard(page, title)
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    await expect(form.getByLabel('Offer holds a seat for (hours)')).toHaveValue('6');
    await on.click();
    await expect(on).not.toBeChecked();
    await expect(form.getByLabel('Offer holds a seat for (hours)')).toHaveCount(0);
    await form.getByRole('button', { name: 'Update Event' }).click();
    await expect(toast(page)).toContainText('Event updated');

    await eventCard(page, title)
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    await expect(on).not.toBeChecked();
    await form.getByRole('button', { name: 'Cancel' }).click();

    // The panel says it is off; Wendy stays on the list, unoffered.
    waitlist = await openWaitlist(page, title, 'Waitlist (1)');
    await expect(waitlist.getByText('Waitlist off', { exact: true })).toBeVisible();
    await expect(waitlist.getByText(/^No one new can join/)).toBeVisible();
    await expect(waitlist.getByText('No seat free')).toBeVisible();
    await page.keyboard.press('Escape');

    // With the waitlist off, a seat added is anyone's: the list shows it free, but a visitor
    // takes it before staff press "Offer a seat". The server's refusal brings the question.
    const raised = await request.put(`/api/admin/events/${eventId}`, {
      headers: await adminHeaders(request),
      data: { ...eventBody(title), maxAttendees: 2, waitlistEnabled: false, waitlistOfferHours: 6 },
    });
    expect(raised.status()).toBe(200);
    waitlist = await openWaitlist(page, title, 'Waitlist (1)');
    await expect(waitlist.getByText('1 seat free')).toBeVisible();
    const walkIn = await request.post(`/api/events/${eventId}/rsvp`, {
      data: { name: 'Walk In', email: uniqueEmail('walk-in') },
    });
    expect(walkIn.status()).toBe(201);
    await waitlist.getByRole('button', { name: 'Offer a seat to Wendy Waiting' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Add a seat?' });
    await expect(
      ask.getByText('No seat is free. Add a seat to the event and offer it to Wendy Waiting?'),
    ).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await ask.getByRole('button', { name: 'Add a seat and offer it' }).click();
    await expect(toast(page)).toContainText('Seat added and offered');
    await expect(waitlist.getByRole('list', { name: 'Waitlist, in order' }).getByRole('listitem')).toHaveText(
      [/Wendy Waiting.*Offered until/],
    );
    await page
      .getByRole('dialog', { name: `Attendees: ${title}` })
      .getByRole('button', { name: 'Close' })
      .click();

    // A visitor sees "Event Full" alone.
    await visit(page, eventsMatching(title));
    await expect(visitorCard().getByRole('button', { name: 'Event Full' })).toBeDisabled();
    await expect(visitorCard().getByRole('button', { name: 'Join the waitlist' })).toHaveCount(0);
    const refused = await request.post(`/api/events/${eventId}/waitlist`, {
      data: { name: 'Late Larry', email: uniqueEmail('larry') },
    });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).message).toBe('This event has no waitlist.');
  });
});
