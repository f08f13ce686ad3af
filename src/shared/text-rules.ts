// The text rules every field of every request follows, in one place (docs/input-rules.md);
// fields.ts turns them into the zod fields every schema uses:
// - no field holds a control character (C0, DEL, C1: the Unicode category Cc), NUL included: the
//   database refuses NUL, and the others reach e-mails, calendar files and logs;
// - a single-line field (a name, a title, a venue, a category, an e-mail address, a token) holds no
//   line break either, not even U+2028/U+2029: a visitor's name must not add lines to an e-mail;
// - a multi-line field (a description, a message) may hold tabs and line breaks; a CR LF or a
//   lone CR is kept as LF, the one line break the site stores;
// - no field holds half of a surrogate pair, which is no character at all.
// Leading and trailing white space, line breaks included, is trimmed where the field says so.

const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_TAB_OR_LF = /[^\P{Cc}\t\n]/u;
const LINE_SEPARATOR = /[\u2028\u2029]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isSingleLineText(value: string): boolean {
  return !CONTROL.test(value) && !LINE_SEPARATOR.test(value) && !LONE_SURROGATE.test(value);
}

export function isMultiLineText(value: string): boolean {
  return !CONTROL_BUT_TAB_OR_LF.test(value) && !LONE_SURROGATE.test(value);
}

/** A query parameter the page can use as one line of text, or null (missing, too long, or not text). */
export function textParam(value: string | null | undefined, maxLength: number): string | null {
  return value && value.length <= maxLength && isSingleLineText(value) ? value : null;
}
