import { inviteStaff, signIn, toast } from './admin-helpers';
import { expect, test, visit } from './fixtures';
import { mailWithSubject } from './mail';

// Staff accounts (docs/staff.md), as the owner and a volunteer live them: the owner invites a
// person by e-mail with a role; the person signs in from the invitation in their own browser and
// sees only what the role allows; what the role refuses is refused by the server and shows in
// the owner's Activity tab under the person's name; removing them signs them out.

test.use({ viewport: { width: 1440, height: 900 } });

test('the owner invites an editor, who signs in from the e-mail, is refused what editors cannot do, and the log names them', async ({
  page,
  browser,
}) => {
  const email = `editor-${Date.now()}@example.com`;
  await signIn(page, 'Staff');
  await inviteStaff(page, { name: 'Eda Editor', email: email, role: 'editor' });
  const card = page.getByRole('list', { name: 'Staff' }).getByRole('listitem').filter({ hasText: email });
  await expect(card).toContainText('Eda Editor');
  await expect(card).toContainText('Editor');
  await expect(card).toContainText('Not signed in yet');

  // The editor's own browser: the invitation's link, then one press.
  const invitation = await mailWithSubject(email, 'You are invited to run MESC');
  const link = /https?:\/\/\S+\/admin\/login#token=[\w-]+/.exec(invitation)?.[0];
  expect(link, invitation).toBeTruthy();
  const theirs = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const editor = await theirs.newPage();
  await editor.goto(new URL(link ?? '').pathname + new URL(link ?? '').hash);
  await editor.getByRole('button', { name: 'Sign in to the dashboard' }).click();
  await expect(editor).toHaveURL(/\/admin\/dashboard/);
  await expect(editor.getByText(`Signed in as Eda Editor <${email}> (Editor)`)).toBeVisible();
  const tabs = editor.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab');
  await expect(tabs).toHaveText(['Store Products', 'Night Texts', 'Sponsors', 'Wall of Fame']);

  // An editor writes a night's words: the public page shows them.
  const title = `Editor Night ${Date.now()}`;
  const made = await page.evaluate(async (name) => {
    const response = await fetch('/api/admin/events', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${localStorage.getItem('adminToken')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        title: name,
        description: 'Words to come.',
        category: 'UFC',
        date: new Date(Date.now() + 40 * 86_400_000).toISOString(),
        price: 0,
      }),
    });
    return (await response.json()) as { id: number };
  }, title);
  await editor.getByRole('tab', { name: 'Night Texts' }).click();
  await editor.getByRole('button', { name: `Edit ${title}` }).click();
  const words = editor.getByRole('dialog', { name: "Edit the night's words" });
  await words
    .getByLabel('Description')
    .fill('Ringside seats, neon lights, and the main card on the big screen.');
  await words.getByRole('button', { name: 'Save' }).click();
  await expect(toast(editor)).toContainText('Night updated');
  await editor.goto(`/events/${made.id}`);
  await expect(
    editor.getByText('Ringside seats, neon lights, and the main card on the big screen.'),
  ).toBeVisible();
  await editor.goBack();

  // Past what the screen offers, the server decides: an editor may not make a night.
  const refused = await editor.evaluate(async () => {
    const response = await fetch('/api/admin/events', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${localStorage.getItem('adminToken')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ title: 'Not mine to make' }),
    });
    return { status: response.status, body: await response.json() };
  });
  expect(refused).toEqual({
    status: 403,
    body: {
      message: 'Your staff role does not allow this. Ask the club owner if you need it.',
      code: 'staff_permission_required',
    },
  });

  // The owner sees it in the Activity tab, under the editor's name.
  await page.getByRole('tab', { name: 'Activity' }).click();
  const line = page
    .getByRole('listitem')
    .filter({ hasText: 'Eda Editor' })
    .filter({ hasText: '/api/admin/events' });
  await expect(line.first()).toBeVisible();
  await expect(line.first()).toContainText('403');

  // Removed, the editor is signed out on their next step.
  await page.getByRole('tab', { name: 'Staff' }).click();
  await card.getByRole('button', { name: 'Remove Eda Editor' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page)).toContainText('Staff member removed');
  await expect(card).toHaveCount(0);
  await editor.reload();
  await expect(editor).toHaveURL(/\/admin\/login$/);
  expect(await editor.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  await theirs.close();
});

test('a staff member signs in with the code when the link opens elsewhere', async ({ page }) => {
  const email = `door-${Date.now()}@example.com`;
  await signIn(page, 'Staff');
  await inviteStaff(page, { name: 'Dora Door', email: email, role: 'manager' });
  await mailWithSubject(email, 'You are invited to run MESC');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);

  // Asked again on the login page: a new e-mail, whose code signs in.
  await page.getByLabel('Staff e-mail').fill(email);
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your mail' })).toBeFocused();
  const mail = await mailWithSubject(email, 'Your MESC staff sign-in link');
  const code = /code on the sign-in page: (\d{6})/.exec(mail)?.[1] ?? '';
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Sign in with the code' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await expect(page.getByText(`Signed in as Dora Door <${email}> (Manager)`)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Events' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Staff' })).toHaveCount(0);
  await visit(page, '/admin/dashboard?tab=staff');
  await expect(page.getByRole('tab', { name: 'Store Products', selected: true })).toBeVisible();
});

test('a staff sign-in link pasted into the tab already on the login page is taken up', async ({ page }) => {
  const email = `paste-${Date.now()}@example.com`;
  await signIn(page, 'Staff');
  await inviteStaff(page, { name: 'Pat Paste', email, role: 'editor' });
  await mailWithSubject(email, 'You are invited to run MESC');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel('Staff e-mail').fill(email);
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your mail' })).toBeFocused();
  const mail = await mailWithSubject(email, 'Your MESC staff sign-in link');
  const link = new URL(/https?:\/\/\S+\/admin\/login#token=[\w-]+/.exec(mail)?.[0] ?? 'http://x/');

  // Only the fragment changes: the browser loads nothing, and the page still reads the link.
  await page.goto(link.pathname + link.hash);
  await page.getByRole('button', { name: 'Sign in to the dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await expect(page.getByText(`Signed in as Pat Paste <${email}> (Editor)`)).toBeVisible();
});
