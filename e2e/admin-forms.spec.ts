import type { Locator, Page, Route } from '@playwright/test';
import { ADMIN_TOKEN_KEY } from '../src/shared/admin-auth';
import { pngFile, signIn, toast } from './admin-helpers';
import { a11yViolations, expect, test } from './fixtures';

// Admin forms that respect the work: they open on their first field, clear an error once the
// field is right, ask before throwing changes away, upload a picked file at once inside the form,
// complete a website's https://; lists put upcoming events first, search, highlight what was just
// saved, and form submissions are read or unread. At a phone's width and a laptop's.

const discardQuestion = (page: Page) => page.getByRole('alertdialog', { name: 'Discard changes?' });

/**
 * Presses Escape until `done` holds: a toast still on screen (one from signing in, on a slow
 * machine) is the top layer and takes the first Escape, as every Radix layer does.
 */
async function escapeUntil(page: Page, done: () => Promise<void>) {
  await expect(async () => {
    await page.keyboard.press('Escape');
    await done();
  }).toPass();
}

/** The admin API, called with the session the page signed in with (to set up what a test needs). */
async function adminApi(page: Page, method: 'POST' | 'DELETE', url: string, data?: unknown) {
  const token = await page.evaluate((key) => localStorage.getItem(key), ADMIN_TOKEN_KEY);
  const response = await page.request.fetch(url, {
    method,
    data: data as object | undefined,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

const event = (title: string, date: string) => ({
  title,
  description: 'Made by the admin forms test.',
  category: 'NBA',
  date,
  price: 0,
});

/** Whether an element shows the site's focus ring (a visible cyan outline). */
const focusRing = (element: Locator) =>
  element.evaluate((node) => {
    const style = getComputedStyle(node);
    return { style: style.outlineStyle, width: style.outlineWidth, colour: style.outlineColor };
  });

/** Holds the upload PUTs until released: the progress can be seen, and cancelled, on the way. */
function holdUploads(page: Page) {
  const held: Route[] = [];
  let failNext = false;
  const pattern = /\/api\/objects\/upload\/[^/?]+\?/;
  return {
    ready: page.route(pattern, async (route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      if (failNext) {
        failNext = false;
        return route.abort('connectionreset');
      }
      held.push(route);
    }),
    failNext: () => {
      failNext = true;
    },
    /** Sends every held upload on its way (one aborted by Cancel is already gone). */
    release: async () => {
      for (const route of held.splice(0)) await route.continue().catch(() => undefined);
    },
    count: () => held.length,
  };
}

for (const [width, height] of [
  [390, 844],
  [1440, 900],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('a form opens on its first field: a space typed goes into it and does not close the form; focus comes back to Add', async ({
      page,
    }) => {
      await signIn(page, 'Events');
      const add = page.getByRole('button', { name: 'Add New Event' });
      await add.focus();
      await page.keyboard.press('Enter');
      const form = page.getByRole('dialog', { name: 'Add New Event' });
      await expect(form.getByLabel('Title')).toBeFocused();
      await page.keyboard.type(' Salsa');
      await expect(form).toBeVisible();
      await expect(form.getByLabel('Title')).toHaveValue(' Salsa');

      // Escape with a change asks; "Keep editing" goes back to the form as it was.
      await escapeUntil(page, () => expect(discardQuestion(page)).toBeVisible({ timeout: 1000 }));
      await expect(discardQuestion(page).getByRole('button', { name: 'Keep editing' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(discardQuestion(page)).toHaveCount(0);
      await expect(form.getByLabel('Title')).toHaveValue(' Salsa');

      // A click outside asks too; Discard closes, and focus is back on the button that opened it.
      // (The question's layer takes a moment to leave after "Keep editing": a click in that moment
      // meets nothing, as it would for a person, who clicks again.)
      await expect(async () => {
        await page.mouse.click(5, 5);
        await expect(discardQuestion(page)).toBeVisible({ timeout: 1000 });
      }).toPass();
      await discardQuestion(page).getByRole('button', { name: 'Discard' }).click();
      await expect(form).toHaveCount(0);
      await expect(add).toBeFocused();

      // An unchanged form closes at once, by Escape or Close.
      await page.keyboard.press('Enter');
      await expect(form.getByLabel('Title')).toBeFocused();
      await escapeUntil(page, () => expect(form).toHaveCount(0, { timeout: 1000 }));
      await expect(discardQuestion(page)).toHaveCount(0);
      await expect(add).toBeFocused();
      await add.click();
      await form.getByRole('button', { name: 'Close' }).click();
      await expect(form).toHaveCount(0);
    });

    test('a field error goes as soon as the field is right; a website typed as example.com is saved with https://', async ({
      page,
    }) => {
      await signIn(page, 'Sponsors');
      await page.getByRole('button', { name: 'Add New Sponsor' }).click();
      const form = page.getByRole('dialog', { name: 'Add New Sponsor' });
      await expect(form.getByLabel('Name')).toBeFocused();
      const website = form.getByLabel('Website (optional)');
      await website.fill('mailto:club@example.com');
      await form.getByRole('button', { name: 'Create Sponsor' }).click();
      await expect(website).toHaveAccessibleDescription('Must be an http:// or https:// address');
      await expect(form.getByText('Logo is required')).toBeVisible();

      // Fixed, the error goes before the next press; the logo's stays until it is given.
      await website.fill(`neon-${width}.example.com`);
      await expect(form.getByText('Must be an http:// or https:// address')).toHaveCount(0);
      await expect(website).not.toHaveAttribute('aria-invalid');
      await expect(form.getByText('Logo is required')).toBeVisible();
      // Leaving the field shows the address as it is saved.
      await form.getByLabel('Display order').focus();
      await expect(website).toHaveValue(`https://neon-${width}.example.com`);

      const name = `E2E Completed ${width}`;
      await form.getByLabel('Name').fill(name);
      await uploadLogo(page, form);
      await form.getByRole('button', { name: 'Create Sponsor' }).click();
      await expect(toast(page)).toContainText('Sponsor created');
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
      await expect(card.getByRole('link', { name: new RegExp(`neon-${width}`) })).toHaveAttribute(
        'href',
        `https://neon-${width}.example.com`,
      );
      // What was just saved stands out, in view.
      await expect(card.getByText('Just saved')).toBeVisible();
      await expect(card).toBeInViewport();
      await card.getByRole('button', { name: `Delete ${name}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Sponsor' }).click();
      await expect(card).toHaveCount(0);
    });

    test.describe('uploads', () => {
      // A connection cut on purpose is logged by the browser.
      test.use({ allowedConsoleErrors: /ERR_CONNECTION_RESET|ERR_FAILED/ });

      test('a picked picture uploads at once inside the form, with its progress, Cancel and Retry', async ({
        page,
      }) => {
        await signIn(page);
        const uploads = holdUploads(page);
        await uploads.ready;
        await page.getByRole('button', { name: 'Add New Product' }).click();
        const form = page.getByRole('dialog', { name: 'Add New Product' });
        const images = form.getByRole('list', { name: 'Product images' }).getByRole('img');
        const rows = form.getByRole('list', { name: 'Uploads' });

        // Picked: it goes at once, with its progress, in the form (no second window over it).
        await pick(page, form, 'Upload Images', [await pngFile('court.png', '#ff2d95', 600, 400)]);
        await expect(rows.getByRole('progressbar', { name: 'Uploading court.png' })).toBeVisible();
        await expect(rows).toContainText(/Uploading\.\.\. \d+%/);
        await expect(page.getByRole('dialog')).toHaveCount(1);
        await expect.poll(uploads.count).toBe(1);
        // Nothing typed yet, but closing now would lose the upload: it asks.
        await escapeUntil(page, () => expect(discardQuestion(page)).toBeVisible({ timeout: 1000 }));
        await discardQuestion(page).getByRole('button', { name: 'Keep editing' }).click();
        await expect(discardQuestion(page)).toHaveCount(0);
        await uploads.release();
        await expect(images).toHaveCount(1);
        await expect(rows).toHaveCount(0);
        await expect(toast(page)).toContainText('Image uploaded');

        // Cancelled on the way: nothing is added.
        await pick(page, form, 'Upload Images', [await pngFile('cancelled.png', '#00e5ff', 300, 200)]);
        await expect(rows.getByRole('progressbar', { name: 'Uploading cancelled.png' })).toBeVisible();
        await rows.getByRole('button', { name: 'Cancel cancelled.png' }).click();
        await expect(rows).toHaveCount(0);
        await uploads.release();
        await expect(images).toHaveCount(1);

        // A cut connection fails with its reason; Retry sends it again.
        uploads.failNext();
        await pick(page, form, 'Upload Images', [await pngFile('retried.png', '#ffd23f', 300, 200)]);
        await expect(rows).toContainText('The connection failed while sending the file');
        await expect(toast(page)).toContainText('Upload failed');
        await rows.getByRole('button', { name: 'Retry retried.png' }).click();
        await expect.poll(uploads.count).toBe(1);
        await uploads.release();
        await expect(images).toHaveCount(2);
        await expect(rows).toHaveCount(0);

        // The upload button shows the focus ring when reached by keyboard.
        await form.getByRole('button', { name: 'Move image 2 earlier' }).focus();
        await page.keyboard.press('Tab');
        const upload = form.getByRole('button', { name: 'Upload Images' });
        await expect(upload).toBeFocused();
        expect(await focusRing(upload)).toMatchObject({ style: 'solid', width: '3px' });

        // The pictures are a change: closing asks.
        await form.getByRole('button', { name: 'Cancel' }).click();
        await discardQuestion(page).getByRole('button', { name: 'Discard' }).click();
        await expect(form).toHaveCount(0);
      });
    });

    test('events: upcoming first, soonest first; past events behind "Show past events"; search finds them', async ({
      page,
    }) => {
      await signIn(page);
      const stamp = `${width}-${Date.now()}`;
      const later = await adminApi(
        page,
        'POST',
        '/api/admin/events',
        event(`E2E Later ${stamp}`, '2031-05-02T23:00:00Z'),
      );
      const sooner = await adminApi(
        page,
        'POST',
        '/api/admin/events',
        event(`E2E Sooner ${stamp}`, '2031-05-01T23:00:00Z'),
      );
      const past = await adminApi(
        page,
        'POST',
        '/api/admin/events',
        event(`E2E Past ${stamp}`, '2021-05-01T23:00:00Z'),
      );
      await page.getByRole('tab', { name: 'Events' }).click();
      const list = page.getByRole('list', { name: 'Events' });
      const titles = () => list.getByRole('heading', { level: 3 }).allTextContents();

      // The first card is the soonest upcoming event, and the past one is not listed.
      await expect(list.getByRole('heading', { name: `E2E Sooner ${stamp}` })).toBeVisible();
      const upcoming = await titles();
      expect(upcoming.indexOf(`E2E Sooner ${stamp}`)).toBeLessThan(upcoming.indexOf(`E2E Later ${stamp}`));
      expect(upcoming).not.toContain(`E2E Past ${stamp}`);
      expect(upcoming[0]).not.toMatch(/^E2E (Sooner|Later)/);

      // The switch, by keyboard: the past one follows every upcoming one.
      const pastSwitch = page.getByRole('switch', { name: 'Show past events' });
      await pastSwitch.focus();
      await page.keyboard.press('Space');
      await expect(pastSwitch).toBeChecked();
      await expect(list.getByRole('heading', { name: `E2E Past ${stamp}` })).toBeVisible();
      const all = await titles();
      expect(all.indexOf(`E2E Past ${stamp}`)).toBeGreaterThan(all.indexOf(`E2E Later ${stamp}`));

      // The search is the server's, a moment after typing stops.
      const search = page.getByRole('searchbox', { name: 'Search events' });
      await search.fill(stamp);
      await expect(list.getByRole('heading', { level: 3 })).toHaveCount(3);
      await expect(page.getByText('Showing 3 of 3 events')).toBeVisible();
      await search.fill('no such event anywhere');
      await expect(page.getByText('No events match “no such event anywhere”.')).toBeVisible();
      await search.fill('');

      // A past event saved stays in sight (and stands out) when the past ones are hidden again.
      await search.fill(`E2E Past ${stamp}`);
      await list.getByRole('button', { name: `Edit E2E Past ${stamp}` }).click();
      await page
        .getByRole('dialog', { name: 'Edit Event' })
        .getByRole('button', { name: 'Update Event' })
        .click();
      await expect(toast(page)).toContainText('Event updated');
      await pastSwitch.click();
      await expect(pastSwitch).not.toBeChecked();
      const pastCard = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: `E2E Past ${stamp}` }) });
      await expect(pastCard.getByText('Just saved')).toBeVisible();
      await search.fill('');

      for (const { id } of [later, sooner, past]) await adminApi(page, 'DELETE', `/api/admin/events/${id}`);
    });

    test('a long list comes 50 at a time: the search is the server’s, "Show more" reads the rest', async ({
      page,
    }) => {
      await signIn(page);
      const stamp = `Many ${width}-${Date.now()}`;
      const made: { id: number }[] = [];
      for (let n = 1; n <= 53; n++) {
        made.push(
          await adminApi(page, 'POST', '/api/admin/store/products', { name: `${stamp} ${n}`, price: 1000 }),
        );
      }
      const list = page.getByRole('list', { name: 'Products', exact: true });
      const search = page.getByRole('searchbox', { name: 'Search products' });
      const status = page.getByRole('status').filter({ hasText: /^Showing/ });
      await search.fill(stamp.toUpperCase());
      await expect(status).toHaveText('Showing 50 of 53 products');
      await expect(list.getByRole('heading', { level: 3 })).toHaveCount(50);

      const more = page.getByRole('button', { name: 'Show more' });
      await more.click();
      await expect(status).toHaveText('Showing 53 of 53 products');
      await expect(list.getByRole('heading', { level: 3 })).toHaveCount(53);
      // The last page in, the button goes and focus stays with the list.
      await expect(more).toHaveCount(0);
      await expect
        .poll(() =>
          page.evaluate(() => document.activeElement?.querySelector('ul[aria-label="Products"]') != null),
        )
        .toBe(true);

      // A wildcard is a plain character on the server too.
      await search.fill(`${stamp}%`);
      await expect(page.getByText(`No products match “${stamp}%”.`)).toBeVisible();
      await search.fill('');
      for (const { id } of made) await adminApi(page, 'DELETE', `/api/admin/store/products/${id}`);
    });

    test('a new item is highlighted and scrolled into view after saving; every list can be searched', async ({
      page,
    }) => {
      await signIn(page, 'Wall of Fame');
      const name = `E2E Zoe Highlight ${width}`;
      await page.getByRole('button', { name: 'Add Member to Wall of Fame' }).click();
      const form = page.getByRole('dialog', { name: 'Add Member to Wall of Fame' });
      await expect(form.getByLabel('Name')).toBeFocused();
      await page.keyboard.type(name);
      await page.keyboard.press('Enter');
      await expect(toast(page)).toContainText('Member added');
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
      await expect(card.getByText('Just saved')).toBeVisible();
      await expect(card).toBeInViewport();
      // Only the one just saved stands out.
      await expect(page.getByText('Just saved')).toHaveCount(1);

      const lists: [tab: string, search: string, list: string, noun: string][] = [
        ['Store Products', 'Search products', 'Products', 'products'],
        ['Sponsors', 'Search sponsors', 'Sponsors', 'sponsors'],
        ['Wall of Fame', 'Search members', 'Wall of Fame members', 'members'],
      ];
      for (const [tab, label, listName, noun] of lists) {
        await page.getByRole('tab', { name: tab }).click();
        const list = page.getByRole('list', { name: listName, exact: true });
        const first = (await list.getByRole('heading', { level: 3 }).first().textContent()) ?? '';
        await page.getByRole('searchbox', { name: label }).fill(first.toUpperCase());
        await expect(list.getByRole('heading', { name: first })).toBeVisible();
        // A long list (products) is searched on the server and says "Showing N of M".
        await expect(page.getByText(new RegExp(`^(Showing )?\\d+ of \\d+ ${noun}$`))).toBeVisible();
        await page.getByRole('searchbox', { name: label }).fill('zzz nothing like it');
        await expect(list).toHaveCount(0);
        await expect(page.getByText(`No ${noun} match “zzz nothing like it”.`)).toBeVisible();
        await page.getByRole('searchbox', { name: label }).fill('');
      }

      await page.getByRole('tab', { name: 'Wall of Fame' }).click();
      await card.getByRole('button', { name: `Remove ${name}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Remove Member' }).click();
      await expect(card).toHaveCount(0);
    });

    test('form submissions arrive unread and stand out; opening or marking one toggles it, with the count on the tab', async ({
      page,
    }) => {
      const sender = `E2E Reader ${width}-${Date.now()}`;
      const long = `${'We would love to host a company night at the club. '.repeat(6)}Call me.`;
      const sent = await page.request.post('/api/contact', {
        data: { name: sender, email: 'reader@example.com', interest: 'events', message: long },
      });
      expect(sent.status()).toBe(201);
      await signIn(page);
      const tab = page.getByRole('tab', { name: /Form Submissions/ });
      await expect(tab).toHaveAccessibleName(/^Form Submissions, \d+ unread$/);
      const unreadBefore = Number(/(\d+) unread/.exec((await tab.getAttribute('aria-label')) ?? '')?.[1]);
      await tab.click();

      await page.getByRole('searchbox', { name: 'Search submissions' }).fill(sender);
      const message = page.getByRole('article', { name: `Unread message from ${sender}` });
      await expect(message).toBeVisible();
      await expect(message.getByText('Unread', { exact: true })).toBeVisible();

      // Opening it reads it.
      await message.getByRole('button', { name: 'Read whole message' }).click();
      // Exact: the unread card's name ("Unread message from …") holds this one.
      const read = page.getByRole('article', { name: `Message from ${sender}`, exact: true });
      await expect(read).toBeVisible();
      await expect(read).toContainText('Call me.');
      await expect(read.getByText('Unread', { exact: true })).toHaveCount(0);
      await expect(tab).toHaveAccessibleName(
        unreadBefore === 1 ? 'Form Submissions' : `Form Submissions, ${unreadBefore - 1} unread`,
      );

      // Marked unread again, by keyboard, and read again; it survives a reload.
      await read.getByRole('button', { name: /Mark as unread/ }).focus();
      await page.keyboard.press('Enter');
      await expect(message).toBeVisible();
      await expect(tab).toHaveAccessibleName(`Form Submissions, ${unreadBefore} unread`);
      await page.reload();
      await page.getByRole('searchbox', { name: 'Search submissions' }).fill(sender);
      await expect(message).toBeVisible();
      await message.getByRole('button', { name: /Mark as read/ }).click();
      await expect(read).toBeVisible();
    });

    test('the tab panel shows the focus ring, and no tab of the dashboard has an accessibility problem', async ({
      page,
    }) => {
      await signIn(page);
      await page.getByRole('tab', { name: 'Store Products' }).focus();
      await page.keyboard.press('Tab');
      const panel = page.getByRole('tabpanel', { name: 'Store Products' });
      await expect(panel).toBeFocused();
      expect(await focusRing(panel)).toMatchObject({ style: 'solid', width: '3px' });

      for (const [tab, heading] of [
        ['Store Products', 'Store Products'],
        ['Events', 'Events'],
        ['Sponsors', 'Sponsors'],
        ['Form Submissions', 'Form Submissions'],
        ['Members', 'Paid Members'],
        ['Wall of Fame', 'Wall of Fame'],
      ] as const) {
        await page.getByRole('tab', { name: tab }).click();
        const panel = page.getByRole('tabpanel');
        await expect(panel.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
        await expect(panel.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
        expect(await a11yViolations(page), tab).toEqual([]);
      }
      await page.getByRole('tab', { name: 'Sponsors' }).click();
      await page.getByRole('button', { name: 'Add New Sponsor' }).click();
      await page.getByRole('dialog', { name: 'Add New Sponsor' }).getByLabel('Name').fill('Changed');
      await escapeUntil(page, () => expect(discardQuestion(page)).toBeVisible({ timeout: 1000 }));
      expect(await a11yViolations(page), 'the discard question').toEqual([]);
    });
  });
}

/** Presses an upload button and picks files in the browser's chooser, without waiting for the upload. */
async function pick(
  page: Page,
  scope: Locator,
  button: string,
  files: { name: string; mimeType: string; buffer: Buffer }[],
) {
  const chooser = page.waitForEvent('filechooser');
  await scope.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(files);
}

async function uploadLogo(page: Page, form: Locator) {
  await pick(page, form, 'Upload Logo', [await pngFile('logo.png', '#00e5ff', 400, 200)]);
  await expect(form.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', /^\/objects\//);
}
