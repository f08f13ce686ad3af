// The end-to-end suite on the embedded database and, when TEST_DATABASE_URL names a server, on
// PostgreSQL at the same time: each run has its own port, peers, data and results
// (playwright.config.ts, e2e/on-postgres.mjs), and one run leaves a core's worth of time unused
// while it waits on the browser and the server, which the other takes. Each run's output is kept and
// printed whole when it ends, so the two never interleave; the exit code fails if either failed.
// Arguments go to both runs (a file, -g).
import { spawn } from 'node:child_process';

const args = process.argv.slice(2);

/** Runs a command, its output gathered; resolves with the exit code and the output. */
function run(label, command, commandArgs) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code, signal) => {
      const output = Buffer.concat(chunks).toString();
      resolve({ label, ok: code === 0, output, code: code ?? signal });
    });
  });
}

if (!process.env.TEST_DATABASE_URL) {
  const embedded = spawn('npx', ['playwright', 'test', ...args], { stdio: 'inherit' });
  embedded.on('close', (code) => process.exit(code ?? 1));
} else {
  const started = Date.now();
  console.log('End-to-end suite on the embedded database and on PostgreSQL, side by side');
  const finished = await Promise.all([
    run('embedded database', 'npx', ['playwright', 'test', ...args]),
    run('PostgreSQL', 'node', ['e2e/on-postgres.mjs', ...args]),
  ]);
  for (const { label, output, ok, code } of finished) {
    console.log(`\n===== ${label}: ${ok ? 'passed' : `failed (${code})`} =====\n`);
    process.stdout.write(output);
  }
  console.log(`\nBoth runs took ${((Date.now() - started) / 60_000).toFixed(1)} min.`);
  process.exit(finished.every((f) => f.ok) ? 0 : 1);
}
