import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { e2eAdminPassword } from '../playwright.config';
import { miamiToday } from '../src/shared/dates';
import { dayLabel, type Event } from '../src/shared/events';
import { miamiDateAndTime } from '../src/shared/miami-time';
import { expect, test, visit, visitBeforeScript } from './fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

const card = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });

test('a visitor filters events by category and the address keeps the choice, back button included', async ({
  page,
}) => {
  await visit(page, '/events');
  await page.getByRole('link', { name: 'NFL', exact: true }).click();
  await expect(page).toHaveURL(/\/events\?category=NFL$/);
  await expect(page.getByRole('link', { name: 'NFL', exact: true })).toHaveAttribute('aria-current', 'page');
  const titles = page.getByRole('article').getByRole('heading');
  await expect(titles.first()).toHaveText('Sunday Night Football Tailgate');
  await expect(page.getByRole('heading', { name: 'Heat vs. Celtics Watch Party' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Calendar View' }).click();
  // The calendar keeps the category.
  await expect(page).toHaveURL(/\/events\?category=NFL&view=calendar$/);
  await expect(page.getByRole('link', { name: 'NFL', exact: true })).toHaveAttribute('aria-current', 'page');
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Event List' })).toHaveAttribute('aria-selected', 'true');
  await page.goBack();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('heading', { name: 'Heat vs. Celtics Watch Party' })).toBeVisible();

  // A shared link opens the same view.
  await visit(page, '/events?view=calendar&category=NBA');
  await expect(page.getByRole('tab', { name: 'Calendar View' })).toHaveAttribute('aria-selected', 'true');
});

test.describe('RSVP', () => {
  // The browser logs the refused second RSVP (409) itself.
  test.use({ allowedConsoleErrors: /status of 409/ });

  test('a visitor RSVPs with a name and e-mail, sees the confirmation and the seat taken', async ({
    page,
  }) => {
    await visit(page, '/events');
    const party = card(page, 'Dolphins Divisional Watch Party');
    await expect(party.getByText('47/150')).toBeVisible();
    await party.getByRole('button', { name: 'RSVP Now' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Confirm RSVP' }).click();
    await expect(dialog.getByText('Please enter your name')).toBeVisible();
    await dialog.getByLabel('Name').fill('Maria Lopez');
    await dialog.getByLabel('Email').fill('maria@example.com');
    await dialog.getByRole('button', { name: 'Confirm RSVP' }).click();
    await expect(dialog).toBeHidden();
    const toast = page.getByRole('region', { name: /Notification/ });
    await expect(toast.getByText('RSVP Confirmed!')).toBeVisible();
    await expect(
      toast.getByText("You're all set for this event. Check your email for details."),
    ).toBeVisible();
    await expect(party.getByText('48/150')).toBeVisible();

    // This browser remembers the RSVP: the card says so, and offers the ticket again instead of
    // a second form.
    await expect(party.getByText("You're going")).toBeVisible();
    await party.getByRole('button', { name: 'Send my ticket again' }).click();
    await expect(toast.getByText('Ticket sent again')).toBeVisible();
    await expect(page.getByText('RSVP Failed')).toHaveCount(0);

    // The same e-mail from anywhere else takes no second seat, and answers as any RSVP does: a
    // stranger cannot tell who is going (the address gets its ticket again by mail).
    const href = await party
      .getByRole('link', { name: 'Dolphins Divisional Watch Party' })
      .getAttribute('href');
    const again = await page.request.post(`/api/events/${href?.match(/\/events\/(\d+)/)?.[1]}/rsvp`, {
      data: { name: 'Maria Lopez', email: 'MARIA@example.com' },
    });
    expect(again.status()).toBe(201);
    await page.reload();
    await expect(card(page, 'Dolphins Divisional Watch Party').getByText('48/150')).toBeVisible();
  });
});

test('a full event offers no RSVP', async ({ page }) => {
  await visit(page, '/events?category=UFC');
  const full = card(page, 'UFC Fight Night: Main Card Live');
  await expect(full.getByRole('button', { name: 'Event Full' })).toBeDisabled();
  await expect(full.getByRole('button', { name: 'RSVP Now' })).toHaveCount(0);
});

test('a visitor adds an event to their calendar as an .ics file and sees the reminder for 2 seconds', async ({
  page,
}) => {
  await visit(page, '/events');
  const event = card(page, 'Title Fight Saturday');
  await event.getByRole('button', { name: 'Add to Calendar' }).click();
  const google = page.getByRole('menuitem', { name: 'Google Calendar' });
  await expect(google).toHaveAttribute(
    'href',
    /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/,
  );
  await expect(page.getByRole('menuitem', { name: 'Outlook Calendar' })).toHaveAttribute(
    'href',
    /^https:\/\/outlook\.live\.com\/calendar/,
  );
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Apple Calendar / .ics file' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('title-fight-saturday.ics');
  const text = fs.readFileSync(await file.path(), 'utf8');
  expect(text).toContain('BEGIN:VEVENT');
  expect(text).toContain('SUMMARY:Title Fight Saturday');

  const reminder = page.getByRole('dialog', { name: 'Reminder Set!' });
  await expect(reminder).toBeVisible();
  await expect(
    page.getByRole('region', { name: /Notification/ }).getByText('Calendar Event Added'),
  ).toBeVisible();
  await expect(reminder).toBeHidden({ timeout: 3500 });
});

test('a visitor moves through the calendar months, selects a day with events and opens one', async ({
  page,
}) => {
  await visit(page, '/events?view=calendar');
  const title = page.getByRole('tabpanel').getByRole('heading', { level: 2 });
  const thisMonth = await title.textContent();
  await page.getByRole('link', { name: 'Next month' }).click();
  await expect(title).not.toHaveText(thisMonth ?? '');
  await expect(page).toHaveURL(/month=\d{4}-\d{2}/);
  await page.getByRole('link', { name: 'Previous month' }).click();
  await expect(title).toHaveText(thisMonth ?? '');

  // Days with events say how many they have; a click selects one and the panel lists its events.
  const days = page.getByRole('gridcell', { name: /, \d+ events?$/ });
  const day = days.nth(1);
  await day.click();
  await expect(day).toHaveAttribute('aria-selected', 'true');
  const dayName = (await day.textContent())?.match(/[A-Z][a-z]+day, [A-Z][a-z]+ \d+, \d{4}/)?.[0] ?? '';
  const panel = page.getByRole('tabpanel').getByRole('region');
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText(dayName);

  await panel.getByRole('button').first().click();
  const overlay = page.getByRole('dialog');
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole('button', { name: /RSVP Now|Buy Tickets|Event Full/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
});

test('the home page shows the next three events with how soon they are', async ({ page, request }) => {
  // The demo's first night is two Miami days after the seed; a run that crosses Miami midnight sees
  // it as "Tomorrow", so the label is worked out from the night's date and today's, as a visitor reads it.
  const [first] = (await (await request.get('/api/events')).json()) as Event[];
  const label = dayLabel(miamiDateAndTime(first.date).date, miamiToday());
  expect(label).toMatch(/^(In 2 days|Tomorrow)$/);
  await visit(page, '/');
  const section = page.getByRole('region', { name: 'Upcoming Events' });
  await expect(section.getByRole('article')).toHaveCount(3);
  await expect(
    section.getByRole('article').first().getByRole('heading', { name: first.title }),
  ).toBeVisible();
  await expect(
    section
      .getByRole('article')
      .first()
      .getByText(label ?? ''),
  ).toBeVisible();
  await expect(section.getByRole('link', { name: 'View All Events' })).toHaveAttribute('href', '/events');
  await expect(page.getByRole('region', { name: 'Event Calendar' })).toBeVisible();
});

test.describe('when the server fails', () => {
  test.use({ allowedConsoleErrors: /status of 500/ });

  test('a failed category fetch says "Failed to fetch events"', async ({ page }) => {
    await page.route(/\/api\/events\?category=/, (route) => route.fulfill({ status: 500, body: 'boom' }));
    await visit(page, '/events');
    await page.getByRole('link', { name: 'Poker', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to fetch events');
  });
});

test('an address with a month or view the calendar cannot show opens a working page, hydrated without errors', async ({
  page,
}) => {
  const thisMonth = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    month: 'long',
    year: 'numeric',
  }).format(new Date());
  for (const month of ['2026-13', '0000-00', 'abc', '99999-01', '-5', '2026-00']) {
    const response = await visit(page, `/events?view=calendar&month=${month}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: thisMonth })).toBeVisible();
    // The calendar still works: the next month is one click away.
    await page.getByRole('link', { name: 'Next month' }).click();
    await expect(page).toHaveURL(/month=\d{4}-\d{2}$/);
  }
  await visit(page, '/events?view=bogus&month=2026-13');
  await expect(page.getByRole('tab', { name: 'Event List' })).toHaveAttribute('aria-selected', 'true');
});

test.describe('a club with a long past', () => {
  const made: number[] = [];
  let headers: Record<string, string>;

  test.beforeAll(async ({ request }) => {
    const login = await request.post('/api/admin/login', { data: { password: e2eAdminPassword } });
    headers = { authorization: `Bearer ${(await login.json()).token}` };
    // Thirty nights of an earlier season, a week apart, latest first in the list.
    for (let i = 0; i < 30; i++) {
      const created = await request.post('/api/admin/events', {
        headers,
        data: {
          title: `Archive Night ${String(i + 1).padStart(2, '0')}`,
          description: 'A night of the 2025 season.',
          category: 'Dominoes',
          date: new Date(Date.UTC(2025, 0, 4 + i * 7, 0, 30)).toISOString(),
          price: 0,
          membershipRequired: 'free',
        },
      });
      expect(created.status()).toBe(201);
      made.push((await created.json()).id);
    }
  });

  test.afterAll(async ({ request }) => {
    for (const id of made) await request.delete(`/api/admin/events/${id}`, { headers });
  });

  for (const width of [390, 1440]) {
    test(`a visitor at ${width} px reads the past a page at a time, and "Show more" takes them to the first new event`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await visit(page, '/events?category=Dominoes&past=1');
      const titles = page.getByRole('article').getByRole('heading', { level: 3 });
      await expect(titles).toHaveCount(24);
      await expect(titles.first()).toHaveText('Archive Night 30');
      await page.getByRole('link', { name: 'Show more events' }).click();
      await expect(titles).toHaveCount(30);
      await expect(page).toHaveURL(/pages=2/);
      await expect(page.getByRole('link', { name: 'Archive Night 06' })).toBeFocused();
      await expect(titles.last()).toHaveText('Archive Night 01');
      await expect(page.getByRole('link', { name: 'Show more events' })).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`past-events-${width}.png`), fullPage: false });
      // The address opens the same two pages, and a new filter starts again at the first.
      await page.reload();
      await expect(titles).toHaveCount(30);
      await page.getByLabel('Past events').uncheck();
      await expect(page).not.toHaveURL(/pages=/);
    });
  }

  test('a visitor who ticks "Past events" while the page is still loading sees the past once it is ready', async ({
    page,
  }) => {
    const ready = await visitBeforeScript(page, '/events?category=Dominoes');
    await page.getByLabel('Past events').check();
    await ready();
    await expect(page).toHaveURL(/[?&]past=1/);
    await expect(page.getByLabel('Past events')).toBeChecked();
    await expect(page.getByRole('article').getByRole('heading', { level: 3 }).first()).toHaveText(
      'Archive Night 30',
    );
  });
});
