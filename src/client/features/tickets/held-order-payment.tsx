import { useCallback, useState } from 'react';
import type { Event } from '../../../shared/events';
import { TICKET_TEXTS } from '../../../shared/tickets';
import type { TicketPurchaseStart } from '../../../shared/tickets-schema';
import { holdDeadline } from './hold-clock';
import type { OrderOutcome } from './order-outcome';
import { OrderOutcomeView } from './order-outcome-view';
import { keepOrderToken } from './order-token-store';
import { PayStep } from './pay-step';
import { useConfirmOrder } from './use-confirm-order';

/**
 * An order whose seats are already held (a waitlist claim): the buy dialog's payment step, then
 * its outcome. `onFinished` closes it (the outcome's button).
 */
export function HeldOrderPayment({
  event,
  start,
  onFinished,
}: {
  event: Event;
  start: TicketPurchaseStart;
  onFinished: () => void;
}) {
  const [deadline] = useState(() => holdDeadline(start.order.holdExpiresAt, Date.now()));
  const [outcome, setOutcome] = useState<OrderOutcome | null>(() => {
    if (start.paymentIntentId) keepOrderToken(start.paymentIntentId, start.orderToken);
    return start.clientSecret ? null : { kind: 'done', email: start.order.email, tickets: start.tickets };
  });
  const confirm = useConfirmOrder(setOutcome);
  const expired = useCallback(() => setOutcome({ kind: 'released', message: TICKET_TEXTS.holdExpired }), []);
  if (outcome) return <OrderOutcomeView outcome={outcome} onClose={onFinished} />;
  return (
    <PayStep
      event={event}
      start={start}
      deadline={deadline}
      onPaid={confirm}
      onExpired={expired}
      onReleased={setOutcome}
    />
  );
}
