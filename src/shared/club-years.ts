// The years a date the club keeps may fall in (no zod here, so the pages can use it too): a typo
// such as 0026 or 20266 is refused, not stored, and the calendar shows no month outside them.

export const FIRST_YEAR = 2000;
export const LAST_YEAR = 2100;
export const yearRangeMessage = (label: string) =>
  `${label} must be between the years ${FIRST_YEAR} and ${LAST_YEAR}`;

/** An ISO date or date-time whose written year, and instant, fall in the club's years. */
export function isInClubYears(value: string): boolean {
  const year = Number(value.slice(0, 4));
  const instantYear = new Date(value).getUTCFullYear();
  return (
    /^\d{4}-/.test(value) &&
    year >= FIRST_YEAR &&
    year <= LAST_YEAR &&
    instantYear >= FIRST_YEAR - 1 &&
    instantYear <= LAST_YEAR + 1
  );
}
