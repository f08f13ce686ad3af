import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventIdOfSegment, eventPath, eventSlug } from './events';

const anyTitle = fc.string({ unit: 'grapheme', maxLength: 300 });
const anyText = fc.string({ unit: 'binary', maxLength: 300 });
const anyId = fc.integer({ min: 1, max: 2_147_483_647 });

describe('an event page address', () => {
  it('reads the title as plain words', () => {
    expect(eventPath({ id: 12, title: 'UFC 310: Fight Night!' })).toBe('/events/12-ufc-310-fight-night');
    expect(eventPath({ id: 3, title: 'Dominó & Café — Noche' })).toBe('/events/3-domino-cafe-noche');
    expect(eventPath({ id: 7, title: '🏈🏀' })).toBe('/events/7');
  });

  it('is always a safe path that leads back to its event, whatever the title', () => {
    fc.assert(
      fc.property(anyId, fc.oneof(anyTitle, anyText), (id, title) => {
        const path = eventPath({ id, title });
        expect(path).toMatch(/^\/events\/[0-9]+(-[a-z0-9]+(-[a-z0-9]+)*)?$/);
        expect(eventSlug(title).length).toBeLessThanOrEqual(60);
        expect(eventIdOfSegment(path.slice('/events/'.length))).toBe(id);
      }),
    );
  });

  it('reads the id of a stale or mistyped address, and finds none in a segment that is no id', () => {
    expect(eventIdOfSegment('12-Old-Name')).toBe(12);
    expect(eventIdOfSegment('12')).toBe(12);
    for (const segment of ['', '0', '012-x', 'x-12', '12_x', '12x', '12-x/y', '99999999999', '2147483648']) {
      expect(eventIdOfSegment(segment)).toBeNull();
    }
    fc.assert(
      fc.property(anyText, (segment) => {
        const id = eventIdOfSegment(segment);
        if (id !== null) expect(segment.startsWith(String(id))).toBe(true);
      }),
    );
  });
});
