import { z } from 'zod';
import { singleLine } from './fields';
import { assetUrlSchema, webUrlSchema } from './uploads-schema';

// The dashboard's sponsor forms and the admin API validate with these; kept apart from
// sponsors.ts so the pages that show sponsors do not download a validation library.

/** POST and PUT /api/admin/sponsors (spec §5, §7): names and URLs trimmed, an empty website omitted. */
export const sponsorInputSchema = z.object({
  name: singleLine('Name').min(1, 'Name is required').max(120, 'Name is too long'),
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

/** POST /api/admin/pitch-deck (spec §7). */
export const pitchDeckInputSchema = z.object({
  fileName: singleLine('File name').min(1, 'File name is required').max(200, 'File name is too long'),
  fileUrl: assetUrlSchema,
});
export type PitchDeckInput = z.input<typeof pitchDeckInputSchema>;
