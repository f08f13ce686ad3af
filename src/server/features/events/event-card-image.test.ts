import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EVENT_CATEGORY_COLORS } from '../../../shared/constants';
import { anEvent } from '../../../shared/event-fixture';
import type { Event } from '../../../shared/events';
import { CATEGORY_HEX, cardSvg, cardVersion } from './event-card-image';

// The picture a shared link shows for an event without its own: the category's name is drawn in
// the colour staff gave the category, as its badge is on the site.

const event = (overrides: Partial<Event> = {}): Event =>
  anEvent({
    title: 'Inter Miami Watch Party',
    category: 'Soccer',
    categoryColor: 'blue',
    date: '2026-12-18T00:30:00.000Z',
    venue: 'MESC Clubhouse, Brickell',
    ...overrides,
  });

const theme = readFileSync(new URL('../../../client/styles.css', import.meta.url), 'utf8');

describe("an event's share card", () => {
  it("draws the category's name in the category's own colour", () => {
    for (const color of EVENT_CATEGORY_COLORS) {
      const svg = cardSvg(event({ categoryColor: color }));
      expect(svg).toMatch(new RegExp(`fill="${CATEGORY_HEX[color]}">SOCCER</text>`));
    }
  });

  it('is a new picture (a new address) when staff recolour the category', () => {
    expect(cardVersion(event({ categoryColor: 'blue' }))).not.toBe(
      cardVersion(event({ categoryColor: 'pink' })),
    );
  });

  it("uses the theme's own colours, white being the neutral one", () => {
    for (const color of EVENT_CATEGORY_COLORS) {
      if (color === 'white') continue;
      expect(theme, color).toContain(`--color-${color}: ${CATEGORY_HEX[color]};`);
    }
    expect(CATEGORY_HEX.white).toBe('#ffffff');
  });
});
