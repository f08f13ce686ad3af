// The bounds of GET /api/events' query, in a module that imports nothing: events-schema.ts checks a
// query against them and events.ts takes its types from events-schema.ts, so the two never import
// each other.

/** The most events one answer of GET /api/events holds: a list is paged, never the whole history. */
export const MAX_EVENTS_PER_ANSWER = 100;
/** The most days a range of GET /api/events covers: a month's calendar shows at most six weeks. */
export const MAX_EVENT_RANGE_DAYS = 42;
/** How deep a list can be paged (far beyond a club's history). */
export const MAX_EVENT_OFFSET = 100_000;
/** The longest search the events page takes; a longer one is ignored, as if none were given. */
export const EVENT_SEARCH_MAX_LENGTH = 100;
