import type { Page } from '@playwright/test';
import { calendarDayLabel, formatLongCalendarDate } from '../src/shared/calendar';
import type { Event } from '../src/shared/events';
import { miamiDateAndTime } from '../src/shared/miami-time';
import { a11yViolations, expect, test, visit } from './fixtures';

// The calendar of /events by keyboard, pointer and touch, and what adding an event to a calendar
// says: Google and Outlook only open (the visitor saves it there), the .ics file is the visitor's.

const grid = (page: Page) => page.getByRole('grid');
const monthHeading = (page: Page) => page.getByRole('tabpanel').getByRole('heading', { level: 2 });
const panel = (page: Page) => page.getByRole('tabpanel').getByRole('region');
const focusedDay = (page: Page) => page.locator('[role="grid"] td:focus');

/** The upcoming events grouped by their Miami day, soonest first, read from the API. */
async function eventDays(page: Page): Promise<[string, Event[]][]> {
  const events = (await (await page.request.get('/api/events')).json()) as Event[];
  const today = miamiDateAndTime(new Date()).date;
  const days = new Map<string, Event[]>();
  for (const event of events) {
    const { date } = miamiDateAndTime(event.date);
    if (date >= today) days.set(date, [...(days.get(date) ?? []), event]);
  }
  return [...days].sort(([a], [b]) => a.localeCompare(b));
}

/** Tabs from the "Next month" button into the grid: the grid is a single tab stop. */
async function tabIntoGrid(page: Page) {
  await page.getByRole('link', { name: 'Next month' }).focus();
  await page.keyboard.press('Tab');
  await expect(focusedDay(page)).toHaveCount(1);
  await expect(grid(page).locator('td[tabindex="0"]')).toHaveCount(1);
}

const dayDiff = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('newsletterPopupSeen', 'true'));
});

for (const [width, height] of [
  [390, 844],
  [1440, 900],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('by keyboard alone a visitor reaches and selects every upcoming event day, one arrow at a time', async ({
      page,
    }) => {
      await visit(page, '/events?view=calendar');
      const days = await eventDays(page);
      expect(days.length).toBeGreaterThan(3);
      await tabIntoGrid(page);
      // The tab stop is this month's next day with events (today when the month has none left).
      const [first] = days;
      let at = (await focusedDay(page).getAttribute('data-day')) ?? '';
      const today = miamiDateAndTime(new Date()).date;
      expect(at).toBe(first[0].slice(0, 7) === today.slice(0, 7) ? first[0] : today);

      for (const [day, events] of days) {
        for (let i = dayDiff(at, day); i > 0; i--) await page.keyboard.press('ArrowRight');
        at = day;
        const cell = page.getByRole('gridcell', { name: calendarDayLabel(day, events.length) });
        await expect(cell).toBeFocused();
        await page.keyboard.press(day === first[0] ? 'Enter' : 'Space');
        await expect(cell).toHaveAttribute('aria-selected', 'true');
        await expect(grid(page).locator('td[aria-selected="true"]')).toHaveCount(1);
        const list = panel(page);
        await expect(list.getByRole('heading')).toHaveText(formatLongCalendarDate(day));
        for (const event of events)
          await expect(list.getByRole('button', { name: event.title })).toBeVisible();
        // Still one tab stop, the focused day.
        await expect(grid(page).locator('td[tabindex="0"]')).toHaveAttribute('data-day', day);
      }
      // The events are one Tab away: the panel follows the grid.
      await page.keyboard.press('Tab');
      const lastEvents = days.at(-1)?.[1] ?? [];
      await expect(panel(page).getByRole('button', { name: lastEvents[0].title })).toBeFocused();
    });

    test('Home, End, the arrows and Page Up/Down move by week, day and month, across months, leap day and years', async ({
      page,
    }) => {
      await visit(page, '/events?view=calendar&month=2028-01');
      await expect(monthHeading(page)).toHaveText('January 2028');
      await tabIntoGrid(page);
      const expectFocus = async (day: string, month: string) => {
        await expect(focusedDay(page)).toHaveAttribute('data-day', day);
        await expect(focusedDay(page)).toHaveAccessibleName(calendarDayLabel(day, 0));
        await expect(monthHeading(page)).toHaveText(month);
        await expect(grid(page).locator('td[tabindex="0"]')).toHaveCount(1);
      };
      await expectFocus('2028-01-01', 'January 2028');
      await page.keyboard.press('ArrowLeft');
      await expectFocus('2027-12-31', 'December 2027');
      await expect(page).toHaveURL(/month=2027-12/);
      await page.keyboard.press('ArrowRight');
      await expectFocus('2028-01-01', 'January 2028');
      await page.keyboard.press('ArrowDown');
      await expectFocus('2028-01-08', 'January 2028');
      await page.keyboard.press('ArrowUp');
      await expectFocus('2028-01-01', 'January 2028');
      await page.keyboard.press('Home');
      await expectFocus('2027-12-26', 'December 2027');
      await page.keyboard.press('End');
      await expectFocus('2028-01-01', 'January 2028');
      for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expectFocus('2028-01-31', 'January 2028');
      // A month after January 31 is the last day of February: the 29th in a leap year.
      await page.keyboard.press('PageDown');
      await expectFocus('2028-02-29', 'February 2028');
      await page.keyboard.press('End');
      await expectFocus('2028-03-04', 'March 2028');
      await page.keyboard.press('PageUp');
      await expectFocus('2028-02-04', 'February 2028');
      await page.keyboard.press('Shift+PageDown');
      await expectFocus('2029-02-04', 'February 2029');
      await page.keyboard.press('Shift+PageUp');
      await expectFocus('2028-02-04', 'February 2028');

      // Leaving the grid and coming back lands on the same day.
      await page.keyboard.press('Shift+Tab');
      await expect(page.getByRole('link', { name: 'Next month' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expectFocus('2028-02-04', 'February 2028');
    });

    test('a day of the previous or next month shown in the grid selects that day and shows its month', async ({
      page,
    }) => {
      await visit(page, '/events?view=calendar&month=2028-01');
      await grid(page)
        .getByRole('gridcell', { name: calendarDayLabel('2027-12-26', 0) })
        .click();
      await expect(monthHeading(page)).toHaveText('December 2027');
      await expect(page).toHaveURL(/month=2027-12/);
      const chosen = grid(page).getByRole('gridcell', { name: calendarDayLabel('2027-12-26', 0) });
      await expect(chosen).toHaveAttribute('aria-selected', 'true');
      await expect(panel(page).getByRole('heading')).toHaveText('Sunday, December 26, 2027');
      await expect(panel(page).getByText('No events on this day.')).toBeVisible();

      await grid(page)
        .getByRole('gridcell', { name: calendarDayLabel('2028-01-01', 0) })
        .click();
      await expect(monthHeading(page)).toHaveText('January 2028');
      await expect(panel(page).getByRole('heading')).toHaveText('Saturday, January 1, 2028');
    });

    test('the calendar view has no accessibility violation of any impact, with a day selected too', async ({
      page,
    }) => {
      await visit(page, '/events?view=calendar');
      expect(await a11yViolations(page)).toEqual([]);
      await tabIntoGrid(page);
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      expect(await a11yViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`calendar-${width}.png`), fullPage: true });
    });

    test('Google and Outlook say they only opened; the .ics file gets the reminder; focus comes back to the button', async ({
      page,
      context,
    }) => {
      // The outside hosts resolve to nothing here: the popups get a page of our own.
      await context.route(/^https:\/\/(calendar\.google\.com|outlook\.live\.com)\//, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>compose</title>' }),
      );
      await visit(page, '/events');
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: 'Title Fight Saturday' }) });
      const trigger = card.getByRole('button', { name: 'Add to Calendar' });
      const notification = page.getByRole('region', { name: /Notification/ });
      const reminder = page.getByRole('dialog', { name: 'Reminder Set!' });

      for (const [item, host, says] of [
        ['Google Calendar', 'calendar.google.com', 'Opened in Google Calendar — save it there'],
        ['Outlook Calendar', 'outlook.live.com', 'Opened in Outlook — save it there'],
      ] as const) {
        await trigger.click();
        const popup = page.waitForEvent('popup');
        await page.getByRole('menuitem', { name: item }).click();
        const tab = await popup;
        expect(new URL(tab.url()).host).toBe(host);
        await tab.close();
        await expect(notification.getByText(says)).toBeVisible();
        await expect(notification.getByText('Calendar Event Added')).toHaveCount(0);
        await expect(notification.getByText(/in your calendar/)).toHaveCount(0);
        await expect(reminder).toHaveCount(0);
        await expect(trigger).toBeFocused();
      }

      // Closing the menu with Escape also gives focus back.
      await trigger.press('Enter');
      await expect(page.getByRole('menu')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);
      await expect(trigger).toBeFocused();

      // The file is the visitor's: the reminder shows for 2 seconds, then focus is back on the button.
      await trigger.press('Enter');
      const download = page.waitForEvent('download');
      await page.getByRole('menuitem', { name: 'Apple Calendar / .ics file' }).press('Enter');
      expect((await download).suggestedFilename()).toBe('title-fight-saturday.ics');
      await expect(reminder).toBeVisible();
      await expect(reminder).toContainText('open title-fight-saturday.ics to add it to your calendar');
      await expect(notification.getByText('Calendar Event Added')).toBeVisible();
      await expect(reminder).toBeHidden({ timeout: 3500 });
      await expect(trigger).toBeFocused();
    });
  });
}

test.describe('with a mouse at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the panel keeps the selected day while the pointer crosses other days on its way there', async ({
    page,
  }) => {
    await visit(page, '/events?view=calendar');
    const days = await eventDays(page);
    const month = (await monthHeading(page).textContent()) ?? '';
    // Two event days shown in this month's grid (the grid may show the next month's first days).
    const shown = [];
    for (const [day, events] of days) {
      if (await grid(page).locator(`td[data-day="${day}"]`).count()) shown.push({ day, events });
    }
    expect(shown.length, `event days in the grid of ${month}`).toBeGreaterThan(1);
    const [a, b] = shown;
    const cellA = grid(page).getByRole('gridcell', { name: calendarDayLabel(a.day, a.events.length) });
    const cellB = grid(page).getByRole('gridcell', { name: calendarDayLabel(b.day, b.events.length) });
    await cellA.click();
    const heading = panel(page).getByRole('heading');
    await expect(heading).toHaveText(formatLongCalendarDate(a.day));

    // Hovering another day previews it, but leaving the grid shows the selected day again.
    await cellB.hover();
    await expect(heading).toHaveText(formatLongCalendarDate(b.day));
    await expect(cellA).toHaveAttribute('aria-selected', 'true');
    // The pointer travels from there over the grid's other days to the panel, in small steps.
    const to = await heading.boundingBox();
    if (!to) throw new Error('the panel has no heading on screen');
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 25 });
    await expect(heading).toHaveText(formatLongCalendarDate(a.day));
    const eventButton = panel(page).getByRole('button', { name: a.events[0].title });
    await eventButton.hover();

    // The event opens its overlay, which links to the event's own page; Escape returns to the event.
    await eventButton.click();
    const overlay = page.getByRole('dialog', { name: a.events[0].title });
    await expect(overlay).toBeVisible();
    const link = overlay.getByRole('link', { name: 'Open the event’s page' });
    await expect(link).toHaveAttribute('href', new RegExp(`^/events/${a.events[0].id}-[a-z0-9-]+$`));
    await page.screenshot({ path: test.info().outputPath('calendar-overlay-1440.png') });
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    await expect(panel(page).getByRole('button', { name: a.events[0].title })).toBeFocused();
    await expect(heading).toHaveText(formatLongCalendarDate(a.day));
  });
});

test.describe('on a phone with touch', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('tapping a day selects it and lists its events below the grid', async ({ page }) => {
    await visit(page, '/events?view=calendar');
    const days = await eventDays(page);
    const shown = [];
    for (const [day, events] of days) {
      if (await grid(page).locator(`td[data-day="${day}"]`).count()) shown.push({ day, events });
    }
    const target = shown.at(-1);
    if (!target) throw new Error('no event day in the grid');
    const cell = grid(page).getByRole('gridcell', {
      name: calendarDayLabel(target.day, target.events.length),
    });
    await cell.tap();
    await expect(cell).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page).getByRole('heading')).toHaveText(formatLongCalendarDate(target.day));
    await expect(panel(page).getByRole('button', { name: target.events[0].title })).toBeVisible();
    // An empty day, tapped, is selected too.
    await grid(page)
      .getByRole('gridcell', { name: /, no events$/ })
      .first()
      .tap();
    await expect(panel(page).getByText('No events on this day.')).toBeVisible();
  });
});

test.describe('on the home page at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the home page’s calendar works by keyboard too, its headings in order under "Event Calendar"', async ({
    page,
  }) => {
    await visit(page, '/');
    const section = page.getByRole('region', { name: 'Event Calendar' });
    const days = await eventDays(page);
    const [first] = days;
    await section.getByRole('link', { name: 'Next month' }).focus();
    await page.keyboard.press('Tab');
    const start = (await focusedDay(page).getAttribute('data-day')) ?? '';
    await page.keyboard.press('PageDown');
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(
      new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
        new Date(`${start.slice(0, 7)}-15T12:00:00Z`).getTime() + 31 * 86_400_000,
      ),
    );
    await page.keyboard.press('PageUp');
    await expect(focusedDay(page)).toHaveAttribute('data-day', start);
    if (first[0].startsWith(start.slice(0, 7))) {
      await page.keyboard.press('Enter');
      await expect(section.getByRole('heading', { level: 4 })).toHaveText(formatLongCalendarDate(first[0]));
    }
    expect(await a11yViolations(page, 'section[aria-labelledby="event-calendar"]')).toEqual([]);
  });
});
