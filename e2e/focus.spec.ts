import type { Page } from '@playwright/test';
import { expect, test, visit } from './fixtures';
import { mailWithSubject, signInSecrets } from './mail';

// Focus that goes where a person expects: back to the control that opened a menu or dialog, into
// the page's heading after signing in, never pulled out of a field being typed in, and always
// visible as the cyan ring.

const CYAN = 'rgb(0, 229, 255)';

/** The focused element's ring: its own outline, or its card's (a card draws the ring of its link). */
async function focusRing(page: Page) {
  return page.evaluate(async () => {
    const focused = document.activeElement;
    // Buttons and links fade their colours in (the ring too): read the ring once it has arrived.
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => {})),
    );
    let element: Element | null = focused;
    for (let up = 0; element && up < 4; up++, element = element.parentElement) {
      const style = getComputedStyle(element);
      if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2) {
        return { color: style.outlineColor, width: Number.parseFloat(style.outlineWidth) };
      }
    }
    return { none: `${focused?.textContent} ${focused?.className} ${focused?.parentElement?.className}` };
  });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('every control a visitor reaches with Tab shows the cyan focus ring', async ({ page }) => {
      for (const path of ['/', '/events', '/events?view=calendar', '/store', '/no-such-page']) {
        await visit(page, path);
        // The popup is not what this is about.
        await page.evaluate(() => localStorage.setItem('newsletterPopupSeen', 'true'));
        for (let i = 0; i < 25; i++) {
          await page.keyboard.press('Tab');
          const tag = await page.evaluate(() => document.activeElement?.tagName);
          if (tag === 'BODY') break;
          await expect
            .poll(() => focusRing(page), `${path}, stop ${i + 1}`)
            .toEqual({ color: CYAN, width: 3 });
        }
      }
    });

    test('a visitor opens the RSVP dialog by keyboard, closes it with Escape and is back on its button', async ({
      page,
    }) => {
      await visit(page, '/events?category=NBA');
      const rsvp = page
        .getByRole('article')
        .filter({ hasText: 'Heat vs. Celtics Watch Party' })
        .getByRole('button', { name: 'RSVP Now' });
      await rsvp.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(rsvp).toBeFocused();
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a visitor opens the menu by keyboard, closes it and is back on the menu button', async ({ page }) => {
    await visit(page, '/events');
    await page.getByLabel('Open menu').focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Close menu' }).press('Enter');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});

test.describe('the newsletter popup', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('appears without taking the focus from the link the visitor was on, and Escape closes it', async ({
    page,
  }) => {
    await page.clock.install();
    await visit(page, '/');
    const link = page.getByRole('main').getByRole('link', { name: 'View Events' });
    await link.focus();
    await page.clock.runFor(10_000);
    const popup = page.getByRole('region', { name: 'Join the Elite' });
    // Time moves in small steps: on a busy machine the page sets its timer a moment after hydrating.
    await expect(async () => {
      await page.clock.runFor(200);
      await expect(popup).toBeVisible({ timeout: 200 });
    }).toPass({ timeout: 10_000 });
    await expect(link).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(link).toBeFocused();
  });

  test('waits while the visitor types in a field, and opens once they move on', async ({ page }) => {
    await page.clock.install();
    await visit(page, '/');
    // The home page has no text field of its own today; the popup's rule is for any field, so the
    // test gives the page one, as a search or a chat box would be.
    await page.evaluate(() => {
      const field = document.createElement('input');
      field.setAttribute('aria-label', 'A field');
      document.querySelector('main')?.prepend(field);
    });
    const field = page.getByLabel('A field');
    await field.click();
    await field.pressSequentially('heat');
    await page.clock.runFor(12_000);
    const popup = page.getByRole('region', { name: 'Join the Elite' });
    await expect(popup).toHaveCount(0);
    await field.pressSequentially(' celtics');
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('heat celtics');

    // Done typing: the visitor moves on to a link, and the popup opens.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('A');
    await expect(async () => {
      await page.clock.runFor(100);
      await expect(popup).toBeVisible({ timeout: 200 });
    }).toPass({ timeout: 10_000 });
    // It takes no focus: the visitor is still on the link they moved to.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('A');
  });
});

test.describe('signing in', () => {
  test.use({ viewport: { width: 390, height: 844 }, allowedConsoleErrors: null });

  test('after signing in with the code, the focus is in the heading of the page the member lands on', async ({
    page,
  }) => {
    const email = `focus-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const start = await page.request.post('/api/create-membership-payment', {
      data: { tierName: 'PREMIUM FAN', tierId: 'premium', amount: 2000, name: 'Ines Vega', email },
    });
    const { clientSecret } = await start.json();
    const paid = await page.request.post('/api/test-payments/pay', {
      data: { clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
    });
    const { paymentIntentId } = await paid.json();
    const confirmed = await page.request.post('/api/confirm-membership-payment', {
      data: { paymentIntentId },
    });
    expect(confirmed.status()).toBe(200);
    await page.context().clearCookies();

    await visit(page, '/sign-in?next=%2Fevents');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
    const { code } = signInSecrets(await mailWithSubject(email, 'Your MESC sign-in link'));
    await page.getByLabel('6-digit code').fill(code);
    await page.getByLabel('6-digit code').press('Enter');
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Events & Calendar' })).toBeFocused();
  });
});

test.describe('changing page in the browser', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('leaves the first page’s focus alone, then puts it on the new page’s heading and says its title', async ({
    page,
  }) => {
    await visit(page, '/');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Store' }).click();
    await expect(page).toHaveURL(/\/store$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Official Store' })).toBeFocused();
    await expect(page.locator('main p.sr-only[aria-live]')).toHaveText('Store | MESC');

    // A change of the query string alone (a category) keeps the focus on the control used.
    const chip = page
      .getByRole('group', { name: 'Category' })
      .getByRole('link', { name: 'Drinkware', exact: true });
    await chip.click();
    await expect(page).toHaveURL(/category=Drinkware/);
    await expect(chip).toBeFocused();

    // Followed by keyboard too.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Events & Calendar' })).toBeFocused();
    await expect(page.locator('main p.sr-only[aria-live]')).toHaveText('Events & Calendar | MESC');
  });
});
