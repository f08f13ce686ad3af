import { z } from 'zod';
import { CONTACT_INTERESTS } from './constants';

/** A contact form submission, as GET /api/admin/contact-messages answers it (newest first). */
export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  interest: z.enum(CONTACT_INTERESTS).nullable(),
  message: z.string(),
  createdAt: z.iso.datetime(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactMessageListSchema = z.array(contactMessageSchema);
