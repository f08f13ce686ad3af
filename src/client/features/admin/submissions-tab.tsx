import { Mail } from 'lucide-react';
import { formatAdminDateTime } from '../../../shared/dates';
import { ListTab } from './admin-list-tab';
import { contactMessagesQuery, csvDownloads } from './api';

const interestLabels: Record<string, string> = {
  membership: 'Membership',
  events: 'Events',
  sponsorship: 'Sponsorship',
  general: 'General',
};

/** Contact form submissions, newest first, read only. */
export function SubmissionsTab() {
  return (
    <ListTab
      name="submissions"
      title="Form Submissions"
      description="Messages sent from the Contact page, newest first."
      csv={csvDownloads.submissions}
      query={contactMessagesQuery}
      loading="Loading submissions..."
      empty="No form submissions yet."
    >
      {(items) => (
        <ul aria-label="Form submissions" className="grid gap-4 lg:grid-cols-2">
          {items.map((message) => (
            <li key={message.id}>
              <article className="h-full rounded-2xl border border-white/10 bg-surface p-5">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h3 className="text-lg font-semibold">{message.name}</h3>
                    <a
                      href={`mailto:${message.email}`}
                      className="inline-flex items-center gap-1.5 text-sm break-all text-cyan hover:underline"
                    >
                      <Mail size={14} aria-hidden className="shrink-0" />
                      {message.email}
                    </a>
                  </div>
                  {message.interest && (
                    <span className="rounded-full border border-pink/50 px-2.5 py-0.5 text-xs font-semibold text-pink">
                      {interestLabels[message.interest] ?? message.interest}
                    </span>
                  )}
                </div>
                <p className="mt-1 text-xs text-muted">
                  <time dateTime={message.createdAt}>{formatAdminDateTime(message.createdAt)}</time>
                </p>
                <p className="mt-3 text-sm leading-relaxed whitespace-pre-line">{message.message}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </ListTab>
  );
}
