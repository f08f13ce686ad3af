import { z } from 'zod';
import { emailAddress, personName } from './fields';

// Kept apart from events.ts so pages that only show events do not download zod: the RSVP form
// loads this module when the visitor submits.

export const eventListQuerySchema = z.object({
  category: z.string().trim().max(40).optional(),
});

/** The RSVP form and request body; `userId` (spec §7) is accepted and ignored: visitors have no accounts. */
export const rsvpSchema = z.object({
  name: personName,
  email: emailAddress,
  userId: z.unknown().optional(),
});
