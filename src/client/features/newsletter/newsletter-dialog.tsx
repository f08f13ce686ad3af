import { Dialog } from 'radix-ui';
import type { FormEvent } from 'react';
import { buttonClass } from '../../components/ui/button-styles';
import { HoneypotField } from '../../components/ui/honeypot-field';
import { ModalCloseButton, ModalOverlay } from '../../components/ui/modal-parts';
import { useSubscribe } from './use-subscribe';

/** The popup itself, loaded when it is time to show it (newsletter-popup.tsx). */
export function NewsletterDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const subscribe = useSubscribe();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    if (!email) return; // spec §5: empty does nothing
    subscribe.mutate({ email, website: String(data.get('website') ?? '') }, { onSuccess: onClose });
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <ModalOverlay />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-3xl border border-pink/40 bg-surface p-8 text-center shadow-glow-pink">
          <p className="font-display text-xl tracking-widest text-cyan">MESC Insider</p>
          <Dialog.Title className="mt-1 font-display text-5xl leading-none tracking-wide text-glow-pink">
            Join the Elite
          </Dialog.Title>
          <Dialog.Description className="mt-3 text-muted">
            First word on watch parties, fight nights, VIP events and member-only offers. No spam, ever.
          </Dialog.Description>
          <form onSubmit={submit} className="relative mt-6 grid gap-3">
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
              className="rounded-full border border-white/15 bg-bg px-5 py-3 text-text placeholder:text-muted/70 focus:border-cyan"
            />
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
