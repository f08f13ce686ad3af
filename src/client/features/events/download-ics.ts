import type { Event } from '../../../shared/events';

/** The name the event's calendar file is saved under: `title-fight-saturday.ics`. */
export function icsFileName(event: Pick<Event, 'title'>): string {
  return `${
    event.title
      .replace(/[^\w-]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'event'
  }.ics`;
}

/** Builds the event's .ics in the browser and downloads it; resolves with the file's name. The
 * calendar library loads on demand: no page pays for it until a visitor asks for the file. */
export async function downloadIcs(event: Event): Promise<string> {
  const { eventsToIcs } = await import('../../../shared/event-ics');
  const text = eventsToIcs([event], { siteUrl: window.location.origin });
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  const name = icsFileName(event);
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
