import { X } from 'lucide-react';
import type { RefObject } from 'react';
import { buttonClass } from '../../components/ui/button-styles';
import { HoneypotField } from '../../components/ui/honeypot-field';
import { texts, useZodForm } from '../../lib/use-zod-form';
import { useSubscribe } from './use-subscribe';

/**
 * The popup itself, loaded when it is time to show it (newsletter-popup.tsx). It is not modal: a
 * region at the foot of the screen (a sheet across a phone, a card in the corner of a wide
 * screen) that leaves the page readable, scrollable and usable behind it, and never takes the
 * focus. Its close button and Escape close it (newsletter-prompt.tsx).
 */
export function NewsletterSheet({
  sheet,
  onClose,
}: {
  sheet: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  const subscribe = useSubscribe();
  const form = useZodForm({
    // The server's own schema, loaded on first use (the sheet itself loads when it is due).
    schema: async () => (await import('../../../shared/newsletter')).subscribeSchema,
    values: (data) => texts(data, ['email', 'website']),
    // An empty address does nothing.
    required: { email: '' },
    // The toasts are the subscription's own (use-subscribe.ts).
    onValid: (input) => subscribe.mutate(input, { onSuccess: onClose, onError: form.serverError }),
  });
  const error = form.errors.email;

  return (
    <section
      ref={sheet}
      aria-labelledby="newsletter-title"
      aria-describedby="newsletter-description"
      className="fixed inset-x-0 bottom-0 z-40 max-h-[40dvh] overflow-y-auto rounded-t-3xl border-t border-pink/50 bg-surface px-5 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] shadow-glow-pink motion-safe:animate-[sheet-in_300ms_ease-out] sm:inset-x-auto sm:right-6 sm:bottom-6 sm:max-h-none sm:w-[26rem] sm:rounded-3xl sm:border sm:p-7"
    >
      <p className="pr-10 font-display text-base tracking-widest text-cyan sm:text-lg">MESC Insider</p>
      <h2
        id="newsletter-title"
        className="pr-10 font-display text-3xl leading-none tracking-wide text-glow-pink sm:mt-1 sm:text-4xl"
      >
        Join the Elite
      </h2>
      <p id="newsletter-description" className="mt-2 text-sm text-muted">
        First word on watch parties, fight nights, VIP events and member-only offers. No spam, ever.
      </p>
      <form {...form.props} className="relative mt-3 sm:mt-5">
        <div className="flex gap-2">
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
            className={`h-11 min-w-0 flex-1 rounded-full border bg-bg px-4 text-text placeholder:text-muted/70 focus:border-cyan ${
              error ? 'border-red' : 'border-white/15'
            }`}
          />
          <button
            type="submit"
            disabled={subscribe.isPending}
            className={`${buttonClass('primary')} h-11 shrink-0`}
          >
            {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
          </button>
        </div>
        {error && (
          <p id="newsletter-email-error" className="mt-2 text-sm text-red">
            {error}
          </p>
        )}
        <HoneypotField />
      </form>
      <button
        type="button"
        onClick={onClose}
        aria-label="Close"
        className="absolute top-2 right-2 grid size-11 place-items-center rounded-full text-muted hover:text-text sm:top-3 sm:right-3"
      >
        <X size={20} aria-hidden />
      </button>
    </section>
  );
}
