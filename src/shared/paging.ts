// The public lists (events, the store) show a page of cards and add one with each "Show more".
// How many pages are shown is in the address (`?pages=`), so "Show more" is a plain link that
// works before the page's script has loaded, and a shared or reloaded address shows the same.

/** The most pages an address asks for at once: 20 pages of 24 cards. */
export const MAX_LIST_PAGES = 20;

/** How many pages an address asks for (`?pages=`): 1 unless it is a whole number from 2 up to the most. */
export function listPages(value: string | null | undefined): number {
  const pages = /^\d{1,2}$/.test(value ?? '') ? Number(value) : 1;
  return pages >= 1 && pages <= MAX_LIST_PAGES ? pages : 1;
}
