// `npm start` builds the client only when there is no build or a source file is newer than it,
// so a restart on an unchanged checkout serves within a second or two.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const manifest = 'dist/client/.vite/manifest.json';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

const built = fs.existsSync(manifest) ? fs.statSync(manifest).mtimeMs : 0;
const sources = Math.max(
  newestMtime('src/client'),
  newestMtime('src/shared'),
  newestMtime('public'),
  ...['vite.config.ts', 'package-lock.json']
    .filter((f) => fs.existsSync(f))
    .map((f) => fs.statSync(f).mtimeMs),
);
if (sources > built) {
  console.log('Building the client…');
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
}
