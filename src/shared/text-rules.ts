// The text rules every field of every request follows, in one place (docs/input-rules.md);
// fields.ts turns them into the zod fields every schema uses:
// - no field holds a control character (C0, DEL, C1: the Unicode category Cc), NUL included: the
//   database refuses NUL, and the others reach e-mails, calendar files and logs;
// - a single-line field (a name, a title, a venue, a category, an e-mail address, a token) holds no
//   line break either, not even U+2028/U+2029: a visitor's name must not add lines to an e-mail;
// - a multi-line field (a description, a message) may hold tabs and line breaks; a CR LF or a
//   lone CR is kept as LF, the one line break the site stores;
// - no field holds half of a surrogate pair, which is no character at all;
// - no field holds a direction override or isolate (U+202A-U+202E, U+2066-U+2069): invisible,
//   they make text read otherwise than it is stored ("gpj.exe" shown as "exe.jpg"), in the
//   dashboard, an e-mail or a calendar;
// - a name or a title shows something: at least one letter, number, punctuation mark or symbol
//   once the characters that are never drawn (Unicode's Default_Ignorable_Code_Point: zero width
//   space, word joiner, soft hyphen, variation selectors, Hangul fillers...) and the blank
//   braille cell are set aside. Spaces, combining marks alone and unassigned code points show
//   nothing either.
// Leading and trailing white space, line breaks included, is trimmed where the field says so:
// spaces, tabs and line breaks, the white space people type or paste. Vertical tab and form feed
// are white space to JavaScript's trim() but control characters to these rules: they are never
// trimmed away, so a field that holds one is refused wherever it stands, its ends included.

const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_TAB_OR_LF = /[^\P{Cc}\t\n]/u;
const LINE_SEPARATOR = /[\u2028\u2029]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
const NEVER_DRAWN = /[\p{Default_Ignorable_Code_Point}\u2800]/gu;
const SHOWN = /[\p{L}\p{N}\p{P}\p{S}]/u;

const EDGE_WHITE_SPACE = /^[^\S\v\f]+|[^\S\v\f]+$/g;

/** The text without its leading and trailing white space (never a vertical tab or form feed). */
export function trimWhiteSpace(value: string): string {
  return value.replace(EDGE_WHITE_SPACE, '');
}

export function isSingleLineText(value: string): boolean {
  return !CONTROL.test(value) && !LINE_SEPARATOR.test(value) && !LONE_SURROGATE.test(value);
}

export function isMultiLineText(value: string): boolean {
  return !CONTROL_BUT_TAB_OR_LF.test(value) && !LONE_SURROGATE.test(value);
}

export function hasDirectionControl(value: string): boolean {
  return DIRECTION_CONTROL.test(value);
}

/** Whether the text shows anything: a letter, number, punctuation mark or symbol that is drawn. */
export function hasVisibleText(value: string): boolean {
  return SHOWN.test(value.replace(NEVER_DRAWN, ''));
}

/** A query parameter the page can use as one line of text, or null (missing, too long, or not text). */
export function textParam(value: string | null | undefined, maxLength: number): string | null {
  return value && value.length <= maxLength && isSingleLineText(value) && !hasDirectionControl(value)
    ? value
    : null;
}
