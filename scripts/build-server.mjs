// The server compiled ahead of time into dist/server/main.js (its packages stay in node_modules,
// the icons aside), so a start does not spend seconds compiling TypeScript: `npm start` runs this
// when sources changed.
import { build } from 'vite';

await build({
  logLevel: 'warn',
  build: {
    ssr: 'src/server/main.ts',
    outDir: 'dist/server',
    emptyOutDir: true,
    copyPublicDir: false,
    // The built server is read where it runs: no source maps to ship, no minifying to undo.
    minify: false,
  },
  // The icons the pages use are compiled in, not the whole icon package loaded at start (half a
  // second of a start on this machine).
  ssr: { noExternal: ['lucide-react'] },
});
