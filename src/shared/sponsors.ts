import { z } from 'zod';
import { assetUrlSchema, webUrlSchema } from './uploads';

/** A sponsor as the API answers it (spec §3). */
export interface Sponsor {
  id: number;
  name: string;
  logoUrl: string;
  websiteUrl?: string;
  displayOrder: number;
  isActive: boolean;
}

/** The sponsor pitch deck (spec §3); GET /api/pitch-deck answers null until one is uploaded. */
export interface PitchDeck {
  fileName: string;
  fileUrl: string;
}

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

/** POST and PUT /api/admin/sponsors (spec §5, §7): names and URLs trimmed, an empty website omitted. */
export const sponsorInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120, 'Name is too long'),
  logoUrl: assetUrlSchema,
  websiteUrl: z.preprocess(
    (value) => (value == null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    webUrlSchema.optional(),
  ),
  displayOrder: z
    .number('Display order must be a whole number')
    .int('Display order must be a whole number')
    .min(-1_000_000)
    .max(1_000_000)
    .default(0),
  isActive: z.boolean().default(true),
});
export type SponsorInput = z.input<typeof sponsorInputSchema>;

/** "3", " 3 ", "3.7" -> 3; anything else (or nothing) -> 0 (spec §5: a whole number, default 0). */
export function parseDisplayOrder(text: string): number {
  const value = Number.parseInt(text.trim(), 10);
  return Number.isFinite(value) ? value : 0;
}

/** POST /api/admin/pitch-deck (spec §7). */
export const pitchDeckInputSchema = z.object({
  fileName: z.string().trim().min(1, 'File name is required').max(200, 'File name is too long'),
  fileUrl: assetUrlSchema,
});
export type PitchDeckInput = z.input<typeof pitchDeckInputSchema>;
