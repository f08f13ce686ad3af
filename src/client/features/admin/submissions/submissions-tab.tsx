import { useMutation } from '@tanstack/react-query';
import { ChevronDown, Mail, MailOpen } from 'lucide-react';
import { useId, useState } from 'react';
import type { ContactMessage, ContactMessagePage } from '../../../../shared/contact-messages';
import { formatAdminDateTime } from '../../../../shared/dates';
import { ListTab } from '../admin-list-tab';
import { reportFailure } from '../form-feedback';
import { cardActionClass } from '../tab-states';
import { contactMessagesQuery, markSubmissionMutation, submissionsCsv } from './api';

const interestLabels: Record<string, string> = {
  membership: 'Membership',
  events: 'Events',
  sponsorship: 'Sponsorship',
  general: 'General',
};

/**
 * Contact form submissions, newest first, a page at a time (searched on the server by name,
 * e-mail, text or interest): unread ones stand out until opened or marked read.
 */
export function SubmissionsTab() {
  return (
    <ListTab
      name="submissions"
      title="Form Submissions"
      description="Messages sent from the Contact page, newest first; unread ones stand out."
      csv={submissionsCsv}
      paged={{ query: contactMessagesQuery, items: (page: ContactMessagePage) => page.items }}
      loading="Loading submissions..."
      empty="No form submissions yet."
      search={{
        label: 'Search submissions',
        noun: 'submissions',
      }}
    >
      {(items) => (
        <ul aria-label="Form submissions" className="grid gap-4 lg:grid-cols-2">
          {items.map((message) => (
            <li key={message.id}>
              <Submission message={message} />
            </li>
          ))}
        </ul>
      )}
    </ListTab>
  );
}

/** A message this long or longer opens to be read in full; a shorter one shows whole. */
const PREVIEW_CHARACTERS = 180;

function Submission({ message }: { message: ContactMessage }) {
  const mark = useMutation(markSubmissionMutation);
  const [open, setOpen] = useState(false);
  const textId = useId();
  const unread = message.readAt == null;
  const long = message.message.length > PREVIEW_CHARACTERS || message.message.split('\n').length > 3;
  const setRead = (read: boolean) =>
    mark.mutate(
      { id: message.id, read },
      { onError: (error) => reportFailure(error, 'Failed to update the message') },
    );
  return (
    <article
      aria-label={`${unread ? 'Unread message' : 'Message'} from ${message.name}`}
      className={`h-full rounded-2xl border bg-surface p-5 ${unread ? 'border-pink/60 shadow-glow-pink' : 'border-white/10'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className={`text-lg ${unread ? 'font-bold' : 'font-semibold'}`}>{message.name}</h3>
          <a
            href={`mailto:${message.email}`}
            className="inline-flex items-center gap-1.5 text-sm break-all text-cyan hover:underline"
          >
            <Mail size={14} aria-hidden className="shrink-0" />
            {message.email}
          </a>
        </div>
        <div className="flex flex-wrap gap-2">
          {unread && (
            <span className="rounded-full bg-pink px-2.5 py-0.5 text-xs font-bold text-bg">Unread</span>
          )}
          {message.interest && (
            <span className="rounded-full border border-pink/50 px-2.5 py-0.5 text-xs font-semibold text-pink">
              {interestLabels[message.interest] ?? message.interest}
            </span>
          )}
        </div>
      </div>
      <p className="mt-1 text-xs text-muted">
        <time dateTime={message.createdAt}>{formatAdminDateTime(message.createdAt)}</time>
      </p>
      <p
        id={textId}
        className={`mt-3 text-sm leading-relaxed whitespace-pre-line ${long && !open ? 'line-clamp-3' : ''}`}
      >
        {message.message}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        {long && (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={textId}
            onClick={() => {
              // Opening a message is reading it.
              if (!open && unread) setRead(true);
              setOpen(!open);
            }}
            className={cardActionClass}
          >
            <ChevronDown size={16} aria-hidden className={open ? 'rotate-180' : ''} />
            {open ? 'Show less' : 'Read whole message'}
          </button>
        )}
        <button type="button" onClick={() => setRead(unread)} className={cardActionClass}>
          {unread ? <MailOpen size={16} aria-hidden /> : <Mail size={16} aria-hidden />}
          {unread ? 'Mark as read' : 'Mark as unread'}
          <span className="sr-only"> ({message.name})</span>
        </button>
      </div>
    </article>
  );
}
