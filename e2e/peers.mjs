// Where the end-to-end tests' peers listen, from the suite's port: the sports news feeds
// (e2e/fixture-feeds.mjs) and the mail server (e2e/mail-peer.mjs). playwright.config.ts starts
// them; an app started elsewhere (scripts/prod-check.mjs) is pointed at them the same way.

/** The feeds' port, the SMTP port, and the address where a test reads the mail. */
export function peerPorts(port) {
  const feeds = port + 100;
  const mail = port + 200;
  return { feeds, mail, mailbox: `http://127.0.0.1:${mail + 1}` };
}

/** NEWS_FEEDS for an app whose news comes from the fixture feeds. */
export function newsFeedsFor(port) {
  const base = `http://127.0.0.1:${peerPorts(port).feeds}`;
  return [
    ['NBA', 'nba.xml'],
    ['NFL', 'nfl.atom'],
    ['MLB', 'mlb.xml'],
    ['NHL', 'nhl.xml'],
    ['MLS', 'mls.xml'],
    ['NCAA', 'ncaa.xml'],
    ['SPORTS', 'sports.xml'],
  ]
    .map(([category, file]) => `${category}|${base}/${file}`)
    .join(',');
}

/** The admin password of the test site (e2e/admin-helpers.ts signs in with it). */
export const e2eAdminPassword = 'e2e-admin-password';
