import { type Event, isPastEvent } from '../../../shared/events';

/**
 * Upcoming events soonest first; with the past ones shown, they follow, the latest first (so the
 * list never opens on years-old events).
 */
export function arrangeEvents(
  events: readonly Event[],
  showPast: boolean,
  now = Date.now(),
  /** A past event just saved stays listed (after the upcoming ones) even with the past ones hidden. */
  keep: number | null = null,
): Event[] {
  const at = (event: Event) => Date.parse(event.date);
  const upcoming = events
    .filter((event) => !isPastEvent(event, now))
    .sort((a, b) => at(a) - at(b) || a.id - b.id);
  const past = events
    .filter((event) => isPastEvent(event, now) && (showPast || event.id === keep))
    .sort((a, b) => at(b) - at(a) || b.id - a.id);
  return [...upcoming, ...past];
}
