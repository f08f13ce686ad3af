// Monthly billing arithmetic shared by the test provider and its tests: periods are calendar
// months from the subscription's start, on the same day of the month (the last day in a shorter
// month, as Stripe bills a subscription started on the 31st), and a change of price in mid-period
// is charged for the part of the period left.

/** `start` plus `months` calendar months (UTC), the day kept or, in a shorter month, its last day. */
export function addMonths(start: Date, months: number): Date {
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const at = new Date(start);
  at.setUTCFullYear(year, month, Math.min(start.getUTCDate(), lastDay));
  return at;
}

/** The period under way at `now` for a subscription started at `start`: [start, end). */
export function periodAt(start: Date, now: Date): { start: Date; end: Date } {
  let n = 0;
  while (addMonths(start, n + 1).getTime() <= now.getTime()) n += 1;
  return { start: addMonths(start, n), end: addMonths(start, n + 1) };
}

/**
 * What moving from `from` to `to` cents a month costs for the rest of the period, in cents
 * (negative: a credit): (to − from) × time left ÷ length of the period, rounded to the cent.
 */
export function proration(from: number, to: number, period: { start: Date; end: Date }, now: Date): number {
  const length = period.end.getTime() - period.start.getTime();
  const left = Math.min(Math.max(period.end.getTime() - now.getTime(), 0), length);
  return Math.round(((to - from) * left) / length);
}
