// `npm start` builds only what is missing or older than its sources: the client (dist/client) and
// the compiled server (dist/server), so a restart on an unchanged checkout serves within seconds.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

const mtime = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
const configs = ['vite.config.ts', 'package-lock.json'].map(mtime);

const builds = [
  {
    name: 'the client',
    output: 'dist/client/.vite/manifest.json',
    sources: () =>
      Math.max(newestMtime('src/client'), newestMtime('src/shared'), newestMtime('public'), ...configs),
    command: 'npx vite build --logLevel warn',
  },
  {
    // The server renders the client's pages too: any source counts.
    name: 'the server',
    output: 'dist/server/main.js',
    sources: () => Math.max(newestMtime('src'), ...configs),
    command: 'node scripts/build-server.mjs',
  },
];

for (const { name, output, sources, command } of builds) {
  if (sources() > mtime(output)) {
    console.log(`Building ${name}…`);
    execSync(command, { stdio: 'inherit' });
  }
}
