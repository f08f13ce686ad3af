import type { IcsOptions } from '../../shared/event-ics';
import type { Event } from '../../shared/events';

/**
 * The calendar file of some events (shared/event-ics.ts), its library loaded on first use: a start
 * does not pay for it (about a tenth of a second) until someone asks for a calendar.
 */
export async function eventsIcs(events: Event[], options: IcsOptions): Promise<string> {
  const { eventsToIcs } = await import('../../shared/event-ics');
  return eventsToIcs(events, options);
}
