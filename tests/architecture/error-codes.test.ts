import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_ERRORS,
  ERROR_CODES,
  MAIL_ERRORS,
  MEMBERSHIP_ERRORS,
  REQUEST_ERRORS,
  SEAT_ERRORS,
  SIGN_IN_ERRORS,
  TICKET_ERRORS,
  WAITLIST_ERRORS,
} from '../../src/shared/error-codes';
import { readSources } from './import-boundaries';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// Client code tells one failure from another by its code (`hasCode`, `error.code`), never by the
// words of its message: messages are for people and get reworded (docs/architecture.md "Errors").
const MESSAGE_TEXT_CHECKS: { what: string; pattern: RegExp }[] = [
  { what: 'an error message compared', pattern: /\b\w*(?:error|err)\??\.message\s*[!=]==?/i },
  { what: 'compared to an error message', pattern: /[!=]==?\s*[\w.?]*(?:error|err)\??\.message\b/i },
  {
    what: 'a message searched',
    pattern: /\.message\??\.(?:includes|startsWith|endsWith|match|matchAll|search|indexOf|localeCompare)\(/,
  },
  {
    what: 'a pattern run on an error message',
    pattern: /\.(?:test|exec)\([\w.?]*(?:error|err)\??\.message\)/i,
  },
  {
    what: 'a shared text compared',
    pattern: /[!=]==?\s*\w*_TEXTS\.|\b\w*_TEXTS\.\w+(?:\([^)]*\))?\s*[!=]==?/,
  },
];

/**
 * Message reads that are not a comparison. Each says why; the test fails on an entry that no
 * longer matches, so the list only shrinks.
 */
const allowed: { file: string; line: string; reason: string }[] = [
  {
    file: 'src/client/lib/use-zod-form.ts',
    line: '/^Invalid request: ([\\s\\S]*)$/.exec(error.message)',
    reason: 'reads the fields an invalid_request (checked by its code first) lists, to show them on the form',
  },
];

function findMessageChecks(sources: Map<string, string>) {
  const found: { file: string; line: string; what: string }[] = [];
  for (const [file, source] of sources) {
    if (/\.test\.tsx?$/.test(file)) continue;
    for (const line of source.split('\n')) {
      const code = line.replace(/\/\/.*$/, '').trim();
      const check = MESSAGE_TEXT_CHECKS.find(({ pattern }) => pattern.test(code));
      if (check) found.push({ file, line: code, what: check.what });
    }
  }
  return found;
}

const isAllowed = (hit: { file: string; line: string }) =>
  allowed.some((entry) => entry.file === hit.file && hit.line.includes(entry.line));

describe('client code and error messages', () => {
  const hits = findMessageChecks(readSources(root, 'src/client'));

  it('never compares or searches the text of an error message: it compares the code', () => {
    const broken = hits
      .filter((hit) => !isAllowed(hit))
      .map((hit) => `${hit.file}: ${hit.what}: ${hit.line}`);
    expect(broken).toEqual([]);
  });

  it('keeps no allow-list entry for a line that is gone', () => {
    const stale = allowed.filter((entry) => !hits.some((hit) => isAllowed(hit) && hit.file === entry.file));
    expect(stale).toEqual([]);
  });

  it('the checks find the ways a message text is compared', () => {
    const caught = [
      "if (error.message === 'Event Full') return;",
      'error.message !== WAITLIST_TEXTS.noSeatFree',
      "if ('Event not found' === err.message) {}",
      "error.message.includes('full')",
      'failure?.message.startsWith(prefix)',
      'error.message.match(/full/)',
      '/Event Full/.test(error.message)',
      'const same = WAITLIST_TEXTS.noSeatFree === text;',
      'text === TICKET_TEXTS.notEnoughSeats(0)',
    ];
    const sources = new Map(caught.map((line, i) => [`src/client/x${i}.ts`, line]));
    expect(findMessageChecks(sources).map((hit) => hit.line)).toEqual(caught);
    const fine = [
      "if (hasCode(error, 'no_seat_free')) return;",
      'const text = error instanceof ApiError ? error.message : fallback;',
      'setFailure(error.message);',
      'message.message.length > 200',
      "// error.message === 'Event Full' in a comment",
    ];
    const fineSources = new Map(fine.map((line, i) => [`src/client/y${i}.ts`, line]));
    expect(findMessageChecks(fineSources)).toEqual([]);
  });
});

describe('the error codes', () => {
  it('are lower_snake words, each declared once', () => {
    const declared = [
      ...REQUEST_ERRORS,
      ...SIGN_IN_ERRORS,
      ...SEAT_ERRORS,
      ...WAITLIST_ERRORS,
      ...TICKET_ERRORS,
      ...MEMBERSHIP_ERRORS,
      ...CONTENT_ERRORS,
      ...MAIL_ERRORS,
    ];
    for (const code of declared) expect(code).toMatch(/^[a-z]+(?:_[a-z]+)*$/);
    expect(declared.filter((code, i) => declared.indexOf(code) !== i)).toEqual([]);
    expect(ERROR_CODES).toHaveLength(declared.length);
  });

  it('are all listed in docs/architecture.md', () => {
    const docs = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
    const section = docs.slice(
      docs.indexOf('## Errors'),
      docs.indexOf('\n## ', docs.indexOf('## Errors') + 1),
    );
    const listed = [...section.matchAll(/`([a-z]+(?:_[a-z]+)+|[a-z]+)`/g)].map((m) => m[1]);
    const documented = new Set(listed.filter((word) => (ERROR_CODES as readonly string[]).includes(word)));
    expect(ERROR_CODES.filter((code) => !documented.has(code))).toEqual([]);
  });
});
