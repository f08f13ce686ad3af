// The system Chromium and the flags every tool here launches it with (Playwright, Lighthouse,
// screenshots): no sandbox (root), no background traffic, and no host but this one.

export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

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
