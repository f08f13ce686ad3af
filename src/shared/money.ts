/** Cents to "$20.00" (spec §9: prices are held in cents and shown in dollars, two decimals). */
export function formatDollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** An event or ticket price: 0 reads "Free". */
export function formatPrice(cents: number): string {
  return cents === 0 ? 'Free' : formatDollars(cents);
}

/** A dollar amount typed in a form ("12.5") to whole cents, rounding away float noise. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}
