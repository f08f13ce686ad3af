import type { FastifyInstance } from 'fastify';
import {
  type SubscriberFilters,
  type SubscriberListAnswer,
  type SubscriberListQuery,
  subscriberStatusLabel,
} from '../../../shared/newsletter-admin';
import { csvText, miamiStamp } from '../../lists/csv';
import { everyItem } from '../../lists/paging';
import * as repository from './repository';

// Staff's side of the newsletter (the foot of the dashboard's Members tab): every subscriber,
// confirmed or pending, searched by address, as a list and as CSV, and removing one.

/** One page of the subscribers the search and filter find, newest first, with the counts the search gives. */
export async function listSubscribers(
  app: FastifyInstance,
  query: SubscriberListQuery,
): Promise<SubscriberListAnswer> {
  const { cursor, limit, ...filters } = query;
  // The list is short beside the members: it is counted on each request (no kept count).
  const [page, counts] = await Promise.all([
    repository.pageOfSubscribers(app.db, filters, cursor, limit),
    repository.countSubscribers(app.db, filters.search),
  ]);
  const total = filters.status ? counts.byStatus[filters.status] : counts.total;
  return { subscribers: page.items, total, counts, nextCursor: page.nextCursor };
}

/** The same subscribers as a spreadsheet, read a batch at a time; with no search or filter, every one. */
export function subscribersCsv(app: FastifyInstance, filters: SubscriberFilters): AsyncGenerator<string> {
  return csvText(
    ['Email', 'Status', 'Subscribed (Miami)', 'Confirmed (Miami)'],
    everyItem((cursor, limit) => repository.pageOfSubscribers(app.db, filters, cursor, limit)),
    (subscriber) => [
      subscriber.email,
      subscriberStatusLabel(subscriber.status),
      miamiStamp(subscriber.createdAt),
      subscriber.confirmedAt && miamiStamp(subscriber.confirmedAt),
    ],
  );
}

/**
 * Staff take an address off the list (its owner asked them, by phone or in person): it gets no
 * more newsletters and may sign up again. False when there was no such subscriber.
 */
export function removeSubscriber(app: FastifyInstance, id: number): Promise<boolean> {
  return repository.deleteSubscriberById(app.db, id);
}
