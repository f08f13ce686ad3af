// The To: of an e-mail: "Ana Díaz <ana@example.com>", or the bare address when the name could not
// be carried safely. The name is handed to nodemailer apart from the address, which writes it as
// an atom, a quoted string or RFC 2047 encoded words (UTF-8), so no name can end the header or add
// one. What it cannot make safe is refused here first (docs/search-and-mail-filters.md).

/** A name longer than this (in characters) is no one's display name: the bare address goes. */
export const MAX_DISPLAY_NAME = 100;

/**
 * Characters no display name may hold: controls (CR, LF, tab, NUL, DEL, the C1 set), line and
 * paragraph separators, lone surrogates, private-use characters, the byte-order mark, and the
 * direction overrides and isolates, which can make an address read as another.
 */
const UNSAFE = /[\p{Cc}\p{Zl}\p{Zp}\p{Cs}\p{Co}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/u;

/**
 * The display name a message may carry for a recipient: the name in Unicode NFC with its ends
 * trimmed and runs of spaces made one, or undefined when there is none or it cannot be carried
 * safely. "=?" is refused too: such a name would read as encoded words to some mail apps and as
 * itself to others.
 */
export function displayName(name: string | null | undefined): string | undefined {
  if (!name) return undefined;
  if (UNSAFE.test(name)) return undefined;
  const clean = name.normalize('NFC').trim().replace(/ {2,}/g, ' ');
  if (!clean || [...clean].length > MAX_DISPLAY_NAME || clean.includes('=?')) return undefined;
  return clean;
}

/** The recipient as nodemailer takes it: name and address apart, or the address alone. */
export function mailRecipient(
  address: string,
  name: string | null | undefined,
): string | { name: string; address: string } {
  const shown = displayName(name);
  return shown ? { name: shown, address } : address;
}
