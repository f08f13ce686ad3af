import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEdit, formatCardNumber, formatCvc, formatExpiry } from './card-format';

const digitCount = (value: string) => value.replace(/\D/g, '').length;

/** Typed one character at a time at the end, as a person on a phone does. */
const typeInto = (format: (value: string) => string, keys: string) =>
  [...keys].reduce((field, key) => applyEdit(format, field, field + key, field.length + 1).value, '');

describe('the card number as typed', () => {
  it('groups the digits in fours while typing, and reads pasted text with spaces or dashes', () => {
    expect(typeInto(formatCardNumber, '4242424242424242')).toBe('4242 4242 4242 4242');
    expect(typeInto(formatCardNumber, '42424')).toBe('4242 4');
    expect(formatCardNumber('4242 4242 4242 4242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber(' 4000-0000-0000-0002 ')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('4242 4242 4242 4242 4242')).toBe('4242 4242 4242 4242 424');
  });

  it('deletes the digit before a space with backspace, and keeps the caret after its digit', () => {
    // "4242 |4242": backspace removes the space the form added, so the 2 before it goes.
    expect(applyEdit(formatCardNumber, '4242 4242', '42424242', 4)).toEqual({ value: '4244 242', caret: 3 });
    // Forward delete at "4242| 4242" removes the 4 after the space.
    expect(applyEdit(formatCardNumber, '4242 4242', '42424242', 4, true)).toEqual({
      value: '4242 242',
      caret: 4,
    });
    // A digit typed in the middle: the caret stays after it.
    expect(applyEdit(formatCardNumber, '4242 4242', '42942 4242', 3)).toEqual({
      value: '4294 2424 2',
      caret: 3,
    });
  });
});

describe('the expiry as typed', () => {
  it('writes 1229 as 12 / 29, typed on a number pad with no slash', () => {
    expect(typeInto(formatExpiry, '1229')).toBe('12 / 29');
    expect(typeInto(formatExpiry, '12')).toBe('12');
    expect(typeInto(formatExpiry, '122')).toBe('12 / 2');
    expect(typeInto(formatExpiry, '122999')).toBe('12 / 29');
  });

  it('takes a slash the visitor types, and an autofilled four-digit year', () => {
    expect(typeInto(formatExpiry, '12/29')).toBe('12 / 29');
    expect(typeInto(formatExpiry, '1/29')).toBe('1 / 29');
    expect(formatExpiry('12/2029')).toBe('12 / 29');
    expect(formatExpiry('12 / 29')).toBe('12 / 29');
    expect(formatExpiry('12/')).toBe('12 /');
  });

  it('never gets stuck on the separator when deleting back', () => {
    let field = '12 / 29';
    const seen = [field];
    while (field) {
      field = applyEdit(formatExpiry, field, field.slice(0, -1), field.length - 1).value;
      seen.push(field);
    }
    expect(seen).toEqual(['12 / 29', '12 / 2', '12 /', '12', '1', '']);
    expect(applyEdit(formatExpiry, '12 /', '12 ', 3).value).toBe('12');
  });
});

describe('the security code as typed', () => {
  it('keeps at most four digits', () => {
    expect(typeInto(formatCvc, '12a345')).toBe('1234');
  });
});

describe('every card field formatter', () => {
  const formatters = { formatCardNumber, formatExpiry, formatCvc };
  const typed = fc.oneof(
    fc.string(),
    fc.stringMatching(/^[\d /-]{0,30}$/),
    fc
      .array(fc.constantFrom('0', '1', '2', '9', ' ', '/', '-', 'a'), { maxLength: 24 })
      .map((c) => c.join('')),
  );

  it.each(Object.entries(formatters))('%s is idempotent and never adds a digit', (_, format) => {
    fc.assert(
      fc.property(typed, (value) => {
        const once = format(value);
        expect(format(once)).toBe(once);
        expect(digitCount(once)).toBeLessThanOrEqual(digitCount(value));
      }),
      { numRuns: 500 },
    );
  });

  it.each(Object.entries(formatters))(
    '%s gives the same text typed key by key as pasted at once',
    (_, format) => {
      fc.assert(
        fc.property(fc.stringMatching(/^\d{0,24}$/), (digits) => {
          expect(typeInto(format, digits)).toBe(format(digits));
        }),
        { numRuns: 300 },
      );
    },
  );
});
