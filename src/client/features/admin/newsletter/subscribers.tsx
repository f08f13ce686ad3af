import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { formatShortDate } from '../../../../shared/dates';
import {
  SUBSCRIBER_STATUSES,
  type Subscriber,
  type SubscriberStatus,
  subscriberStatusLabel,
} from '../../../../shared/newsletter-admin';
import { DeleteButton } from '../card-actions';
import { FilterChips, FilteredList } from '../filtered-list';
import { badgeClass } from '../tab-states';
import { removeSubscriberMutation, subscribersCsv, subscribersQuery } from './api';

// The newsletter's subscribers, at the foot of the Members tab: a search by address (the server
// searches), a filter by status with its counts, the list as CSV, and Remove for an address whose
// owner asked staff to take it off (docs/admin.md).

export function NewsletterSubscribers() {
  const [status, setStatus] = useState<SubscriberStatus | undefined>();
  return (
    <FilteredList
      name="newsletter-subscribers"
      title="Newsletter Subscribers"
      description="Everyone who signed up for the newsletter, newest first"
      query={(search) => subscribersQuery({ search, status })}
      items={(page) => page.subscribers}
      csv={(search) => subscribersCsv({ search, status })}
      searchLabel="Search by e-mail"
      filters={(first) => (
        <FilterChips
          legend="Subscription status"
          every="All subscribers"
          options={SUBSCRIBER_STATUSES.map((id) => ({
            id,
            label: subscriberStatusLabel(id),
            count: first?.counts.byStatus[id],
          }))}
          total={first?.counts.total}
          chosen={status}
          onChoose={setStatus}
        />
      )}
      filtered={status !== undefined}
      loading="Loading subscribers..."
      noun={['subscriber', 'subscribers']}
      empty={{ none: 'No subscribers yet.', noMatch: 'No subscribers match this search.' }}
      listLabel="Newsletter subscribers"
    >
      {(subscriber) => <SubscriberCard subscriber={subscriber} />}
    </FilteredList>
  );
}

// Confirmed is the list the newsletter goes to; pending is dashed, like a member not confirmed yet.
const statusClass: Record<SubscriberStatus, string> = {
  confirmed: 'border-teal/40 bg-teal/10 text-teal',
  pending: 'border-dashed border-white/40 text-text',
};

function SubscriberCard({ subscriber }: { subscriber: Subscriber }) {
  const removing = useMutation(removeSubscriberMutation);
  const { email } = subscriber;
  return (
    <article className="flex h-full flex-col rounded-2xl border border-white/10 bg-surface p-5">
      {/* The address has the card's whole width: a long one breaks less. */}
      <h3 className="font-semibold break-all">{email}</h3>
      <p className="mt-2">
        <span className={`${badgeClass} ${statusClass[subscriber.status]}`}>
          {subscriberStatusLabel(subscriber.status)}
        </span>
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-4 text-sm">
        <div>
          <dt className="text-xs tracking-wide text-muted uppercase">Subscribed</dt>
          <dd className="mt-1">
            <time dateTime={subscriber.createdAt}>{formatShortDate(subscriber.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt className="text-xs tracking-wide text-muted uppercase">Confirmed</dt>
          <dd className="mt-1">
            {subscriber.confirmedAt ? (
              <time dateTime={subscriber.confirmedAt}>{formatShortDate(subscriber.confirmedAt)}</time>
            ) : (
              <span className="text-muted">Not yet</span>
            )}
          </dd>
        </div>
      </dl>
      <div className="mt-auto flex gap-2 pt-4">
        <DeleteButton
          name={email}
          verb="Remove"
          title="Remove this subscriber?"
          description={`${email} will get no more newsletters. They can sign up again at any time.`}
          confirmLabel="Remove Subscriber"
          busyLabel="Removing..."
          remove={() => removing.mutateAsync(subscriber.id)}
          done={['Subscriber removed', 'The address has been taken off the newsletter list']}
          failure="Failed to remove subscriber"
        />
      </div>
    </article>
  );
}
