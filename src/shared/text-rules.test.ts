import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { directionControl, invisibleCharacter } from '../../tests/security/hostile-input';
import {
  hasDirectionControl,
  hasVisibleText,
  isMultiLineText,
  isSingleLineText,
  textParam,
  trimWhiteSpace,
} from './text-rules';

// The rules of text the site takes (docs/input-rules.md): what shows nothing, and what turns text
// around.

describe('text that shows something', () => {
  it.each([
    'Ana',
    'José Díaz',
    '李小龍',
    'محمد\u200F',
    '김민준',
    'क्\u200Dष',
    '👍🏽',
    "O'Brien",
    '#1',
    '…',
    'Ana\u200B',
  ])('is %j', (name) => {
    expect(hasVisibleText(name)).toBe(true);
  });

  it('is never made of invisible characters alone, however many and in any order', () => {
    fc.assert(
      fc.property(fc.array(invisibleCharacter, { minLength: 1, maxLength: 12 }), (characters) => {
        expect(hasVisibleText(characters.join('')), JSON.stringify(characters)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('is any visible letter, number or symbol among invisible characters', () => {
    const shown = fc
      .integer({ min: 0x21, max: 0x10ffff })
      .filter((code) => code < 0xd800 || code > 0xdfff)
      .map((code) => String.fromCodePoint(code))
      .filter(
        (char) =>
          /[\p{L}\p{N}\p{P}\p{S}]/u.test(char) && !/[\p{Default_Ignorable_Code_Point}\u2800]/u.test(char),
      );
    fc.assert(
      fc.property(fc.array(invisibleCharacter, { maxLength: 5 }), shown, fc.nat(), (around, char, at) => {
        const cut = at % (around.length + 1);
        const text = [...around.slice(0, cut), char, ...around.slice(cut)].join('');
        expect(hasVisibleText(text), JSON.stringify(text)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('text that turns itself around', () => {
  it('is found wherever a direction override or isolate stands', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        directionControl,
        fc.string({ unit: 'binary' }),
        (a, c, b) => {
          expect(hasDirectionControl(a + c + b)).toBe(true);
          expect(textParam(a + c + b, 1000)).toBeNull();
        },
      ),
    );
  });

  it('is not text with the marks right-to-left writing uses', () => {
    expect(hasDirectionControl('محمد\u200F Ana\u200E \u061C')).toBe(false);
  });
});

describe('white space around a field', () => {
  it('is trimmed when it is spaces, tabs or line breaks, and the text between is kept as sent', () => {
    const white = fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u2028', '\u3000', '\ufeff');
    fc.assert(
      fc.property(fc.array(white), fc.string({ unit: 'binary' }), fc.array(white), (before, text, after) => {
        const inner = text.trim();
        expect(trimWhiteSpace(before.join('') + inner + after.join(''))).toBe(inner);
      }),
    );
  });

  it('never takes away a vertical tab or form feed, so the rules refuse it at either end', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        fc.constantFrom('\v', '\f'),
        fc.boolean(),
        (text, control, atStart) => {
          const value = atStart ? control + text : text + control;
          expect(trimWhiteSpace(value)).toContain(control);
          expect(isMultiLineText(trimWhiteSpace(value))).toBe(false);
          expect(isSingleLineText(trimWhiteSpace(value))).toBe(false);
        },
      ),
    );
  });
});
