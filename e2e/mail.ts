import { expect } from '@playwright/test';
import { e2eMailboxUrl } from '../playwright.config';

// Reading the mail the app sent, from the tests' SMTP server (e2e/mail-peer.mjs): what a member
// would find in their inbox.

/** A message's text: quoted-printable soft breaks joined and its escapes decoded. */
function bodyText(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '');
  const bytes = Buffer.from(
    unfolded.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  );
  return bytes.toString('utf8');
}

/** The texts of the messages sent to `email` so far. */
async function messagesTo(email: string): Promise<string[]> {
  const response = await fetch(`${e2eMailboxUrl}/messages?to=${encodeURIComponent(email)}`);
  const messages = (await response.json()) as { raw: string }[];
  return messages.map((m) => bodyText(m.raw));
}

/**
 * Waits for the message to `email` with this subject and answers its text; with `nth`, the nth
 * such message (a second sign-in e-mail). Two messages sent at once (the newsletter's
 * confirmation and the membership's) may arrive in either order.
 */
export async function mailWithSubject(email: string, subject: string, nth = 1): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        found = (await messagesTo(email)).filter((text) => text.includes(`Subject: ${subject}`))[nth - 1];
        return Boolean(found);
      },
      { message: `message ${nth} "${subject}" to ${email}`, timeout: 20_000 },
    )
    .toBe(true);
  return found ?? '';
}

/** The sign-in link and code of a sign-in e-mail's text. */
export function signInSecrets(text: string): { link: string; code: string } {
  const link = /https?:\/\/\S+\/sign-in\/link#token=[\w-]+/.exec(text)?.[0];
  const code = /code on the sign-in page: (\d{6})/.exec(text)?.[1];
  if (!link || !code) throw new Error(`no sign-in link or code in:\n${text}`);
  return { link, code };
}

export const mailCount = async (email: string) => (await messagesTo(email)).length;

/** The text of the `count`th message to `email` with this subject (the latest code, once a second is sent). */
export async function nthMailWithSubject(email: string, subject: string, count: number): Promise<string> {
  let found: string[] = [];
  await expect
    .poll(
      async () => {
        found = (await messagesTo(email)).filter((text) => text.includes(`Subject: ${subject}`));
        return found.length >= count;
      },
      { message: `${count} messages "${subject}" to ${email}`, timeout: 20_000 },
    )
    .toBe(true);
  return found[count - 1] ?? '';
}
