import { describe, expect, it } from 'vitest';
import { expectConsoleError } from '../setup/console-errors';

describe('a console error in a test', () => {
  it.fails('fails the test that logged it', () => {
    console.error('Something went wrong');
  });
  it('passes when the test expected it', () => {
    expectConsoleError(/went wrong/);
    console.error('Something %s wrong', 'went');
    expect(true).toBe(true);
  });
  it.fails('fails when an expected error never came', () => {
    expectConsoleError(/never logged/);
  });
});
