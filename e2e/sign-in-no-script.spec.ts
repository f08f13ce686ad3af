import { CODE_REFUSED, SIGN_IN_SENT } from '../src/shared/member-rules';
import { expect, test } from './fixtures';
import { mailWithSubject, signInSecrets } from './mail';

// Signing in before (or without) the page's script: the e-mail and the code go as plain forms
// that post, and the e-mail is never in the page's address (nor in any address the browser
// asks for), so neither the history nor a server's log keeps it.

const uniqueEmail = () => `plain-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('a member asks for a sign-in, reads the code in the e-mail and signs in with it', async ({ page }) => {
    // A member who joined for free and confirmed the address (through the API, as the join page would).
    const email = uniqueEmail();
    expect(
      (await page.request.post('/api/members/join', { data: { email, name: 'Plain Form' } })).status(),
    ).toBe(200);
    const confirm = signInSecrets(await mailWithSubject(email, 'Confirm your MESC membership'));
    expect(
      (
        await page.request.post('/api/members/sign-in/code', { data: { email, code: confirm.code } })
      ).status(),
    ).toBe(200);
    await page.context().clearCookies();

    const addresses: string[] = [];
    page.on('request', (request) => addresses.push(request.url()));
    page.on('framenavigated', (frame) => addresses.push(frame.url()));

    await page.goto('/sign-in?next=%2Fevents');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
    await expect(page).toHaveURL(/\/sign-in\?signin=sent&next=%2Fevents$/);
    await expect(page.getByRole('heading', { name: 'Check your mail' })).toBeVisible();
    await expect(page.getByText(SIGN_IN_SENT)).toBeVisible();

    const { code } = signInSecrets(await mailWithSubject(email, 'Your MESC sign-in link'));
    const codeField = page.getByLabel('6-digit code');
    await codeField.fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Sign in with the code' }).click();
    await expect(page.getByText(CODE_REFUSED)).toBeVisible();

    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Sign in with the code' }).click();
    // Back to the page that asked for the sign-in, signed in.
    await expect(page).toHaveURL(/\/events$/);
    const me = await page.request.get('/api/me');
    expect((await me.json()).member?.email).toBe(email);

    expect(addresses.length).toBeGreaterThan(4);
    for (const address of addresses) {
      expect(decodeURIComponent(address)).not.toContain(email);
      expect(address).not.toContain(encodeURIComponent(email));
    }
  });
});
