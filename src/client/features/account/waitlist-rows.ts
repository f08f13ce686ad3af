import type { WaitlistEntryView } from '../../../shared/waitlist-schema';

export const isActiveEntry = (entry: Pick<WaitlistEntryView, 'status'>) =>
  entry.status === 'waiting' || entry.status === 'offered';

/**
 * The entries the member area lists: every active one, and the finished ones of events still
 * ahead (what became of an offer this week is worth seeing; a past night's is history). The
 * server's order is kept (offers first, then places in line, then the rest).
 */
export function shownWaitlistEntries<
  T extends Pick<WaitlistEntryView, 'status'> & { event: { date: string } },
>(entries: readonly T[], now: number): T[] {
  return entries.filter((entry) => isActiveEntry(entry) || Date.parse(entry.event.date) > now);
}
