import { mutationOptions } from '@tanstack/react-query';
import type { SubscriberFilters, SubscriberListAnswer } from '../../../../shared/newsletter-admin';
import { adminKeys } from '../admin-keys';
import { listPath, pagedQuery, remove } from '../admin-query';

// Staff's list of newsletter subscribers: searched and filtered on the server a page at a time,
// its CSV download, and removing an address.

/** Every search of the subscribers list: a removal refreshes them all. */
const subscriberLists = [...adminKeys.all, 'newsletter-subscribers'] as const;

const subscribersPath = '/api/admin/newsletter/subscribers';

/** Every subscriber, confirmed or pending, newest first, with the counts per status. */
export function subscribersQuery(filters: SubscriberFilters) {
  return pagedQuery<SubscriberListAnswer, readonly [...typeof subscriberLists, SubscriberFilters]>(
    [...subscriberLists, filters],
    (cursor) => listPath(subscribersPath, { ...filters, cursor }),
    'Failed to fetch newsletter subscribers',
  );
}

/** The subscribers a search and its filter find as CSV (every one without them), and its file name. */
export const subscribersCsv = (filters: SubscriberFilters) => ({
  path: listPath(`${subscribersPath}.csv`, { ...filters }),
  fileName: 'newsletter-subscribers.csv',
});

/** Takes an address off the list (by its id). */
export const removeSubscriberMutation = mutationOptions({
  mutationFn: (id: number) => remove(subscribersPath, id),
  onSuccess: (_answer, _id, _result, { client }) => client.invalidateQueries({ queryKey: subscriberLists }),
});
