import type { EventCategoryColor } from '../../../shared/constants';

// A category's colour as staff chose it (a palette word, docs/events.md "Categories"), as the
// classes of its badge and of its dot. Text on a fill is dark, whatever the colour (DESIGN.md).
// Each class is written out whole, so the stylesheet's build finds it in this file.

const badges: Record<EventCategoryColor, string> = {
  pink: 'bg-pink text-bg',
  red: 'bg-red text-bg',
  gold: 'bg-gold text-bg',
  teal: 'bg-teal text-bg',
  cyan: 'bg-cyan text-bg',
  blue: 'bg-blue text-bg',
  purple: 'bg-purple text-bg',
  white: 'bg-white/90 text-bg',
};

/** A category badge's fill and text, by the category's colour. */
export function categoryStyle(color: EventCategoryColor): string {
  return badges[color] ?? badges.white;
}

const dots: Record<EventCategoryColor, string> = {
  pink: 'bg-pink',
  red: 'bg-red',
  gold: 'bg-gold',
  teal: 'bg-teal',
  cyan: 'bg-cyan',
  blue: 'bg-blue',
  purple: 'bg-purple',
  white: 'bg-white',
};

/** A category's dot (the calendar's days, the chips), by the category's colour. */
export function categoryDot(color: EventCategoryColor): string {
  return dots[color] ?? dots.white;
}
