import { useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { useCallback, useState } from 'react';
import { formatEventWhen } from '../../../shared/dates';
import type { Event } from '../../../shared/events';
import { TICKET_TEXTS } from '../../../shared/tickets';
import type { TicketPurchaseStart } from '../../../shared/tickets-schema';
import { buttonClass } from '../../components/ui/button-styles';
import { DialogContent } from '../../components/ui/dialog-content';
import { ModalCloseButton, ModalOverlay } from '../../components/ui/modal-parts';
import { refreshMemberData } from '../../lib/query-roots';
import { BuyDetailsStep } from './buy-details-step';
import { holdDeadline } from './hold-clock';
import type { OrderOutcome } from './order-outcome';
import { OrderOutcomeView } from './order-outcome-view';
import { keepOrderToken } from './order-token-store';
import { PayStep } from './pay-step';
import { useConfirmOrder } from './use-confirm-order';

type Step =
  | { kind: 'details' }
  | { kind: 'pay'; start: TicketPurchaseStart; deadline: number }
  | { kind: 'outcome'; outcome: OrderOutcome };

/**
 * "Buy Tickets" on a priced event: the details and the server's price, then the payment while
 * the seats are held, then the tickets. Closed during the payment, it opens again at the payment
 * while the hold lasts; closed after the outcome, it starts afresh.
 */
export function BuyTicketsDialog({ event, defaultOpen = false }: { event: Event; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const [step, setStep] = useState<Step>({ kind: 'details' });
  const showOutcome = useCallback((outcome: OrderOutcome) => setStep({ kind: 'outcome', outcome }), []);
  const confirm = useConfirmOrder(showOutcome);
  const expired = useCallback(
    () => showOutcome({ kind: 'released', message: TICKET_TEXTS.holdExpired }),
    [showOutcome],
  );

  const started = (start: TicketPurchaseStart) => {
    if (!start.clientSecret || !start.paymentIntentId) {
      // Nothing to pay (a member price of 0, a guest ticket alone): the tickets are issued.
      showOutcome({ kind: 'done', email: start.order.email, tickets: start.tickets });
      return;
    }
    keepOrderToken(start.paymentIntentId, start.orderToken);
    setStep({ kind: 'pay', start, deadline: holdDeadline(start.order.holdExpiresAt, Date.now()) });
  };

  const finished = step.kind === 'outcome' && step.outcome.kind !== 'confirming';
  const queryClient = useQueryClient();
  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next && finished) {
      // A signed-in member's cards say "You're going" from their account, asked again once the
      // buyer has closed the tickets (the dialog lives in the card that changes).
      if (step.outcome.kind === 'done') void refreshMemberData(queryClient);
      setStep({ kind: 'details' });
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Trigger className={buttonClass('primary')}>Buy Tickets</Dialog.Trigger>
      <Dialog.Portal>
        <ModalOverlay />
        <DialogContent
          // A payment in progress is not thrown away by a stray tap beside the dialog.
          onPointerDownOutside={(e) => step.kind !== 'details' && e.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 max-h-[92dvh] w-[min(34rem,calc(100vw-1.5rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-pink/30 bg-surface p-5 shadow-glow-pink sm:p-7"
        >
          <p className="text-xs font-semibold tracking-[0.2em] text-pink uppercase">
            {step.kind === 'pay' ? 'Payment' : 'Tickets'}
          </p>
          <Dialog.Title className="mt-1 pr-8 font-display text-3xl leading-tight tracking-wide sm:text-4xl">
            {event.title}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted">
            {formatEventWhen(event)} · {event.venue || 'TBD'}
          </Dialog.Description>
          {step.kind === 'details' ? (
            <BuyDetailsStep event={event} onStarted={started} />
          ) : step.kind === 'pay' ? (
            <PayStep
              event={event}
              start={step.start}
              deadline={step.deadline}
              onPaid={confirm}
              onExpired={expired}
              onReleased={showOutcome}
            />
          ) : (
            <OrderOutcomeView
              outcome={step.outcome}
              onStartAgain={() => setStep({ kind: 'details' })}
              onClose={() => changeOpen(false)}
            />
          )}
          <ModalCloseButton />
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
