// The end-to-end suite again, on PostgreSQL (production mode), when TEST_DATABASE_URL names a
// server: a database of its own (mesc_e2e), made fresh and seeded with the demo club.
import { spawnSync } from 'node:child_process';

const server = process.env.TEST_DATABASE_URL;
if (!server) {
  console.log('TEST_DATABASE_URL is not set: the end-to-end suite ran on the embedded database only.');
  process.exit(0);
}
const url = new URL(server);
url.pathname = '/mesc_e2e';
console.log(`End-to-end suite on PostgreSQL (${url.host}${url.pathname})`);
const run = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, E2E_DATABASE_URL: url.toString(), E2E_PORT: process.env.E2E_PG_PORT ?? '4175' },
});
process.exit(run.status ?? 1);
