// The card fields' text as the visitor types or pastes it. Each function takes whatever the field
// holds and answers it formatted: applying one twice changes nothing, and none adds a digit the
// visitor did not type (a phone's number pad has no "/" and no space, so the form adds them).

const CARD_DIGITS = 19;

const digitsIn = (value: string) => value.replace(/\D/g, '');

/** "4242424242424242" or "4242 4242-4242 4242" → "4242 4242 4242 4242": at most 19 digits, in fours. */
export function formatCardNumber(value: string): string {
  return digitsIn(value)
    .slice(0, CARD_DIGITS)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * "1229" → "12 / 29". The " / " comes once a third digit is typed, so deleting back over it never
 * gets stuck. A slash the visitor typed or pasted marks the month ("1/29" stays "1 / 29"), and a
 * four-digit year after it (a browser's autofill, "12/2029") is written with two.
 */
export function formatExpiry(value: string): string {
  const slashed = /^\D*(\d{1,2})\D*\/(.*)$/.exec(value);
  if (slashed) {
    const [, month = '', rest = ''] = slashed;
    const yearDigits = digitsIn(rest);
    const year = yearDigits.length === 4 ? yearDigits.slice(2) : yearDigits.slice(0, 2);
    return year ? `${month} / ${year}` : `${month} /`;
  }
  const digits = digitsIn(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** The security code: digits only, at most 4. */
export function formatCvc(value: string): string {
  return digitsIn(value).slice(0, 4);
}

/** How many digits come before `caret` in `value`. */
function digitsBefore(value: string, caret: number): number {
  return digitsIn(value.slice(0, caret)).length;
}

/** The index just after the `count`-th digit of `value` (0 for none). */
function afterDigit(value: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < value.length; i++) {
    if (/\d/.test(value.charAt(i)) && ++seen === count) return i + 1;
  }
  return value.length;
}

/**
 * One change to a formatted field: the field held `before`, now holds `typed` with the caret at
 * `caret`. Answers the formatted text and where the caret goes: after the same digit it followed,
 * or at the end when the visitor was typing at the end. Deleting only a separator inside the text
 * (" ", " / ") deletes the digit beside it (before it with backspace, after it with `forward`
 * delete), so deleting never stops at a space the form put there.
 */
export function applyEdit(
  format: (value: string) => string,
  before: string,
  typed: string,
  caret: number,
  forward = false,
): { value: string; caret: number } {
  let text = typed;
  let at = caret;
  const onlySeparator = typed.length < before.length && digitsIn(typed) === digitsIn(before);
  if (onlySeparator && at > 0 && at < typed.length) {
    const digits = digitsBefore(typed, at);
    // The digit to delete ends at `end`: the one before the caret, or the next one.
    const end = afterDigit(typed, forward ? digits + 1 : digits);
    if (end > 0 && end <= typed.length) {
      text = typed.slice(0, end - 1) + typed.slice(end);
      at = forward ? at : end - 1;
    }
  }
  const value = format(text);
  if (at >= text.length) return { value, caret: value.length };
  return { value, caret: afterDigit(value, digitsBefore(text, at)) };
}
