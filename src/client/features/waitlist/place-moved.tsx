import { useEffect, useState } from 'react';
import type { WaitlistEntryView } from '../../../shared/waitlist-schema';

// A place in line can move back: members are offered seats first (Inner Circle, then Premium
// Fan, then everyone, each in the order they joined), so a member who joins later goes ahead.
// The page says so, and when this browser saw a better place before, says that it moved.

const KEY = 'mesc-waitlist-places';

function seenPlaces(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function keepPlace(code: string, place: number): void {
  try {
    const places = seenPlaces();
    places[code] = place;
    // Only the latest few entries are kept.
    const codes = Object.keys(places);
    for (const old of codes.slice(0, Math.max(0, codes.length - 20))) delete places[old];
    window.localStorage.setItem(KEY, JSON.stringify(places));
  } catch {
    // Storage refused: the general reason still shows.
  }
}

export const MEMBERS_FIRST = 'Members are offered seats first';

/** Why the place is what it is, and how it moved since this browser last saw it. */
export function PlaceMoved({ entry }: { entry: WaitlistEntryView }) {
  const [before, setBefore] = useState<number | null>(null);
  const place = entry.place;
  useEffect(() => {
    if (place == null) return;
    const seen = seenPlaces()[entry.code];
    setBefore(typeof seen === 'number' && seen < place ? seen : null);
    keepPlace(entry.code, place);
  }, [entry.code, place]);
  // Inner Circle places never move back: nobody ranks ahead of them.
  if (place == null || entry.priority === 'inner_circle') return null;
  return (
    <p className="text-sm text-muted">
      {before != null ? `Your place moved from #${before} to #${place}. ` : ''}
      {MEMBERS_FIRST}
      {entry.priority === 'premium'
        ? ': Inner Circle members who join go ahead of you.'
        : ': members who join go ahead of you, then everyone else in the order they joined.'}
    </p>
  );
}
