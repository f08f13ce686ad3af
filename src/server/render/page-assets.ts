import fs from 'node:fs';
import path from 'node:path';

// The client files a page needs, from Vite's build manifest (production) or Vite's dev server.

export interface PageAssets {
  /** Tags for <head>: preloaded fonts, stylesheets and the small entry script. */
  headTags(page: string): string;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  assets?: string[];
}

/** The latin faces every page uses first: preloaded so text does not wait for the stylesheet. */
const PRELOADED_FONTS = [
  /\/inter-latin-wght-normal-[\w-]+\.woff2$/,
  /\/bebas-neue-latin-400-normal-[\w-]+\.woff2$/,
];

const ENTRY = 'src/client/entry-client.tsx';

export function manifestAssets(clientDir: string): PageAssets {
  const manifestPath = path.join(clientDir, '.vite/manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;

  // A chunk and everything it imports, each once: their files and stylesheets.
  const collect = (key: string, files: Set<string>, css: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) collect(imported, files, css);
  };

  const cache = new Map<string, string>();
  return {
    headTags(page) {
      const cached = cache.get(page);
      if (cached) return cached;
      const entryFiles = new Set<string>();
      const css = new Set<string>();
      collect(ENTRY, entryFiles, css);
      // The page's code is not preloaded here: the entry fetches it, with React and the app, once
      // the HTML has painted (entry-client.tsx). Its stylesheets, if any, still block the paint.
      collect(`src/client/pages/${page}.tsx`, new Set(entryFiles), css);
      const entry = manifest[ENTRY].file;
      const fonts = (manifest[ENTRY].assets ?? []).filter((file) =>
        PRELOADED_FONTS.some((re) => re.test(file)),
      );
      const tags = [
        ...fonts.map(
          (file) => `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin>`,
        ),
        ...[...css].map((file) => `<link rel="stylesheet" href="/${file}">`),
        `<script type="module" src="/${entry}"></script>`,
        ...[...entryFiles]
          .filter((file) => file !== entry)
          .map((file) => `<link rel="modulepreload" href="/${file}">`),
      ].join('');
      cache.set(page, tags);
      return tags;
    },
  };
}

/** Development: Vite serves the sources and injects its client (hot reload). */
export function devAssets(): PageAssets {
  return {
    headTags: () =>
      [
        '<script type="module" src="/@vite/client"></script>',
        '<script type="module" src="/src/client/entry-client.tsx"></script>',
      ].join(''),
  };
}

/** Tests of the API and server-rendered HTML need no client files. */
export const noAssets: PageAssets = { headTags: () => '' };
