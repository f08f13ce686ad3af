import type { CONTACT_INTERESTS } from './constants';

/** A contact form submission (spec §3), as GET /api/admin/contact-messages answers it. */
export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  interest: (typeof CONTACT_INTERESTS)[number] | null;
  message: string;
  createdAt: string;
}
