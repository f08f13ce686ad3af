import { type Event, isPastEvent } from '../../../../shared/events';

/**
 * The events list as shown: a past event just saved stays in sight after the loaded ones while the
 * past ones are hidden (the server's upcoming list leaves it out).
 */
export function keepSavedPastEvent(
  items: Event[],
  saved: Event | undefined,
  showPast: boolean,
  now = Date.now(),
): Event[] {
  if (!saved || showPast || !isPastEvent(saved, now) || items.some((item) => item.id === saved.id))
    return items;
  return [...items, saved];
}
