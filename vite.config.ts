/// <reference types="vitest/config" />

import { availableParallelism } from 'node:os';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import type { TestProjectInlineConfiguration } from 'vitest/config';

function apiProject(
  name: string,
  globalSetup: string,
  { exclude = [], isolate }: { exclude?: string[]; isolate: boolean },
): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      name,
      include: ['tests/**/*.test.ts'],
      // The architecture tests read source files only: the unit project runs them.
      exclude: ['tests/architecture/**', ...exclude],
      globalSetup: [globalSetup],
      isolate,
      env: { TZ: 'Asia/Tokyo' },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss()],
  publicDir: 'public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      input: 'src/client/entry-client.tsx',
      // The libraries' "use client" lines mean nothing to a bundle that has no server components.
      checks: { moduleLevelDirective: false },
      output: {
        codeSplitting: {
          groups: [
            // What every public page runs to hydrate, in one file instead of a dozen small ones:
            // fewer requests on a phone, and one cache entry that changes only on upgrades.
            {
              name: 'framework',
              // What only the dashboard uses (infinite queries for "Show more", the mutation state of
              // a save) stays with the pages that use it.
              test: /node_modules[\\/](preact|react|react-dom|@tanstack|wouter|regexparam|use-sync-external-store)[\\/](?!.*(useInfiniteQuery|infiniteQueryObserver|infiniteQueryOptions|useMutationState))/,
            },
          ],
        },
      },
    },
  },
  test: {
    // Every project: a test that logs a console error fails, unless it said it expects that error.
    setupFiles: ['tests/setup/console-errors.ts'],
    // Vitest leaves a core free by default: on a two-core machine that is one test file at a time,
    // while much of an API test's time is spent waiting (PostgreSQL, the processes it starts).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/architecture/**/*.test.ts'],
          environment: 'node',
          // A zone far from Miami: dates must not depend on the machine's zone.
          env: { TZ: 'Asia/Tokyo' },
          // A property test of hundreds of runs takes seconds more on a busy machine: its time is
          // no assertion (the API projects allow the same).
          testTimeout: 30_000,
        },
      },
      // On the embedded database a worker runs its test files one after another in one module
      // graph: the server's modules are imported once per worker, not once per file (a quarter of
      // the project's time). Each file still builds its own app on its own database and closes it
      // (tests/helpers/build.ts); docs/decisions/0023 says what a test may not change.
      apiProject('api', 'tests/global-setup.ts', { isolate: false }),
      // The same API suite on real PostgreSQL when TEST_DATABASE_URL is set (CI sets it). Its files
      // keep a process each: their pools, closed only when a file ends, would otherwise overlap
      // more and reach the server's hundred connections (docs/decisions/0023).
      ...(process.env.TEST_DATABASE_URL
        ? [
            apiProject('api-postgres', 'tests/global-setup-postgres.ts', {
              exclude: ['tests/process/**'],
              isolate: true,
            }),
          ]
        : []),
    ],
  },
});
