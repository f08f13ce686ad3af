import { describe, expect, it } from 'vitest';
import { entryCodeFromHash } from './entry-code';

const code = '0123456789abcdef0123456789abcdef';

describe("the entry page's code, from the address's fragment", () => {
  it('reads the code of an e-mail link', () => {
    expect(entryCodeFromHash(`#${code}`)).toEqual({ kind: 'code', code });
  });

  it('forgives capitals and spaces a mail program or a hand may add', () => {
    expect(entryCodeFromHash(`#  ${code.toUpperCase()} `)).toEqual({ kind: 'code', code });
  });

  it('tells a bare /waitlist from a code cut short or mistyped', () => {
    expect(entryCodeFromHash('')).toEqual({ kind: 'none' });
    expect(entryCodeFromHash('#')).toEqual({ kind: 'none' });
    expect(entryCodeFromHash('#   ')).toEqual({ kind: 'none' });
    expect(entryCodeFromHash('#0123abc')).toEqual({ kind: 'malformed' });
    expect(entryCodeFromHash(`#${code}x`)).toEqual({ kind: 'malformed' });
    expect(entryCodeFromHash(`#${code}/../admin`)).toEqual({ kind: 'malformed' });
    expect(entryCodeFromHash(`#${'a'.repeat(65)}`)).toEqual({ kind: 'malformed' });
  });
});
