import { Dialog } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { DialogContent } from '../../components/ui/dialog-content';
import { ModalCloseButton, ModalOverlay } from '../../components/ui/modal-parts';
import { readPaymentReturn } from '../payments/api';
import type { OrderOutcome } from './order-outcome';
import { OrderOutcomeView } from './order-outcome-view';
import { useConfirmOrder } from './use-confirm-order';

const NOT_PAID = 'Your payment did not go through, so nothing was charged. Please try again.';

/**
 * The browser is back from a ticket payment that had to leave the page (Stripe's 3-D Secure and
 * the like): the address is cleaned, the payment confirmed, and the tickets shown.
 */
export function TicketPaymentReturn() {
  const [, navigate] = useLocation();
  const [outcome, setOutcome] = useState<OrderOutcome | null>(null);
  const [open, setOpen] = useState(true);
  const confirm = useConfirmOrder(setOutcome);
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    const back = readPaymentReturn(window.location.pathname, window.location.search);
    if (!back) return;
    navigate(back.cleanPath, { replace: true });
    if (!back.paymentIntentId) return;
    if (back.redirectStatus === 'failed') setOutcome({ kind: 'failed', message: NOT_PAID });
    else confirm(back.paymentIntentId);
  });

  if (!outcome) return null;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <ModalOverlay />
        <DialogContent className="fixed top-1/2 left-1/2 z-50 max-h-[92dvh] w-[min(34rem,calc(100vw-1.5rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-pink/30 bg-surface p-5 shadow-glow-pink sm:p-7">
          <Dialog.Title className="pr-8 text-xs font-semibold tracking-[0.2em] text-pink uppercase">
            Your tickets
          </Dialog.Title>
          <Dialog.Description className="sr-only">The outcome of your ticket payment.</Dialog.Description>
          <OrderOutcomeView outcome={outcome} onClose={() => setOpen(false)} />
          <ModalCloseButton />
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
