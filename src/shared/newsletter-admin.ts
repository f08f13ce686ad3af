import { z } from 'zod';
import { listSearch, pageParams } from './admin-lists';

// Staff's list of newsletter subscribers, at the foot of the dashboard's Members tab
// (docs/admin.md): GET /api/admin/newsletter/subscribers, its CSV, and removing one.

/** Confirmed: the link mailed to the address was used. Pending: the sign-up waits for that. */
export const SUBSCRIBER_STATUSES = ['confirmed', 'pending'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/**
 * The list's filters. The search is text like any other field (docs/input-rules.md): one line,
 * trimmed, no control characters; it finds an address containing it, whatever the letter case,
 * `%`, `_` and `\` included as themselves. Empty means every subscriber.
 */
export const subscriberListQuerySchema = z.object({
  search: listSearch,
  status: z.enum(SUBSCRIBER_STATUSES, { error: 'Status must be confirmed or pending' }).optional(),
  ...pageParams,
});
export type SubscriberListQuery = z.infer<typeof subscriberListQuerySchema>;
/** The search and the filter alone (the CSV's and the counts' part of the query). */
export type SubscriberFilters = Pick<SubscriberListQuery, 'search' | 'status'>;

/** One subscriber as staff see it: the address, its status, when it signed up and when it confirmed. */
export const subscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  /** When the address signed up (the subscribed date). */
  createdAt: z.iso.datetime(),
  /** Null while pending. */
  confirmedAt: z.iso.datetime().nullable(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

const countOf = z.number().int().nonnegative();

/** How many subscribers the search finds with each status (the status filter aside). */
export const subscriberCountsSchema = z.object({
  byStatus: z.object({ confirmed: countOf, pending: countOf }),
  total: countOf,
});
export type SubscriberCounts = z.infer<typeof subscriberCountsSchema>;

/**
 * GET /api/admin/newsletter/subscribers: one page of the subscribers found, newest first; how
 * many the search and filter find (`total`); the counts; and where the next page starts (null on
 * the last).
 */
export const subscriberListAnswerSchema = z.object({
  subscribers: z.array(subscriberSchema),
  total: countOf,
  counts: subscriberCountsSchema,
  nextCursor: z.string().nullable(),
});
export type SubscriberListAnswer = z.infer<typeof subscriberListAnswerSchema>;

const STATUS_LABELS: Record<SubscriberStatus, string> = {
  confirmed: 'Confirmed',
  pending: 'Pending confirmation',
};

/** How the dashboard and its CSV name a subscriber's status. */
export const subscriberStatusLabel = (status: SubscriberStatus): string => STATUS_LABELS[status];

/** The answer of a removal (DELETE /api/admin/newsletter/subscribers/:id). */
export const SUBSCRIBER_REMOVED = 'Subscriber removed';
export const SUBSCRIBER_NOT_FOUND = 'Subscriber not found';
