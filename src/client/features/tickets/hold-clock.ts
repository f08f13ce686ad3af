import { HOLD_MINUTES } from '../../../shared/tickets';

// The countdown of the seats held while a buyer pays. The server says when the hold ends; this
// browser's clock may be off, so a deadline that does not fit a hold just started is measured
// from when the answer arrived instead.

const HOLD_MS = HOLD_MINUTES * 60_000;
/** More apart than this, the two clocks are taken to disagree. */
const CLOCK_TOLERANCE_MS = 60_000;

/** The moment (this browser's clock) the hold of an order started just now runs out. */
export function holdDeadline(holdExpiresAt: string, receivedAt: number): number {
  const expires = Date.parse(holdExpiresAt);
  const left = expires - receivedAt;
  if (Number.isNaN(expires) || left > HOLD_MS + CLOCK_TOLERANCE_MS || left < HOLD_MS - CLOCK_TOLERANCE_MS) {
    return receivedAt + HOLD_MS;
  }
  return expires;
}

/** "9:59", "0:05": whole seconds left, rounded up, never below 0:00. */
export function formatCountdown(msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
