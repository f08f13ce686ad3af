import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { INTEREST_LABELS } from '../../../shared/constants';
import type { contactSchema } from '../../../shared/contact';
import type { ContactMessage } from '../../../shared/contact-messages';
import { button, facts, note, quote, renderMail } from '../../adapters/mail/ui';
import { type Cell, miamiStamp } from '../../lists/csv';
import type { PagedList } from '../../lists/list-routes';
import * as repository from './repository';

type ContactInput = z.output<typeof contactSchema>;

/** Stores the message for the dashboard and, with it, the e-mail that tells the club (reply goes to the visitor). */
export async function receiveContactMessage(app: FastifyInstance, input: ContactInput): Promise<number> {
  return app.db.transaction(async (tx) => {
    const id = await repository.insertContactMessage(tx, {
      name: input.name,
      email: input.email,
      interest: input.interest,
      message: input.message,
    });
    const interest = input.interest ? INTEREST_LABELS[input.interest] : 'Not given';
    await app.mailer.send(
      {
        to: app.config.club.email,
        reason: 'club',
        headers: { 'Reply-To': input.email },
        ...renderMail({
          subject: `New message from ${input.name} (${interest})`,
          preheader: `${interest}. Reply to this e-mail to answer ${input.name}.`,
          heading: 'A message from the website',
          blocks: [
            facts([
              ['From', `${input.name} <${input.email}>`],
              ['Interest', interest],
            ]),
            // The visitor's own words: shown as typed, never made into links.
            quote(input.message),
            note('Reply to this e-mail to answer them.'),
            button(`${app.config.publicUrl}/admin/dashboard?tab=submissions`, 'All messages'),
          ],
        }),
      },
      tx,
    );
    return id;
  });
}

/** Contact form submissions, newest first, a page at a time (read only: the contact form writes them). */
export const contactMessageList = (app: FastifyInstance): PagedList<ContactMessage> => ({
  read: (search, cursor, limit) => repository.pageOfContactMessages(app.db, search, cursor, limit),
  count: (search) =>
    app.counts.get(['contact_messages'], `contact ${search ?? ''}`, () =>
      repository.countContactMessages(app.db, search),
    ),
});

/** How many submissions are unread, whatever the search. */
export const unreadContactMessages = (app: FastifyInstance) =>
  app.counts.get(['contact_messages'], 'contact unread', () => repository.countUnread(app.db));

/** Staff mark a submission read or unread; undefined when there is no such submission. */
export function markContactMessage(
  app: FastifyInstance,
  id: number,
  read: boolean,
): Promise<ContactMessage | undefined> {
  return repository.setContactMessageRead(app.db, id, read);
}

/** The submissions as a spreadsheet for staff. */
export const contactMessagesCsv = {
  fileName: 'form-submissions.csv',
  header: ['Name', 'Email', 'Interest', 'Sent (Miami)', 'Message'],
  row: (m: ContactMessage): Cell[] => [m.name, m.email, m.interest, miamiStamp(m.createdAt), m.message],
};
