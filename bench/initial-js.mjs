import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// The JavaScript a public page loads before it is interactive, gzip-compressed: the entry, and
// what it fetches once the HTML has painted (the app that hydrates and the page's chunk), each
// with everything it imports statically.

const ENTRY = 'src/client/entry-client.tsx';
const HYDRATE = 'src/client/hydrate-app.tsx';

export function initialJs(clientDir, page) {
  const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'));
  const files = new Set();
  const collect = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported);
  };
  collect(ENTRY);
  collect(HYDRATE);
  collect(`src/client/pages/${page}.tsx`);
  const sizes = [...files].map((file) => ({
    file,
    gzip: zlib.gzipSync(fs.readFileSync(path.join(clientDir, file)), { level: 9 }).length,
  }));
  return { files: sizes, gzip: sizes.reduce((sum, f) => sum + f.gzip, 0) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const clientDir = process.argv[2] ?? 'dist/client';
  for (const page of process.argv.slice(3)) {
    const { files, gzip } = initialJs(clientDir, page);
    console.log(`${page}: ${(gzip / 1024).toFixed(1)} KB`);
    for (const f of files.sort((a, b) => b.gzip - a.gzip).slice(0, 8))
      console.log(`   ${(f.gzip / 1024).toFixed(1).padStart(6)} ${f.file}`);
  }
}
