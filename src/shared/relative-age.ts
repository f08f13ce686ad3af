// Kept apart from news.ts so the browser bundle takes this function without news.ts's zod schema.

const HOUR_MS = 3_600_000;

/**
 * The age a news card shows: under an hour "Just now", then whole hours floored,
 * "1 hour ago" or "N hours ago". Ages count in hours only, so a day-old item reads "26 hours ago".
 */
export function relativeAge(publishedAt: string, now: number = Date.now()): string {
  const hours = Math.floor((now - Date.parse(publishedAt)) / HOUR_MS);
  // A clock a little ahead of ours (or an unreadable date) is news that has just arrived.
  if (!(hours >= 1)) return 'Just now';
  return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
}
