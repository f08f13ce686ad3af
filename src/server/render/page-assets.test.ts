import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { manifestAssets } from './page-assets';

// A build manifest shaped like Vite's: the entry with its fonts and stylesheet, a page chunk that
// imports the framework chunk and has a stylesheet of its own.
const manifest = {
  'src/client/entry-client.tsx': {
    file: 'assets/entry-client-1.js',
    isEntry: true,
    css: ['assets/entry-client-1.css'],
    assets: [
      'assets/inter-cyrillic-wght-normal-1.woff2',
      'assets/inter-latin-wght-normal-1.woff2',
      'assets/bebas-neue-latin-400-normal-1.woff2',
    ],
    dynamicImports: ['src/client/pages/home-page.tsx', 'src/client/hydrate-app.tsx'],
  },
  'src/client/pages/home-page.tsx': {
    file: 'assets/home-page-1.js',
    imports: ['_framework-1.js'],
    css: ['assets/home-page-1.css'],
  },
  '_framework-1.js': { file: 'assets/framework-1.js' },
};

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mesc-assets-'));
fs.mkdirSync(path.join(clientDir, '.vite'));
fs.writeFileSync(path.join(clientDir, '.vite/manifest.json'), JSON.stringify(manifest));
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

describe("a public page's <head>", () => {
  const head = manifestAssets(clientDir).headTags('home-page');

  it('preloads the Latin fonts the first paint uses, and no other script', () => {
    expect(head).toContain('<link rel="preload" href="/assets/inter-latin-wght-normal-1.woff2"');
    expect(head).toContain('<link rel="preload" href="/assets/bebas-neue-latin-400-normal-1.woff2"');
    expect(head).not.toContain('cyrillic');
  });

  it("links the entry's and the page's stylesheets, since they shape the first paint", () => {
    expect(head).toContain('<link rel="stylesheet" href="/assets/entry-client-1.css">');
    expect(head).toContain('<link rel="stylesheet" href="/assets/home-page-1.css">');
  });

  it("loads the small entry script only: the page's code and React come after the first paint", () => {
    expect(head).toContain('<script type="module" src="/assets/entry-client-1.js"></script>');
    expect(head).not.toContain('home-page-1.js');
    expect(head).not.toContain('framework-1.js');
    expect(head).not.toContain('modulepreload');
  });
});
