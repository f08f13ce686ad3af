import { z } from 'zod';
import { TIER_IDS } from './constants';
import { blankToNull, isInClubYears, nameLine, singleLine, yearRangeMessage } from './fields';
import { assetUrlSchema } from './uploads-schema';

/** A wall-of-fame member as the API answers it; joinedDate is yyyy-mm-dd. */
export const wallOfFameMemberSchema = z.object({
  id: z.int(),
  name: z.string(),
  membershipTier: z.enum(TIER_IDS),
  joinedDate: z.iso.date(),
  /** A photo (an upload or an http(s) address); null: the initials stand in. */
  photoUrl: z.string().nullable(),
  /** One line on why the member is on the wall ("Twenty years of Heat season tickets"). */
  citation: z.string().nullable(),
});
export type WallOfFameMember = z.infer<typeof wallOfFameMemberSchema>;

/** GET /api/wall-of-fame: every member, longest-standing first. */
export const wallOfFameListSchema = z.array(wallOfFameMemberSchema);

/** A real calendar date: "2025-02-30" is not one. */
function isCalendarDate(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** POST and PUT /api/admin/wall-of-fame. joinedDate may be a date or an ISO date-time;
 * it is kept as the date written in it (yyyy-mm-dd), with no zone shift. */
export const wallOfFameInputSchema = z.object({
  name: nameLine('Name').min(1, 'Name is required').max(120, 'Name is too long'),
  membershipTier: z.enum(TIER_IDS, 'Choose a tier').default('free'),
  joinedDate: z
    .string('Joined date is required')
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'Joined date is required')
    .transform((value) => value.slice(0, 10))
    .refine(isCalendarDate, 'Joined date is not a real date')
    .refine(isInClubYears, yearRangeMessage('Joined date')),
  photoUrl: z.preprocess(blankToNull, assetUrlSchema.nullable().default(null)),
  citation: z.preprocess(
    blankToNull,
    singleLine('Why they are here')
      .max(140, 'Keep it to one short line (140 characters)')
      .nullable()
      .default(null),
  ),
});
export type WallOfFameInput = z.input<typeof wallOfFameInputSchema>;
