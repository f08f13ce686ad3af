import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EVENT_CATEGORY_COLORS, type EventCategoryColor } from '../../../shared/constants';
import { categoryDot, categoryStyle } from './category-style';

// A category's colour is data (staff choose it); the browser turns it into the palette's classes.

const theme = readFileSync(new URL('../../styles.css', import.meta.url), 'utf8');
/** A token's colour in the stylesheet's theme; white is Tailwind's own (the badge is white at 90%). */
const hex = (token: string) =>
  token === 'white' ? '#ffffff' : (new RegExp(`--color-${token}: (#[0-9a-f]{6});`).exec(theme)?.[1] ?? '');

/** WCAG 2 contrast of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(color.slice(i, i + 2), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

describe('event category colours', () => {
  it('give every colour of the palette a fill with dark text, and a dot', () => {
    for (const color of EVENT_CATEGORY_COLORS) {
      expect(categoryStyle(color)).toMatch(new RegExp(`^bg-${color}(/90)? text-bg$`));
      expect(categoryDot(color)).toBe(`bg-${color}`);
    }
  });

  it('are tokens of the theme on which the badge’s dark text passes AA', () => {
    for (const color of EVENT_CATEGORY_COLORS) {
      expect(hex(color), color).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrast(hex(color), hex('bg')), color).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('fall back to white for a colour this page does not know (an older page, a newer server)', () => {
    expect(categoryStyle('orange' as EventCategoryColor)).toBe('bg-white/90 text-bg');
    expect(categoryDot('orange' as EventCategoryColor)).toBe('bg-white');
  });
});
