import type { PitchDeck, Sponsor } from './sponsors-schema';

// The types only: their schemas are in sponsors-schema.ts, which the public pages do not download.
export type { PitchDeck, Sponsor };

/**
 * Whether a stored website may become a link: only http(s) addresses. Anything else (a
 * "javascript:" URL, a typo with no scheme) would be unsafe or broken, so the logo shows unlinked.
 */
export function isWebUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** "3", " 3 ", "3.7" -> 3; anything else (or nothing) -> 0: the order is a whole number, default 0. */
export function parseDisplayOrder(text: string): number {
  const value = Number.parseInt(text.trim(), 10);
  return Number.isFinite(value) ? value : 0;
}
