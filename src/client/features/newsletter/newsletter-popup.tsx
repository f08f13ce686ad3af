import { Dialog } from 'radix-ui';
import { type FormEvent, useEffect, useState } from 'react';
import { NEWSLETTER_POPUP_DELAY_MS, NEWSLETTER_SEEN_KEY } from '../../../shared/constants';
import { buttonClass } from '../../components/ui/button-styles';
import { HoneypotField } from '../../components/ui/honeypot-field';
import { ModalCloseButton, ModalOverlay } from '../../components/ui/modal-parts';
import { useSubscribe } from './use-subscribe';

const SCROLL_TRIGGER = 0.5;

function seen(): boolean {
  try {
    return window.localStorage.getItem(NEWSLETTER_SEEN_KEY) === 'true';
  } catch {
    return false;
  }
}

function markSeen() {
  try {
    window.localStorage.setItem(NEWSLETTER_SEEN_KEY, 'true');
  } catch {
    // Storage refused (private mode): the popup may show again next visit, nothing worse.
  }
}

/**
 * The newsletter popup of spec §4: after 10 seconds or once the visitor scrolls past half the
 * page, whichever comes first, and never again once closed or used.
 */
export function NewsletterPopup() {
  const [open, setOpen] = useState(false);
  const subscribe = useSubscribe();

  useEffect(() => {
    if (seen()) return;
    const show = () => setOpen(true);
    const timer = setTimeout(show, NEWSLETTER_POPUP_DELAY_MS);
    const onScroll = () => {
      const scrollable = document.documentElement.scrollHeight - window.innerHeight;
      if (scrollable > 0 && window.scrollY / scrollable > SCROLL_TRIGGER) show();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  const close = () => {
    markSeen();
    setOpen(false);
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    if (!email) return; // spec §5: empty does nothing
    subscribe.mutate({ email, website: String(data.get('website') ?? '') }, { onSuccess: close });
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
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
