// The club's business constants, shared by the server, the client and the seed.

export const CLUB_TIME_ZONE = 'America/New_York';

/**
 * The colours an event category may have: tokens of the club's palette (DESIGN.md) on which the
 * badge's dark text reads well (at least 5.8:1), in the order the dashboard offers them. The
 * database holds one of these words (a CHECK on event_categories); the browser turns it into the
 * token's classes. White is the neutral one, for a category without a colour of its own.
 */
export const EVENT_CATEGORY_COLORS = [
  'pink',
  'red',
  'gold',
  'teal',
  'cyan',
  'blue',
  'purple',
  'white',
] as const;
export type EventCategoryColor = (typeof EVENT_CATEGORY_COLORS)[number];
/** How the dashboard names each colour (its swatches' accessible names). */
export const EVENT_CATEGORY_COLOR_NAMES: Record<EventCategoryColor, string> = {
  pink: 'Pink',
  red: 'Red',
  gold: 'Gold',
  teal: 'Teal',
  cyan: 'Cyan',
  blue: 'Blue',
  purple: 'Purple',
  white: 'White',
};
/** The first chip of the events page: every category. */
export const ALL_EVENTS = 'All Events';
/** The longest category an event may have (and a `?category=` filter may ask for). */
export const EVENT_CATEGORY_MAX_LENGTH = 40;

export const STORE_CATEGORIES = ['Apparel', 'Accessories', 'Drinkware', 'Collectibles'] as const;
export type StoreCategory = (typeof STORE_CATEGORIES)[number];

export const TIER_IDS = ['free', 'premium', 'inner_circle'] as const;
export type TierId = (typeof TIER_IDS)[number];

export const TIER_LABELS: Record<TierId, string> = {
  free: 'Free Member',
  premium: 'Premium Fan',
  inner_circle: 'Inner Circle',
};

export const TIER_PRICE_CENTS: Record<TierId, number> = {
  free: 0,
  premium: 2000,
  inner_circle: 5000,
};

// Who may come to an event of a tier (docs/members.md, "Tier rules"); members.ts re-exports these.

/** Tiers in rising order: an event's membershipRequired is a minimum. */
const TIER_RANK: Record<TierId, number> = { free: 0, premium: 1, inner_circle: 2 };
export const tierAllows = (held: TierId, required: TierId) => TIER_RANK[held] >= TIER_RANK[required];

/** Who may come to an event of this tier, in a sentence. */
export function tierNeededText(required: TierId): string {
  return required === 'inner_circle'
    ? 'This event is for Inner Circle members.'
    : `This event is for ${TIER_LABELS.premium} and ${TIER_LABELS.inner_circle} members.`;
}

export const CONTACT_INTERESTS = ['membership', 'events', 'sponsorship', 'general'] as const;
export const INTEREST_LABELS: Record<(typeof CONTACT_INTERESTS)[number], string> = {
  membership: 'Membership',
  events: 'Events',
  sponsorship: 'Sponsorship',
  general: 'General',
};

/** The newsletter popup's seen flag in localStorage: set, the popup never shows again. */
export const NEWSLETTER_SEEN_KEY = 'newsletterPopupSeen';

export const NEWS_REFRESH_MS = 900_000;
export const NEWSLETTER_POPUP_DELAY_MS = 10_000;
export const REMINDER_DIALOG_MS = 2_000;
export const MAX_UPLOAD_BYTES = 10_485_760;
