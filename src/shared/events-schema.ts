import { z } from 'zod';

// Kept apart from events.ts so pages that only show events do not download zod: the RSVP form
// loads this module when the visitor submits.

export const eventListQuerySchema = z.object({
  category: z.string().trim().max(40).optional(),
});

/** The RSVP form and request body; `userId` (spec §7) is accepted and ignored: visitors have no accounts. */
export const rsvpSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name').max(100, 'Name is too long'),
  email: z
    .string()
    .trim()
    .max(254, 'E-mail is too long')
    .pipe(z.email('Please enter a valid e-mail address')),
  userId: z.unknown().optional(),
});
