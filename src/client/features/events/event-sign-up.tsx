import { type ComponentType, lazy, Suspense } from 'react';
import type { Event } from '../../../shared/events';
import { RsvpPlaceholder } from './event-placeholders';
import { RsvpDialog } from './rsvp-dialog';

// The dialogs behind an event card's main button, in one chunk the card loads when a visitor
// first reaches for the button. A priced event's buy dialog (and the payment code it brings) is
// loaded from here in turn, so the page itself names none of it.

const BuyTicketsDialog = lazy(() => import('../tickets').then((m) => ({ default: m.BuyTicketsDialog })));

export { default as MemberRsvp } from './member-rsvp';

/** A free event's RSVP dialog, or a priced event's "Buy Tickets". */
export function EventSignUpDialog({ event, defaultOpen }: { event: Event; defaultOpen?: boolean }) {
  if (event.price <= 0) return <RsvpDialog event={event} defaultOpen={defaultOpen} />;
  return (
    <Suspense fallback={<RsvpPlaceholder event={event} disabled />}>
      <BuyTicketsDialog event={event} defaultOpen={defaultOpen} />
    </Suspense>
  );
}

/** The buyer is back from a payment that left the page: the tickets code confirms it. */
export const loadTicketPaymentReturn = (): Promise<ComponentType> =>
  import('../tickets').then((m) => m.TicketPaymentReturn);
