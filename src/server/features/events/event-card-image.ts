import { createHash } from 'node:crypto';
import type { EventCategoryColor } from '../../../shared/constants';
import { formatEventWhen } from '../../../shared/dates';
import type { Event } from '../../../shared/events';
import { LruMap } from '../../cache/lru';

// The picture a shared link shows for an event that has none of its own: a 1200 × 630 card in the
// club's look (the size Open Graph and Twitter's large card ask for), drawn from the event's own
// facts. Made once per version of those facts and kept (a few hundred at most).

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

const kept = new LruMap<string, Promise<Buffer>>(200);

/** What the card shows; a change of any of it is a new card (and a new address, by its version). */
function cardFacts(event: Event) {
  return {
    title: event.title,
    category: event.category,
    categoryColor: event.categoryColor,
    when: formatEventWhen(event),
    venue: event.venue?.trim() || 'Miami',
  };
}

/** A short hash of the card's facts: the `v` of its address, so a changed event is a new picture. */
export function cardVersion(event: Event): string {
  return createHash('sha256')
    .update(JSON.stringify(cardFacts(event)))
    .digest('base64url')
    .slice(0, 10);
}

/** The card as a PNG. */
export function eventCardPng(event: Event): Promise<Buffer> {
  const key = `${event.id}:${cardVersion(event)}`;
  let png = kept.get(key);
  if (!png) {
    // sharp (and libvips) load with the first card drawn, not at start (as uploads do).
    png = import('sharp').then(({ default: sharp }) =>
      sharp(Buffer.from(cardSvg(event)))
        .png({ compressionLevel: 9 })
        .toBuffer(),
    );
    png.catch(() => kept.delete(key));
    kept.set(key, png);
  }
  return png;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`).replace(/[\p{Cc}\p{Cs}]/gu, '');

/** Words into lines of at most `width` characters (a longer word is cut), at most `max` lines. */
export function wrapWords(text: string, width: number, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const pieces = word.length > width ? (word.match(new RegExp(`.{1,${width}}`, 'gsu')) ?? []) : [word];
    for (const piece of pieces) {
      if (!line) line = piece;
      else if (line.length + 1 + piece.length <= width) line = `${line} ${piece}`;
      else {
        lines.push(line);
        line = piece;
      }
    }
  }
  if (line) lines.push(line);
  if (lines.length <= max) return lines;
  const shown = lines.slice(0, max);
  shown[max - 1] = `${shown[max - 1]?.slice(0, width - 1)}…`;
  return shown;
}

/**
 * The palette's colours as the stylesheet's theme defines them (`src/client/styles.css`; a unit
 * test holds the two together): a category's name on the card is in the colour staff gave it.
 */
export const CATEGORY_HEX: Record<EventCategoryColor, string> = {
  pink: '#ff2d95',
  red: '#ff4d5e',
  gold: '#ffd23f',
  teal: '#00f5c4',
  cyan: '#00e5ff',
  blue: '#2f8bff',
  purple: '#b46bff',
  white: '#ffffff',
};

const FONT = "'DejaVu Sans Condensed', 'DejaVu Sans', 'Liberation Sans Narrow', Arial, sans-serif";

/** The card's SVG, before it becomes a PNG. */
export function cardSvg(event: Event): string {
  const facts = cardFacts(event);
  const title = wrapWords(facts.title.toUpperCase(), 19, 3);
  const titleSize = title.length > 2 ? 76 : 88;
  const titleTop = 250 - (title.length - 1) * (titleSize / 2);
  const titleLines = title
    .map((line, i) => `<tspan x="80" y="${titleTop + i * (titleSize + 8)}">${escapeXml(line)}</tspan>`)
    .join('');
  const category = escapeXml(facts.category.toUpperCase().slice(0, 30));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
<defs>
<linearGradient id="edge" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff2d95"/><stop offset="1" stop-color="#00e5ff"/></linearGradient>
<radialGradient id="glow" cx="0.85" cy="0.1" r="0.7"><stop offset="0" stop-color="#ff2d95" stop-opacity="0.35"/><stop offset="1" stop-color="#07070c" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="#07070c"/>
<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#glow)"/>
<rect x="24" y="24" width="${CARD_WIDTH - 48}" height="${CARD_HEIGHT - 48}" rx="28" fill="none" stroke="url(#edge)" stroke-width="4"/>
<text x="80" y="120" font-family="${FONT}" font-size="30" font-weight="700" letter-spacing="3" fill="${CATEGORY_HEX[facts.categoryColor] ?? CATEGORY_HEX.white}">${category}</text>
<text font-family="${FONT}" font-size="${titleSize}" font-weight="700" fill="#f5f5fa">${titleLines}</text>
<text x="80" y="480" font-family="${FONT}" font-size="36" fill="#ffd23f">${escapeXml(facts.when)}</text>
<text x="80" y="535" font-family="${FONT}" font-size="32" fill="#a1a1b5">${escapeXml(facts.venue.slice(0, 60))}</text>
<text x="${CARD_WIDTH - 80}" y="535" text-anchor="end" font-family="${FONT}" font-size="56" font-weight="700" letter-spacing="6" fill="#ff2d95">MESC</text>
</svg>`;
}
