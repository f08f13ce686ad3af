// Text as an RFC 5545 calendar file may carry it. A calendar file is a list of CRLF-separated
// "NAME:value" lines, so a raw line break, or a character a parser may take for one, in an event's
// title would end the property and let the rest of the title write properties or whole events of
// its own. Every text that goes into a file is cleaned here first, whatever the database holds
// (rows written before the forms refused such characters included).

/** Line breaks in any spelling: CRLF, lone CR, NEL and the Unicode line and paragraph separators. */
const LINE_BREAKS = /\r\n|[\r\u0085\u2028\u2029]/g;
/**
 * What RFC 5545 forbids in a TEXT value (CONTROL: U+0000-0008, U+000A-001F, U+007F), less the
 * line feed, which is written escaped as \n, plus the C1 controls U+0080-009F, which some
 * parsers and mail gateways treat as line breaks.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
/** A UTF-16 half of a character without its other half: it has no UTF-8 form at all. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The text a calendar shows: line breaks as \n, tabs kept, other control characters removed, and
 * a lone surrogate replaced by U+FFFD (what a UTF-8 encoder would write for it anyway).
 */
export function cleanCalendarText(text: string): string {
  return text.replace(LINE_BREAKS, '\n').replace(CONTROLS, '').replace(LONE_SURROGATE, '\uFFFD');
}

/** A cleaned text as a TEXT value: backslash, semicolon, comma and line feed escaped. */
export function escapeIcsText(text: string): string {
  return cleanCalendarText(text)
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\n/g, '\\n');
}

const MAX_LINE_OCTETS = 75;

function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

/**
 * One content line folded into lines of at most 75 octets of UTF-8 (continuation lines start
 * with a space, which counts), breaking only between characters so no UTF-8 sequence is split.
 */
export function foldIcsLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0) ?? 0);
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

/**
 * A whole calendar file refolded by octets. The `ics` library folds by characters, so a line of
 * accented or emoji text can reach 300 octets; unfolding its output and folding again is exact
 * because, once cleaned, no value holds a CR or LF of its own.
 */
export function refoldIcs(text: string): string {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  return lines.map((line) => (line === '' ? line : foldIcsLine(line))).join('\r\n');
}
