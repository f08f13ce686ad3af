import { expect, test, visit } from './fixtures';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a visitor opens the menu drawer, moves through it with the keyboard and closes it with Escape', async ({
    page,
  }) => {
    await visit(page, '/');
    // The server's menu is a disclosure; once hydrated, it opens the drawer.
    await page.getByLabel('Open menu').click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Focus stays inside the drawer however far the visitor tabs.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('a visitor taps a link in the drawer, lands on that page and the drawer closes', async ({ page }) => {
    await visit(page, '/');
    // The server's menu is a disclosure; once hydrated, it opens the drawer.
    await page.getByLabel('Open menu').click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Events' }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Events & Calendar' })).toBeVisible();
    await expect(page).toHaveTitle('Events & Calendar | MESC');

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
    await drawer.getByRole('link', { name: 'Join Now' }).click();
    await expect(page).toHaveURL(/\/join$/);
    await expect(drawer).toBeHidden();
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the bar highlights the page the visitor is on and the drawer button is hidden', async ({ page }) => {
    await visit(page, '/store');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Store' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByLabel('Open menu')).toBeHidden();
    await nav.getByRole('link', { name: 'Wall of Fame' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Wall of Fame' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Wall of Fame' })).toHaveAttribute('aria-current', 'page');
  });

  test('event times show in Miami time even in a browser set to Tokyo', async ({ page }) => {
    await visit(page, '/events');
    // Seeded events start on Miami wall-clock times such as 7:30 PM; in Tokyo that would read 9:30 AM.
    await expect(page.getByText(/7:30 PM/).first()).toBeVisible();
  });

  test('the footer gives the club links, the legal pages and the contact details', async ({ page }) => {
    await visit(page, '/');
    const footer = page.getByRole('contentinfo');
    for (const name of ['Membership', 'Events', 'Sponsors', 'Media']) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    for (const name of ['Privacy Policy', 'Terms of Service', 'Refund Policy', 'Code of Conduct']) {
      await expect(footer.getByRole('link', { name })).toBeVisible();
    }
    await expect(footer.getByText('(305) 555-0142')).toBeVisible();
    await expect(footer.getByText('hello@mesc.club')).toBeVisible();
    await expect(footer.getByText('Miami FL')).toBeVisible();
    await expect(footer.getByText('Available 24/7')).toBeVisible();
  });
});
