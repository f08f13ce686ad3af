import { expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { e2eAdminPassword } from '../playwright.config';
import { visit } from './fixtures';

/** Signs in through the login screen, as staff do, and waits for the dashboard. */
export async function signIn(page: Page, tab?: string) {
  await visit(page, '/admin/login');
  await page.getByLabel('Password').fill(e2eAdminPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  // The dashboard opens on the tab this browser used last (a test that signs in twice sees it).
  await expect(page).toHaveURL(/\/admin\/dashboard(\?tab=[a-z-]+)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  if (tab) await page.getByRole('tab', { name: tab }).click();
}

/** The owner invites someone from the Staff tab (open): name, address and role, then the toast. */
export async function inviteStaff(page: Page, who: { name: string; email: string; role: string }) {
  await page.getByRole('button', { name: 'Invite Staff Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a Staff Member' });
  await dialog.getByLabel('Name').fill(who.name);
  await dialog.getByLabel('Email').fill(who.email);
  await dialog.getByLabel('Role').selectOption(who.role);
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(toast(page)).toContainText('Invitation sent');
}

/**
 * The notification on screen (at most one shows at a time). While a form's modal is open, the
 * rest of the page, notifications included, is hidden from the accessibility tree (Radix's
 * modal does that; the toast still reaches screen readers through its own live announcement).
 */
export const toast = (page: Page) =>
  page
    .getByRole('region', { name: /Notification/, includeHidden: true })
    .getByRole('listitem', { includeHidden: true });

/** A real PNG picture of a colour, made on the spot. */
export async function pngFile(name: string, colour: string, width = 1200, height = 800) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

export const svgLogo = (name: string) => ({
  name,
  mimeType: 'image/svg+xml',
  buffer: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><rect width="400" height="200" fill="#07070c"/><text x="200" y="115" font-size="48" fill="#00e5ff" text-anchor="middle">NEON CO</text></svg>',
  ),
});

export const pdfFile = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
});

/**
 * Presses an upload button inside `scope` (a form, the pitch deck card), picks the files in the
 * browser's file chooser, and waits until every upload has finished: uploaded and registered.
 */
export async function uploadFiles(
  page: Page,
  scope: Locator,
  button: string,
  files: { name: string; mimeType: string; buffer: Buffer }[],
) {
  const chooser = page.waitForEvent('filechooser');
  await scope.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(files);
  await expect(scope.getByRole('list', { name: 'Uploads' })).toHaveCount(0, { timeout: 30_000 });
}
