import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { buttonClass } from '../../components/ui/button-styles';
import { HoneypotField } from '../../components/ui/honeypot-field';
import { ModalCloseButton, ModalOverlay } from '../../components/ui/modal-parts';
import { texts, useZodForm } from '../../lib/use-zod-form';
import { useSubscribe } from './use-subscribe';

/** The popup itself, loaded when it is time to show it (newsletter-popup.tsx). */
export function NewsletterDialog({
  open,
  onClose,
  returnFocus,
}: {
  open: boolean;
  onClose: () => void;
  /** What had the focus before the popup opened (no button opened it): it gets it back. */
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const subscribe = useSubscribe();
  const form = useZodForm({
    // The server's own schema, loaded on first use (the dialog itself loads when it is due).
    schema: async () => (await import('../../../shared/newsletter')).subscribeSchema,
    values: (data) => texts(data, ['email', 'website']),
    // An empty address does nothing.
    required: { email: '' },
    // The toasts are the subscription's own (use-subscribe.ts).
    onValid: (input) => subscribe.mutate(input, { onSuccess: onClose, onError: form.serverError }),
  });
  const error = form.errors.email;

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <ModalOverlay />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            const before = returnFocus.current;
            if (!before?.isConnected || before === document.body) return;
            event.preventDefault();
            before.focus({ preventScroll: true });
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-3xl border border-pink/40 bg-surface p-8 text-center shadow-glow-pink"
        >
          <p className="font-display text-xl tracking-widest text-cyan">MESC Insider</p>
          <Dialog.Title className="mt-1 font-display text-5xl leading-none tracking-wide text-glow-pink">
            Join the Elite
          </Dialog.Title>
          <Dialog.Description className="mt-3 text-muted">
            First word on watch parties, fight nights, VIP events and member-only offers. No spam, ever.
          </Dialog.Description>
          <form {...form.props} className="relative mt-6 grid gap-3">
            <label htmlFor="newsletter-email" className="sr-only">
              Email
            </label>
            <input
              id="newsletter-email"
              name="email"
              type="email"
              required
              autoComplete="email"
              placeholder="you@example.com"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'newsletter-email-error' : undefined}
              className={`rounded-full border bg-bg px-5 py-3 text-text placeholder:text-muted/70 focus:border-cyan ${
                error ? 'border-red' : 'border-white/15'
              }`}
            />
            {error && (
              <p id="newsletter-email-error" className="text-sm text-red">
                {error}
              </p>
            )}
            <HoneypotField />
            <button type="submit" disabled={subscribe.isPending} className={buttonClass('primary', 'lg')}>
              {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
            </button>
          </form>
          <ModalCloseButton />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
