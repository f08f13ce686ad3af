/**
 * What the entry page's address fragment holds: nothing (a bare /waitlist), an entry's code, or
 * something that cannot be one (a link cut short or mistyped), which the page answers as an
 * unknown code without asking the server.
 */
export type EntryCodeInHash = { kind: 'none' } | { kind: 'code'; code: string } | { kind: 'malformed' };

/** The entry's code of /waitlist#<code> (codes are 32 hex digits; any case, surrounding spaces forgiven). */
export function entryCodeFromHash(hash: string): EntryCodeInHash {
  const text = hash.replace(/^#/, '').trim().toLowerCase();
  if (text === '') return { kind: 'none' };
  return /^[0-9a-f]{16,64}$/.test(text) ? { kind: 'code', code: text } : { kind: 'malformed' };
}
