// The end-to-end suite on the embedded database and, when TEST_DATABASE_URL names a PostgreSQL
// server, on PostgreSQL too, both at once against the one build: each run has its own ports, data
// directory, database and result folder, and one worker (its tests act in order on its own site).
// Each line is shown with the engine it came from; the exit code fails if either run failed.
import { spawn } from 'node:child_process';
import readline from 'node:readline';

const args = process.argv.slice(2);
const runs = [{ name: 'embedded', command: ['npx', 'playwright', 'test', ...args] }];
if (process.env.TEST_DATABASE_URL) {
  runs.push({ name: 'postgres', command: ['node', 'e2e/on-postgres.mjs', ...args] });
} else {
  console.log('TEST_DATABASE_URL is not set: the end-to-end suite runs on the embedded database only.');
}

const results = await Promise.all(
  runs.map(
    ({ name, command }) =>
      new Promise((resolve) => {
        const child = spawn(command[0], command.slice(1), {
          env: { ...process.env, FORCE_COLOR: '0' },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        for (const stream of [child.stdout, child.stderr]) {
          readline.createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
        }
        child.on('close', (code) => resolve({ name, code: code ?? 1 }));
      }),
  ),
);
for (const { name, code } of results)
  console.log(`End-to-end suite on ${name}: ${code === 0 ? 'passed' : 'FAILED'}`);
process.exit(results.every(({ code }) => code === 0) ? 0 : 1);
