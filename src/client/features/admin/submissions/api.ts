import { mutationOptions } from '@tanstack/react-query';
import type { ContactMessage, ContactMessagePage } from '../../../../shared/contact-messages';
import { adminKeys } from '../admin-keys';
import { listPath, type Pages, pagedQuery } from '../admin-query';
import { adminJson } from '../admin-request';

// The form submissions (the contact form's messages): the list, searched on the server a page at a
// time, a message marked read or unread, and the CSV download.

/** The contact form's messages, newest first, and how many are unread. */
export function contactMessagesQuery(search?: string) {
  return pagedQuery<ContactMessagePage, ReturnType<typeof adminKeys.submissions>>(
    adminKeys.submissions(search),
    (cursor) => listPath('/api/admin/form-submissions', { search, cursor }),
    'Failed to fetch contact messages',
  );
}

/** The CSV download of the submissions: where the file comes from, and the name it is saved under. */
export const submissionsCsv = { path: '/api/admin/contact-messages.csv', fileName: 'form-submissions.csv' };

/** Staff mark a form submission read (or opened it) or unread again; the list and its count follow. */
export const markSubmissionMutation = mutationOptions({
  mutationFn: ({ id, read }: { id: number; read: boolean }) =>
    adminJson<ContactMessage>('PATCH', `/api/admin/contact-messages/${id}`, { read }),
  // The list shows the change at once; the server's answer then confirms it. A fetch of the list
  // already under way is cancelled first: it may have left before the change reached the server,
  // and landing after it would show the old state, so the next press would undo the change.
  onMutate: async ({ id, read }, { client }) => {
    await client.cancelQueries({ queryKey: adminKeys.submissionLists() });
    client.setQueriesData<Pages<ContactMessagePage>>(
      { queryKey: adminKeys.submissionLists() },
      (data) => data && { ...data, pages: data.pages.map((page) => markedOnPage(page, id, read)) },
    );
  },
  onSettled: (_answer, _error, _change, _result, { client }) =>
    client.invalidateQueries({ queryKey: adminKeys.submissionLists() }),
});

/** A page of submissions with one marked read or unread, and the unread count following. */
function markedOnPage(page: ContactMessagePage, id: number, read: boolean): ContactMessagePage {
  const before = page.items.find((m) => m.id === id);
  const changed = before !== undefined && (before.readAt === null) === read;
  return {
    ...page,
    unread: changed ? page.unread + (read ? -1 : 1) : page.unread,
    items: page.items.map((m) =>
      m.id === id ? { ...m, readAt: read ? (m.readAt ?? new Date().toISOString()) : null } : m,
    ),
  };
}
