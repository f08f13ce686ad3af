import type { ContactMessage } from '../../../shared/contact-messages';
import type { PaidMember } from '../../../shared/membership';
import { adminListQuery } from './admin-request';

// Read-only lists the payment flow and the contact form fill (spec §2: Members, Form Submissions).
export const paidMembersQuery = adminListQuery<PaidMember[]>(
  '/api/admin/paid-members',
  'Failed to fetch paid members',
);
export const contactMessagesQuery = adminListQuery<ContactMessage[]>(
  '/api/admin/contact-messages',
  'Failed to fetch contact messages',
);
