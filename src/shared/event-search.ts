import { EVENT_SEARCH_MAX_LENGTH } from './event-limits';
import type { Event } from './events';
import { textParam } from './text-rules';

/** The longest search the events page takes; a longer one is ignored, as if none were given. */
export { EVENT_SEARCH_MAX_LENGTH };

/**
 * The events page's search (`?q=`) as the page reads it: one line of text, as typed (the search
 * box shows it back), or null when there is none or it breaks the text rules.
 */
export function eventSearchParam(value: string | null | undefined): string | null {
  return textParam(value, EVENT_SEARCH_MAX_LENGTH);
}

/** Lower case without accents, so "cafe" finds "Café" and "NBA" finds "nba". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en-US');
}

/** A search's words as they are looked for: lower case, without accents; none for blank text. */
export function searchWords(search: string | null | undefined): string[] {
  return search ? fold(search).split(/\s+/).filter(Boolean) : [];
}

/**
 * Whether an event matches a search: every word of the search appears in its title, description
 * or venue (in any order, any case, with or without accents). A search of only spaces matches all.
 */
export function matchesEventSearch(
  event: Pick<Event, 'title' | 'description' | 'venue'>,
  search: string | null,
): boolean {
  const words = searchWords(search);
  if (words.length === 0) return true;
  const haystack = fold(`${event.title}\n${event.description}\n${event.venue ?? ''}`);
  return words.every((word) => haystack.includes(word));
}
