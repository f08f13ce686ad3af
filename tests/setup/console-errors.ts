import { format } from 'node:util';
import { afterAll, afterEach, beforeEach } from 'vitest';

// Set up for every Vitest project (vite.config.ts): a test that logs a console error fails, as the
// end-to-end tests fail on a console error in the page. A hydration mismatch, a React warning or a
// swallowed exception shows up there first. A test that provokes an error on purpose says so with
// expectConsoleError(pattern); the error must then appear. The failure shows each message.

let logged: string[] = [];
let expected: RegExp[] = [];
let outsideTests: string[] = [];
let inTest = false;

console.error = (...args: unknown[]) => {
  const message = format(...args);
  if (inTest) logged.push(message);
  else outsideTests.push(message);
};

/** The current test logs a console error matching `pattern` (at least once); it fails otherwise. */
export function expectConsoleError(pattern: RegExp) {
  if (!inTest) throw new Error('expectConsoleError belongs inside a test');
  expected.push(pattern);
}

beforeEach(() => {
  inTest = true;
  logged = [];
  expected = [];
});

afterEach(() => {
  inTest = false;
  const unexpected = logged.filter((message) => !expected.some((pattern) => pattern.test(message)));
  const missing = expected.filter((pattern) => !logged.some((message) => pattern.test(message)));
  const problems = [
    ...unexpected.map((message) => `console.error: ${message}`),
    ...missing.map((pattern) => `expected a console error matching ${pattern}, none was logged`),
  ];
  if (problems.length > 0) throw new Error(problems.join('\n'));
});

afterAll(() => {
  // Errors logged by a file's beforeAll or afterAll hooks, or between its tests.
  const messages = outsideTests;
  outsideTests = [];
  if (messages.length > 0) {
    throw new Error(messages.map((message) => `console.error outside a test: ${message}`).join('\n'));
  }
});
