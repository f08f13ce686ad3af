import { describe, expect, it } from 'vitest';
import { EVENT_SEARCH_MAX_LENGTH, eventSearchParam, matchesEventSearch } from './event-search';

const event = {
  title: 'Heat vs. Celtics Watch Party',
  description: 'Giant screens and the Café de Olla bar.',
  venue: 'Wynwood Clubhouse',
};

describe('the events search', () => {
  it('finds an event by words of its title, description or venue, in any order and case', () => {
    expect(matchesEventSearch(event, 'heat')).toBe(true);
    expect(matchesEventSearch(event, 'CELTICS watch')).toBe(true);
    expect(matchesEventSearch(event, 'wynwood party')).toBe(true);
    expect(matchesEventSearch(event, 'screens')).toBe(true);
  });

  it('needs every word to appear', () => {
    expect(matchesEventSearch(event, 'heat lakers')).toBe(false);
    expect(matchesEventSearch(event, 'poker')).toBe(false);
  });

  it('finds words with or without their accents', () => {
    expect(matchesEventSearch(event, 'cafe')).toBe(true);
    expect(matchesEventSearch({ ...event, description: 'Cafe bar' }, 'café')).toBe(true);
  });

  it('shows every event for no search or a search of spaces, and reads an event without venue', () => {
    expect(matchesEventSearch(event, null)).toBe(true);
    expect(matchesEventSearch(event, '   ')).toBe(true);
    expect(matchesEventSearch({ ...event, venue: null }, 'wynwood')).toBe(false);
  });

  it('takes a search as typed, and ignores one that is too long or not one line of text', () => {
    expect(eventSearchParam(' heat ')).toBe(' heat ');
    expect(eventSearchParam('')).toBeNull();
    expect(eventSearchParam(null)).toBeNull();
    expect(eventSearchParam('x'.repeat(EVENT_SEARCH_MAX_LENGTH))).toBe('x'.repeat(EVENT_SEARCH_MAX_LENGTH));
    expect(eventSearchParam('x'.repeat(EVENT_SEARCH_MAX_LENGTH + 1))).toBeNull();
    expect(eventSearchParam('heat\u0000')).toBeNull();
    expect(eventSearchParam('heat\nlakers')).toBeNull();
  });
});
