import { useQueryClient } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { buttonClass } from '../../components/ui/button-styles';
import { DialogContent } from '../../components/ui/dialog-content';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast-store';
import { ApiError, statusOf } from '../../lib/api-error';
import { refreshMemberData } from '../../lib/query-roots';
import type { PaymentReturn } from '../payments/api';
import { useConfirmMembershipPayment } from './api';

type Phase =
  | { name: 'idle' }
  | { name: 'confirming' }
  /** Paid for an address already known to the club: its owner starts it from the e-mail. */
  | { name: 'owner'; message: string };

/** The address is cleaned and the server asked to confirm the payment the browser came back with. */
export function PaymentReturnDialog({ back }: { back: PaymentReturn }) {
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const [, navigate] = useLocation();
  const confirm = useConfirmMembershipPayment();
  const queryClient = useQueryClient();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    navigate(back.cleanPath, { replace: true });
    if (back.redirectStatus === 'failed') {
      toast({
        title: 'Payment Failed',
        description: 'The payment was not completed.',
        variant: 'destructive',
      });
      return;
    }
    if (!back.paymentIntentId) return;
    setPhase({ name: 'confirming' });
    confirm.mutate(back.paymentIntentId, {
      onSuccess: ({ sentToInbox, message }) => {
        if (sentToInbox) {
          setPhase({ name: 'owner', message: message ?? '' });
          return;
        }
        // One success screen: the welcome page, which greets the member by their tier.
        refreshMemberData(queryClient);
        setPhase({ name: 'idle' });
        navigate('/payment-success', { replace: true });
      },
      onError: (error) => {
        setPhase({ name: 'idle' });
        // A 4xx is the server's verdict on the payment; anything else means the payment went
        // through but the club could not record it yet (the webhook will).
        const status = statusOf(error) ?? 0;
        if (status >= 400 && status < 500) {
          toast({
            title: 'Payment Error',
            description: error instanceof ApiError ? error.message : 'Something went wrong',
            variant: 'destructive',
          });
        } else {
          toast({
            title: 'Payment Processing',
            description:
              'Your payment was successful, but there was an issue saving your information. Please contact support',
            variant: 'destructive',
          });
        }
      },
    });
  }, [back, confirm, navigate, queryClient]);

  return (
    <Dialog.Root
      open={phase.name !== 'idle'}
      onOpenChange={(open) => {
        if (!open && phase.name === 'owner') setPhase({ name: 'idle' });
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/75 backdrop-blur-sm" />
        <DialogContent
          onEscapeKeyDown={(e) => phase.name === 'confirming' && e.preventDefault()}
          onPointerDownOutside={(e) => e.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 grid outline-none w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 justify-items-center gap-3 rounded-3xl border border-teal/40 bg-surface p-8 text-center shadow-[0_0_40px_rgb(0_245_196/0.25)]"
        >
          {phase.name === 'owner' ? (
            <>
              <MailCheck aria-hidden size={56} className="text-teal" />
              <Dialog.Title className="font-display text-4xl tracking-wide">Check your inbox</Dialog.Title>
              <Dialog.Description className="text-muted">{phase.message}</Dialog.Description>
              <Dialog.Close className={`${buttonClass('primary', 'lg')} mt-3`}>Close</Dialog.Close>
            </>
          ) : (
            <>
              <Dialog.Title className="font-display text-4xl tracking-wide">
                Confirming your payment
              </Dialog.Title>
              <Dialog.Description className="text-muted">
                One moment while we set up your membership.
              </Dialog.Description>
              <Spinner label="Confirming your payment" />
            </>
          )}
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
