import { z } from 'zod';
import { pageSchema } from './admin-lists';
import { CONTACT_INTERESTS } from './constants';

/** A contact form submission, as GET /api/admin/contact-messages answers it (newest first). */
export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  interest: z.enum(CONTACT_INTERESTS).nullable(),
  message: z.string(),
  createdAt: z.iso.datetime(),
  /** When staff read it; null while unread. */
  readAt: z.iso.datetime().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** GET /api/admin/form-submissions: one page of the submissions found, and how many are unread in all. */
export const unreadCount = z.number().int().nonnegative();
export const contactMessagePageSchema = pageSchema(contactMessageSchema).extend({ unread: unreadCount });
export type ContactMessagePage = z.infer<typeof contactMessagePageSchema>;

/** PATCH /api/admin/contact-messages/:id: staff mark a message read or unread again. */
export const contactMessageChangeSchema = z.object({ read: z.boolean() }).strict();
export type ContactMessageChange = z.infer<typeof contactMessageChangeSchema>;
