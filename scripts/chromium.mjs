// The system Chromium and the flags every tool here launches it with (Playwright, Lighthouse,
// screenshots): no sandbox (root), no background traffic, and no host but this one.

import fs from 'node:fs';

/** The whole browser, as a visitor runs it: Lighthouse and the screenshots measure and draw with it. */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The browser the end-to-end tests drive: Chromium's headless shell (Debian's
 * `chromium-headless-shell`, the same engine and version without the desktop browser's shell, and
 * what Playwright itself runs headless by default). On two cores it takes about half the CPU of
 * the whole browser, which took the suite a third longer. `CHROME_PATH` names one browser for both;
 * without the shell the whole browser is used.
 */
const headlessShell = '/usr/lib/chromium/chromium-headless-shell';
export const testChromiumPath =
  process.env.CHROME_PATH ?? (fs.existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Nothing may load from another host: every lookup but localhost fails at once.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, 127.0.0.1',
  // A site behind Caddy's own certificate authority (scripts/prod-check.mjs) is trusted as a
  // browser trusts a real one: the keys of that authority's certificates, and nothing else.
  ...(process.env.E2E_CA_SPKI ? [`--ignore-certificate-errors-spki-list=${process.env.E2E_CA_SPKI}`] : []),
];
