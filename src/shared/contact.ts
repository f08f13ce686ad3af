import { z } from 'zod';
import { CONTACT_INTERESTS } from './constants';
import { emailAddress, multiLine, personName, singleLine } from './fields';

/** A visitor's contact message: the form and POST /api/contact check it with this one schema. */
export const contactSchema = z.object({
  name: personName,
  email: emailAddress,
  // The form's "Select an interest" option sends an empty string: no interest given.
  interest: z
    .union([z.enum(CONTACT_INTERESTS), z.literal(''), z.null()])
    .optional()
    .transform((value) => value || null),
  message: multiLine('Message')
    .min(1, 'Please write a message')
    .max(5000, 'Message is too long (5000 characters at most)'),
  /** A field people never see: only bots fill it in. */
  website: singleLine('Website').max(500).optional(),
});
export type ContactInput = z.input<typeof contactSchema>;
