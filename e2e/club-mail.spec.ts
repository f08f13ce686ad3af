import type { Page } from '@playwright/test';
import { addDays, miamiToday } from '../src/shared/dates';
import { signIn, toast } from './admin-helpers';
import { a11yViolations, expect, test, visit } from './fixtures';
import { mailWithSubject } from './mail';

// Club Mail (docs/club-mail.md), as staff use it: write a message, see how many it reaches,
// preview both parts of the e-mail, send a test to the club's own inbox, then send it to the
// newsletter's confirmed subscribers and follow it on its card until it is delivered; or schedule
// it for a Miami time and take it back to a draft.

/** The club's own inbox: where the shared password's tests go (CLUB_EMAIL, unset in the e2e config). */
const CLUB_INBOX = 'hello@mesc.club';
// While a message is on its way its card asks again every 3 s (FOLLOW_SENDING_MS in
// broadcasts/api.ts); the wait below leaves room for the outbox's delivery on a busy machine. The
// page's clock is not Playwright's here: its init script would run in the preview's sandboxed
// frame, and the frame refuses every script with a console error.
const DELIVERED_WITHIN_MS = 30_000;

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

const messages = (page: Page) => page.getByRole('list', { name: 'Messages' });
const card = (page: Page, subject: string) => messages(page).getByRole('article', { name: subject });

/** A visitor signs up for the newsletter and confirms from the e-mail, as anyone on the site can. */
async function confirmedSubscriber(page: Page, email: string) {
  const signedUp = await page.request.post('/api/newsletter/subscribe', { data: { email } });
  expect(signedUp.ok()).toBe(true);
  const mail = await mailWithSubject(email, 'Confirm your MESC newsletter subscription');
  const link = /https?:\/\/\S+\/newsletter\/confirm#token=[\w-]+/.exec(mail)?.[0] ?? '';
  expect(link).not.toBe('');
  await visit(page, link.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(/You're subscribed\./);
}

/** Staff write a message in the Club Mail tab (open) and keep it as a draft; answers its reach. */
async function writeDraft(
  page: Page,
  message: { subject: string; body: string; button?: { text: string; link: string } },
): Promise<number> {
  await page.getByRole('button', { name: 'Write a Message' }).click();
  const form = page.getByRole('dialog', { name: 'Write a Message' });
  await form.getByLabel('Subject').fill(message.subject);
  await form.getByLabel('Message').fill(message.body);
  if (message.button) {
    await form.getByLabel('Button text (optional)').fill(message.button.text);
    await form.getByLabel('Button link (optional)').fill(message.button.link);
  }
  await form.getByLabel('Audience').selectOption({ label: 'Newsletter subscribers' });
  const reach = form.getByText(/^Reaches (\d+) (people|person) now\.$/);
  await expect(reach).toBeVisible();
  const count = Number(/\d+/.exec((await reach.textContent()) ?? '')?.[0]);
  await form.getByRole('button', { name: 'Save Draft' }).click();
  await expect(toast(page)).toContainText('Draft saved');
  await expect(form).toHaveCount(0);
  const saved = card(page, message.subject);
  await expect(saved.getByRole('heading', { name: message.subject })).toBeVisible();
  await expect(saved.getByText('Draft', { exact: true })).toBeVisible();
  await expect(saved).toContainText('To: Newsletter subscribers');
  return count;
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('staff write a message, preview it, send themselves a test, then send it to the newsletter subscribers and see it delivered', async ({
    page,
  }) => {
    // Three e-mails go through the SMTP peer (a confirmation, a test, the message).
    test.slow();
    const stamp = unique();
    const subscriber = `club.mail.fan-${stamp}@example.com`;
    await confirmedSubscriber(page, subscriber);

    await signIn(page, 'Club Mail');
    await expect(page.getByRole('heading', { name: 'Club Mail' })).toBeVisible();
    const subject = `Fight Night Is Back ${stamp}`;
    const body = [
      'The **main card** is on the big screen this Friday.',
      '',
      'What to bring:',
      '- your member card',
      '- a friend',
    ].join('\n');
    const reach = await writeDraft(page, {
      subject,
      body,
      button: { text: 'Book a Table', link: 'https://example.com/book' },
    });
    // The subscriber who just confirmed is among those it reaches.
    expect(reach).toBeGreaterThanOrEqual(1);
    const message = card(page, subject);
    await expect(message).toContainText('The **main card** is on the big screen this Friday.');
    // Nothing sent yet: no figures.
    await expect(message.getByRole('definition')).toHaveCount(0);

    // The preview: the e-mail as HTML in its frame, and its text part, formatting read.
    await message.getByRole('button', { name: `Preview ${subject}` }).click();
    const preview = page.getByRole('dialog', { name: 'Preview' });
    await expect(preview).toContainText(`Subject: ${subject}`);
    const html = preview.frameLocator('iframe[title="The e-mail as HTML"]');
    await expect(html.locator('strong', { hasText: 'main card' })).toBeVisible();
    await expect(html.locator('body')).toContainText(/•\s*your member card\s*•\s*a friend/);
    await expect(html.getByRole('link', { name: 'Book a Table' })).toHaveAttribute(
      'href',
      'https://example.com/book',
    );
    const text = preview.getByRole('region', { name: 'The e-mail as text' });
    await expect(text.getByRole('heading', { name: 'Text part' })).toBeVisible();
    await expect(text).toContainText('The main card is on the big screen this Friday.');
    await expect(text).not.toContainText('**');
    await expect(text).toContainText(/- your member card\s+- a friend/);
    await expect(text).toContainText('https://example.com/book');
    await preview.getByRole('button', { name: 'Close' }).click();
    await expect(preview).toHaveCount(0);

    // A test to oneself: the shared password's inbox is the club's own. (The button reads "Send
    // Test"; its accessible name says whose test it is.)
    const sendTest = message.getByRole('button', { name: `Send Test ${subject}` });
    await expect(sendTest).toHaveText('Send Test');
    await sendTest.click();
    await expect(toast(page)).toContainText('Test sent');
    await expect(toast(page)).toContainText(`A test copy went to ${CLUB_INBOX}.`);
    const testCopy = await mailWithSubject(CLUB_INBOX, `[Test] ${subject}`);
    expect(testCopy).toContain('main card');
    // Still a draft: a test sends nothing to the audience.
    await expect(message.getByText('Draft', { exact: true })).toBeVisible();

    // Send it now.
    await message.getByRole('button', { name: `Send ${subject}`, exact: true }).click();
    const ask = page.getByRole('alertdialog', { name: `Send "${subject}"?` });
    await expect(ask).toContainText(
      'To Newsletter subscribers. Once it starts, it cannot be changed or called back.',
    );
    await expect(ask.getByText(/^Reaches \d+ (people|person) now\.$/)).toBeVisible();
    await ask.getByRole('radio', { name: 'Now' }).check();
    await ask.getByRole('button', { name: 'Send Now' }).click();
    await expect(toast(page)).toContainText('Sending');
    await expect(toast(page)).toContainText(`"${subject}" is on its way.`);
    await expect(ask).toHaveCount(0);

    // The subscriber's inbox: the message, with its one-click unsubscribe.
    const received = await mailWithSubject(subscriber, subject);
    expect(received).toMatch(
      /^List-Unsubscribe:\s+<http:\/\/localhost:\d+\/api\/newsletter\/unsubscribe\?\S+>$/m,
    );
    expect(received).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(received).toContain('main card');
    expect(received).toContain('You get this because you subscribed to the MESC newsletter.');
    expect(received).not.toContain('[Test]');

    // The card follows it by itself, until every copy is delivered.
    await expect(message.getByText(/^Sent /)).toBeVisible({ timeout: DELIVERED_WITHIN_MS });
    await expect(message.getByRole('definition')).toHaveText([String(reach), String(reach), '0'], {
      timeout: DELIVERED_WITHIN_MS,
    });
    await expect(message.getByRole('term')).toHaveText(['Recipients', 'Delivered', 'Failed']);
    // A message sent can no longer be changed, tested, sent again or deleted: only previewed.
    await expect(message.getByRole('button')).toHaveText(['Preview']);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('staff schedule a message for tomorrow morning in Miami, then take it back to a draft', async ({
    page,
  }) => {
    const subject = `Brunch Club ${unique()}`;
    await signIn(page, 'Club Mail');
    await writeDraft(page, { subject, body: 'Brunch is **on us** this Sunday.' });
    const message = card(page, subject);

    // On a phone the preview scrolls: the keyboard can reach and scroll it, and axe finds nothing.
    await message.getByRole('button', { name: `Preview ${subject}` }).click();
    const preview = page.getByRole('dialog', { name: 'Preview' });
    const email = preview.getByRole('region', { name: 'The e-mail', exact: true });
    await expect(email).toContainText(`Subject: ${subject}`);
    await expect(email).toHaveAttribute('tabindex', '0');
    expect(await a11yViolations(page)).toEqual([]);
    await preview.getByRole('button', { name: 'Close' }).click();
    await expect(preview).toHaveCount(0);
    expect(await a11yViolations(page)).toEqual([]);

    await message.getByRole('button', { name: `Send ${subject}`, exact: true }).click();
    const ask = page.getByRole('alertdialog', { name: `Send "${subject}"?` });
    await ask.getByRole('radio', { name: 'At a time (Miami)' }).check();
    const tomorrow = addDays(miamiToday(), 1);
    await ask.getByLabel('Date', { exact: true }).fill(tomorrow);
    await ask.getByLabel('Time', { exact: true }).fill('10:00');
    await ask.getByRole('button', { name: 'Schedule' }).click();
    // Ten in the morning in Miami, whatever the zone of the browser (Tokyo here).
    const day = new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    }).format(new Date(`${tomorrow}T12:00:00Z`));
    await expect(toast(page)).toContainText('Scheduled');
    await expect(toast(page)).toContainText(`"${subject}" goes out ${day}, 10:00 AM (Miami time).`);
    await expect(ask).toHaveCount(0);
    await expect(message.getByText(`Scheduled for ${day}, 10:00 AM`, { exact: true })).toBeVisible();
    await expect(message.getByRole('button', { name: `Send ${subject}`, exact: true })).toHaveCount(0);

    // The button reads "Back to Draft"; its accessible name says what it stops.
    const backToDraft = message.getByRole('button', { name: `Back to Draft ${subject}` });
    await expect(backToDraft).toHaveText('Back to Draft');
    await backToDraft.click();
    await expect(toast(page)).toContainText('Back to draft');
    await expect(toast(page)).toContainText(`"${subject}" will not go out until it is sent again.`);
    await expect(message.getByText('Draft', { exact: true })).toBeVisible();
    await expect(message.getByText(/^Scheduled for/)).toHaveCount(0);
    await expect(message.getByRole('button', { name: `Send ${subject}`, exact: true })).toBeVisible();
    await expect(backToDraft).toHaveCount(0);
  });
});
