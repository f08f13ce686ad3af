import { z } from 'zod';
import { nameLine } from './fields';
import { assetUrlSchema, webUrlSchema } from './uploads-schema';

// The dashboard's sponsor forms and the admin API validate with these, and the API's answers are
// checked against them; kept apart from sponsors.ts so the pages that show sponsors do not
// download a validation library.

/** A sponsor as the API answers it: a sponsor without a website has no websiteUrl at all. */
export const sponsorSchema = z.object({
  id: z.int(),
  name: z.string(),
  logoUrl: z.string(),
  websiteUrl: z.string().optional(),
  displayOrder: z.int(),
  isActive: z.boolean(),
});
export type Sponsor = z.infer<typeof sponsorSchema>;

/** GET /api/sponsors (the active ones) and GET /api/admin/sponsors (all of them). */
export const sponsorListSchema = z.array(sponsorSchema);

/** The sponsor pitch deck. */
export const pitchDeckSchema = z.object({ fileName: z.string(), fileUrl: z.string() });
export type PitchDeck = z.infer<typeof pitchDeckSchema>;

/** GET /api/pitch-deck: the current deck, or null until one is uploaded. */
export const currentPitchDeckSchema = pitchDeckSchema.nullable();

/** POST and PUT /api/admin/sponsors: names and URLs trimmed, an empty website omitted. */
export const sponsorInputSchema = z.object({
  name: nameLine('Name').min(1, 'Name is required').max(120, 'Name is too long'),
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

/** POST /api/admin/pitch-deck: the new deck replaces the current one. */
export const pitchDeckInputSchema = z.object({
  fileName: nameLine('File name').min(1, 'File name is required').max(200, 'File name is too long'),
  fileUrl: assetUrlSchema,
});
export type PitchDeckInput = z.input<typeof pitchDeckInputSchema>;
