import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readSources } from './import-boundaries';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('dialogs of the site and the dashboard', () => {
  it('all take their content from components/ui/dialog-content.tsx, so Escape closes them under a toast', () => {
    const direct = [...readSources(root, 'src/client')]
      .filter(([file, text]) => !file.endsWith('dialog-content.tsx') && /\bDialog\.Content\b/.test(text))
      .map(([file]) => file);
    expect(direct).toEqual([]);
  });
});
