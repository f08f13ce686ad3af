import { formatDollars } from '../../../shared/money';
import type { TicketQuote } from '../../../shared/tickets-schema';

/** The price of one ticket for this buyer: a member's price beside the full one, struck through. */
export function TicketPrice({ quote, fallback }: { quote: TicketQuote | undefined; fallback: number }) {
  if (!quote?.memberPrice) {
    return <span className="font-semibold">{formatDollars(quote?.unitPrice ?? fallback)} each</span>;
  }
  return (
    <span className="flex flex-wrap items-baseline gap-x-2">
      <s className="text-muted">
        <span className="sr-only">Full price </span>
        {formatDollars(quote.price)}
      </s>
      <span className="font-semibold text-purple">{formatDollars(quote.unitPrice)} each</span>
    </span>
  );
}
