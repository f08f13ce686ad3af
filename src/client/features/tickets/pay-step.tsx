import type { Event } from '../../../shared/events';
import { formatDollars } from '../../../shared/money';
import type { TicketPurchaseStart } from '../../../shared/tickets-schema';
import { buttonClass } from '../../components/ui/button-styles';
import { ApiError } from '../../lib/api-error';
import { CardPayment } from '../payments';
import { useReleaseTicketPurchase } from './api';
import { HoldCountdown } from './hold-countdown';
import { type OrderOutcome, outcomeOf } from './order-outcome';
import { forgetOrderToken, orderTokenOf } from './order-token-store';

/** Where the provider sends the browser back after a payment that had to leave the page. */
export const ticketReturnUrl = (origin: string) => `${origin}/events`;

/**
 * The buy dialog's payment step: the order, the seats-held countdown and the card form of the
 * configured provider (the membership's). Paid, the payment goes to `onPaid`.
 */
export function PayStep({
  event,
  start,
  deadline,
  onPaid,
  onExpired,
  onReleased,
}: {
  event: Event;
  start: TicketPurchaseStart;
  deadline: number;
  onPaid: (paymentIntentId: string) => void;
  onExpired: () => void;
  /** The buyer gave the seats back (or the server says how the order ended meanwhile). */
  onReleased: (outcome: OrderOutcome) => void;
}) {
  const { order } = start;
  const amount = formatDollars(order.amount);
  const release = useReleaseTicketPurchase();
  const giveBack = () => {
    const paymentIntentId = start.paymentIntentId;
    if (!paymentIntentId) return;
    release.mutate(
      { paymentIntentId, orderToken: orderTokenOf(paymentIntentId) },
      {
        onSuccess: (answer) => {
          forgetOrderToken(paymentIntentId);
          onReleased(outcomeOf(answer));
        },
      },
    );
  };
  return (
    <div className="mt-5 grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">
          {order.quantity} {order.quantity === 1 ? 'ticket' : 'tickets'} to {event.title} for {order.email}:{' '}
          <span className="font-semibold text-text">{amount}</span>
        </p>
        <HoldCountdown deadline={deadline} onExpired={onExpired} />
      </div>
      {start.clientSecret && (
        <CardPayment
          clientSecret={start.clientSecret}
          returnUrl={ticketReturnUrl(window.location.origin)}
          amount={amount}
          onPaid={onPaid}
        />
      )}
      <div className="grid justify-items-start gap-2 border-t border-white/10 pt-4">
        <p className="text-sm text-muted">
          Changed your mind? Give the seats back now so someone else can have them.
        </p>
        <button
          type="button"
          className={buttonClass('ghost')}
          onClick={giveBack}
          disabled={release.isPending}
        >
          {release.isPending ? 'Releasing…' : 'Release my seats'}
        </button>
        {release.error && (
          <p role="alert" className="text-sm text-red">
            {release.error instanceof ApiError
              ? release.error.message
              : 'The seats could not be released. Please try again.'}
          </p>
        )}
      </div>
    </div>
  );
}
