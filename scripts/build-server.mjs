// The server compiled ahead of time into dist/server/main.js, so a start does not spend seconds
// compiling TypeScript: `npm start` runs this when sources changed.
//
// The pure-JavaScript packages the server uses are compiled in with it: one file read and parsed
// instead of a thousand resolved and opened one by one, a quarter of a second of every start on
// the project's machine (README, "Speed"). These stay in node_modules, loaded as they ship:
import fs from 'node:fs';
import { build } from 'vite';

const keptOut = [
  // native code, WebAssembly or files beside their code
  '@electric-sql/pglite',
  'pg',
  'sharp',
  'zxing-wasm',
  'barcode-detector',
  'file-type',
  // loaded late and only where configured: a bucket, card payments, an SMTP server
  '@aws-sdk/client-s3',
  '@aws-sdk/s3-request-presigner',
  'stripe',
  'nodemailer',
  // its transports start worker threads from files of its own
  'pino',
  // never in a built server: the development server and the TypeScript loader
  'tsx',
  ...Object.keys(JSON.parse(fs.readFileSync('package.json', 'utf8')).devDependencies ?? {}),
];

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
  ssr: { noExternal: true, external: keptOut },
});
