import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { e2eAdminPassword, newsFeedsFor, peerPorts } from './e2e/peers.mjs';
import { chromiumArgs, testChromiumPath } from './scripts/chromium.mjs';

// End-to-end tests drive the built app in the system's Chromium against a fresh embedded
// database with the demo seed: the same thing `npm start` gives a visitor.

const port = Number(process.env.E2E_PORT ?? 4173);
const dataDir = path.join(os.tmpdir(), `mesc-e2e-${port}`);
/** Set by e2e/on-postgres.mjs: the same suite against PostgreSQL instead of the embedded database. */
const postgresUrl = process.env.E2E_DATABASE_URL;
// The sports news comes from local fixture feeds (e2e/fixture-feeds.mjs) and the app's mail goes
// to a local SMTP server whose inbox the tests read (e2e/mail-peer.mjs): no test reaches the internet.
const peers = peerPorts(port);
const feedsBase = `http://127.0.0.1:${peers.feeds}`;
const mailPort = peers.mail;
/** Where a test reads the mail the app sent (e2e/mail.ts). */
export const e2eMailboxUrl = peers.mailbox;
export { e2eAdminPassword };

/**
 * Set by scripts/prod-check.mjs: the site is already running elsewhere (behind Caddy, over https),
 * and the suite's journeys go there; only the peers are started here.
 */
const externalSite = process.env.E2E_BASE_URL;

export default defineConfig({
  testDir: 'e2e',
  // Each engine's run keeps its own results (e2e/on-postgres.mjs runs the suite again on PostgreSQL).
  outputDir: path.join('test-results', postgresUrl ? 'postgres' : 'embedded'),
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: externalSite ?? `http://localhost:${port}`,
    // A zone far from Miami: pages must still show Miami times, and hydrate without a mismatch.
    timezoneId: 'Asia/Tokyo',
    launchOptions: {
      executablePath: testChromiumPath,
      args: chromiumArgs,
    },
  },
  webServer: [
    {
      command: 'node e2e/fixture-feeds.mjs',
      url: `${feedsBase}/healthz`,
      reuseExistingServer: false,
      env: { FEEDS_PORT: String(peers.feeds) },
    },
    {
      command: 'node e2e/mail-peer.mjs',
      url: `${e2eMailboxUrl}/healthz`,
      reuseExistingServer: false,
      env: { MAIL_PEER_PORT: String(mailPort) },
    },
    ...(externalSite ? [] : [appServer()]),
  ],
});

/** The app itself, on a fresh embedded database (or PostgreSQL: e2e/on-postgres.mjs). */
function appServer() {
  return {
    // On PostgreSQL (e2e/on-postgres.mjs) the database is made fresh too; uploads stay on disk.
    command: postgresUrl
      ? `rm -rf ${dataDir} && node e2e/fresh-postgres.mjs && node dist/server/main.js`
      : `rm -rf ${dataDir} && node dist/server/main.js`,
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every test posts from the same address; the per-address limit has its own API test.
      PUBLIC_POST_LIMIT: '100000',
      // A busy test machine renders slowly; the bound on uncached work has its own tests
      // (tests/uncached-work-flood.test.ts): here a page waits its turn rather than get a 503.
      UNCACHED_WORK_WAIT_MS: '60000',
      // The tests' browsers say who they are (e2e/fixtures.ts), as a load balancer would.
      TRUST_PROXY: '127.0.0.1',
      ADMIN_PASSWORD: e2eAdminPassword,
      PUBLIC_URL: `http://localhost:${port}`,
      NEWS_FEEDS: newsFeedsFor(port),
      SMTP_URL: `smtp://127.0.0.1:${mailPort}`,
      ...(postgresUrl
        ? { DATABASE_URL: postgresUrl, SEED_DEMO: 'always', E2E_DATABASE_URL: postgresUrl }
        : {}),
    },
  };
}
