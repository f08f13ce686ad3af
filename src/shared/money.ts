/** Cents to a plain decimal dollar amount (1999 -> "19.99"), as structured data and inputs want it. */
export function centsToDecimal(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Cents to "$20.00": prices are held in cents and shown in dollars, with two decimals. */
export function formatDollars(cents: number): string {
  return `$${centsToDecimal(cents)}`;
}

/** An event or ticket price: 0 reads "Free". */
export function formatPrice(cents: number): string {
  return cents === 0 ? 'Free' : formatDollars(cents);
}

/** A dollar amount typed in a form ("12.5") to whole cents, rounding away float noise. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Cents to the text a dollar input starts with when editing (1999 -> "19.99"); none -> "". */
export function centsToDollarInput(cents: number | null | undefined): string {
  return cents == null ? '' : centsToDecimal(cents);
}

/**
 * The text of a dollar input to whole cents ("19.99" -> 1999): blank means none (null), and text
 * that is not a number gives NaN, which the schema then refuses.
 */
export function dollarInputToCents(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? dollarsToCents(value) : Number.NaN;
}
