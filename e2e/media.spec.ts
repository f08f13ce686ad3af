import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test, visit } from './fixtures';

const thumbnails = (page: Page) => page.locator('main button[aria-haspopup="dialog"]');

/** The captions of the gallery's thumbnails, in page order. */
const captions = (page: Page) =>
  thumbnails(page).evaluateAll((buttons) =>
    buttons.map((button) => button.querySelector('span > span')?.textContent ?? ''),
  );

const lightboxTitle = (page: Page) => page.getByRole('dialog').getByRole('heading');

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a visitor opens a photo by keyboard, steps with the arrow keys, and Escape returns to the gallery', async ({
    page,
  }) => {
    await visit(page, '/media');
    const names = await captions(page);
    expect(names.length).toBeGreaterThan(5);

    await thumbnails(page).first().focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(lightboxTitle(page)).toHaveText(names[0]);
    await expect(dialog.getByRole('img', { name: names[0] })).toBeVisible();

    await page.keyboard.press('ArrowRight');
    await expect(lightboxTitle(page)).toHaveText(names[1]);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(lightboxTitle(page)).toHaveText(names[names.length - 1]);

    // Focus stays inside the lightbox however far the visitor tabs.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Back on the thumbnail of the photo last shown.
    await expect(thumbnails(page).last()).toBeFocused();
  });

  test('the buttons step through the photos and Close shuts the lightbox', async ({ page }) => {
    await visit(page, '/media');
    const names = await captions(page);
    await thumbnails(page).nth(2).click();
    await expect(lightboxTitle(page)).toHaveText(names[2]);
    await page.getByRole('button', { name: 'Next photo' }).click();
    await expect(lightboxTitle(page)).toHaveText(names[3]);
    await page.getByRole('button', { name: 'Previous photo' }).click();
    await expect(lightboxTitle(page)).toHaveText(names[2]);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(thumbnails(page).nth(2)).toBeFocused();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  /**
   * A one-finger swipe across the photo through Chromium's touch input, so the browser itself
   * turns it into pointer events and applies the page's touch-action, as on a phone.
   */
  async function swipe(page: Page, from: number, to: number) {
    const box = await page.getByRole('dialog').getByRole('img').boundingBox();
    if (!box) throw new Error('The photo is not on screen');
    const y = box.y + box.height / 2;
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: x === undefined ? [] : [{ x: box.x + x, y }],
      });
    await touch('touchStart', from);
    for (let step = 1; step <= 5; step++) await touch('touchMove', from + ((to - from) * step) / 5);
    await touch('touchEnd');
    await cdp.detach();
  }

  test('a visitor swipes left for the next photo and right for the previous one', async ({ page }) => {
    await visit(page, '/media');
    const names = await captions(page);
    await thumbnails(page).first().tap();
    await expect(lightboxTitle(page)).toHaveText(names[0]);

    await swipe(page, 300, 40);
    await expect(lightboxTitle(page)).toHaveText(names[1]);
    await swipe(page, 40, 300);
    await expect(lightboxTitle(page)).toHaveText(names[0]);
    // A short slide is not a swipe.
    await swipe(page, 150, 130);
    await expect(lightboxTitle(page)).toHaveText(names[0]);

    await page.getByRole('button', { name: 'Close' }).tap();
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
