import { CLUB_TIME_ZONE } from './constants';

// The club's clock. Every conversion between an instant and a Miami date or wall-clock time goes
// through this file, so a list, the calendar, a calendar file and an e-mail cannot disagree about
// when an event is. Twice a year Miami's wall clock is not a simple function of the instant:
// in March one hour is skipped (2:00 AM jumps to 3:00 AM) and in November one hour happens twice
// (1:00–1:59 AM, first in EDT, then in EST). The rules for those nights are written here once.

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const zoneParts = new Intl.DateTimeFormat('en-US', {
  timeZone: CLUB_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(at: Date): WallClock {
  const p = Object.fromEntries(zoneParts.formatToParts(at).map((part) => [part.type, Number(part.value)]));
  return { year: p.year, month: p.month, day: p.day, hour: p.hour, minute: p.minute, second: p.second };
}

/** Minutes Miami is ahead of UTC at an instant (-300 in winter, -240 in summer). */
export function miamiOffsetMinutes(at: Date): number {
  const w = wallClock(at);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - (at.getTime() - at.getMilliseconds())) / MINUTE_MS);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The Miami date (yyyy-mm-dd) and wall-clock time (HH:MM, 24 h) of an instant. */
export function miamiDateAndTime(at: Date | string): { date: string; time: string } {
  const w = wallClock(new Date(at));
  return { date: `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`, time: `${pad(w.hour)}:${pad(w.minute)}` };
}

/** The instant with Miami's own offset, e.g. 2026-11-01T01:30:00-04:00: exact, and readable as Miami time. */
export function miamiIsoString(at: Date | string): string {
  const instant = new Date(at);
  const w = wallClock(instant);
  const offset = miamiOffsetMinutes(instant);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * What a Miami date and wall-clock time denote:
 * - `exact`: one instant;
 * - `repeated`: the November hour that happens twice; `instant` is the first (EDT) occurrence and
 *   `later` the second (EST);
 * - `skipped`: the March hour that does not exist; nothing happens at that time in Miami;
 * - `invalid`: not a date and time at all (13th month, 25:00, 31 April...).
 */
export type MiamiWallTime =
  | { kind: 'exact'; instant: Date }
  | { kind: 'repeated'; instant: Date; later: Date }
  | { kind: 'skipped' }
  | { kind: 'invalid' };

export function resolveMiamiWallTime(day: string, time: string): MiamiWallTime {
  const dayMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const timeMatch = /^(\d{2}):(\d{2})$/.exec(time);
  if (!dayMatch || !timeMatch) return { kind: 'invalid' };
  const [y, m, d] = dayMatch.slice(1).map(Number);
  const [hh, mm] = timeMatch.slice(1).map(Number);
  if (y < 1000 || m < 1 || m > 12 || d < 1 || hh > 23 || mm > 59) return { kind: 'invalid' };
  const wall = new Date(0);
  wall.setUTCFullYear(y, m - 1, d);
  wall.setUTCHours(hh, mm, 0, 0);
  if (wall.getUTCDate() !== d) return { kind: 'invalid' }; // 31 April rolled over into May
  const wallMs = wall.getTime();
  // A wall time can only have the offsets in force around it; a day either side sees both sides
  // of any change, and each candidate counts only if Miami's clock really reads `wall` then.
  const offsets = new Set([-1, 1].map((side) => miamiOffsetMinutes(new Date(wallMs + side * DAY_MS))));
  const instants = [...offsets]
    .map((offset) => new Date(wallMs - offset * MINUTE_MS))
    .filter((candidate) => wallMs - candidate.getTime() === miamiOffsetMinutes(candidate) * MINUTE_MS)
    .sort((a, b) => a.getTime() - b.getTime());
  if (instants.length === 0) return { kind: 'skipped' };
  if (instants.length === 1) return { kind: 'exact', instant: instants[0] };
  return { kind: 'repeated', instant: instants[0], later: instants[1] };
}

/**
 * A Miami wall-clock time ("2026-12-05", "19:30") as an instant; in the repeated hour, the first
 * occurrence. Throws for a time that does not exist: callers that take a time from a person check
 * with resolveMiamiWallTime first and say what is wrong.
 */
export function miamiTimeToDate(day: string, time: string): Date {
  const resolved = resolveMiamiWallTime(day, time);
  if (resolved.kind === 'skipped' || resolved.kind === 'invalid') {
    throw new RangeError(`${day} ${time} is not a time that exists in Miami`);
  }
  return resolved.instant;
}

/** True in the hour that happens twice, where a wall-clock time alone does not say which one. */
export function isRepeatedMiamiHour(at: Date | string): boolean {
  const { date, time } = miamiDateAndTime(at);
  return resolveMiamiWallTime(date, time).kind === 'repeated';
}
