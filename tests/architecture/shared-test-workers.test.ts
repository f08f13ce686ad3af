import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readSources } from './import-boundaries';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// The API suite's workers run their files one after another in one module graph (vite.config.ts,
// `isolate: false`): what one file changed in a module, the environment or a global, the next
// file would inherit. So no API test changes them; a test passes what differs as the app's config.
const SHARED_STATE_CHANGES =
  /\bvi\.(mock|doMock|stubEnv|stubGlobal|resetModules|useFakeTimers)\b|process\.env(\.\w+|\[[^\]]+\])\s*=(?!=)|delete process\.env\b/;

describe('the API suite, whose workers share their modules between test files', () => {
  it('has no test that mocks a module or changes the environment, a global or the clock', () => {
    const changing = [...readSources(root, 'tests')]
      .filter(([file, text]) => !file.startsWith('tests/architecture/') && SHARED_STATE_CHANGES.test(text))
      .map(([file]) => file);
    expect(changing).toEqual([]);
  });
});
