import type { Event } from '../../../shared/events';

/** Builds the event's .ics in the browser and downloads it. The calendar library loads on demand:
 * no page pays for it until a visitor asks for the file. */
export async function downloadIcs(event: Event): Promise<void> {
  const { eventsToIcs } = await import('../../../shared/event-ics');
  const text = eventsToIcs([event], { siteUrl: window.location.origin });
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${
    event.title
      .replace(/[^\w-]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'event'
  }.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
