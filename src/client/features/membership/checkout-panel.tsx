import { ArrowLeft, Check } from 'lucide-react';
import type { ReactNode } from 'react';
import type { MembershipTier } from '../../../shared/membership-tiers';
import { formatDollars } from '../../../shared/money';
import { tierStyle } from './tier-style';

type Step = 'details' | 'payment' | 'payment-error';

/** The frame of a checkout: the chosen tier's summary beside the current step. */
export function CheckoutPanel({
  tier,
  step,
  onBack,
  children,
}: {
  tier: MembershipTier;
  /** Null for the free tier, which has no steps. */
  step: Step | null;
  onBack: () => void;
  children: ReactNode;
}) {
  const style = tierStyle[tier.colour];
  return (
    <section aria-label="Checkout" className="mx-auto max-w-5xl px-4 sm:px-6">
      <button
        type="button"
        onClick={onBack}
        className="mb-5 inline-flex items-center gap-2 rounded-full px-1 text-sm font-medium text-muted hover:text-text"
      >
        <ArrowLeft aria-hidden size={16} /> All membership tiers
      </button>
      <div
        className={`grid overflow-hidden rounded-3xl border bg-surface md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] ${style.frame}`}
      >
        <aside
          aria-label="Your membership"
          className="border-b border-white/10 bg-bg/40 p-6 sm:p-8 md:border-r md:border-b-0"
        >
          <p className="text-xs font-semibold tracking-[0.2em] text-muted uppercase">Your membership</p>
          <p className={`mt-2 font-display text-4xl tracking-wide ${style.text}`}>{tier.name}</p>
          <p className="mt-3 flex items-baseline gap-1.5">
            <span className="font-display text-5xl leading-none">{formatDollars(tier.priceInCents)}</span>
            <span className="text-muted">/month</span>
          </p>
          <p className="mt-2 text-sm text-muted">
            {tier.priceInCents === 0 ? 'No payment, no card.' : 'Billed monthly. Cancel anytime.'}
          </p>
          <ul className="mt-6 hidden gap-2.5 text-sm md:grid">
            {tier.features.map((feature) => (
              <li key={feature} className="flex gap-2.5">
                <Check aria-hidden size={16} className={`mt-0.5 shrink-0 ${style.check}`} /> {feature}
              </li>
            ))}
          </ul>
        </aside>
        <div className="p-6 sm:p-8">
          {step && step !== 'payment-error' && <Steps current={step} />}
          {children}
        </div>
      </div>
    </section>
  );
}

function Steps({ current }: { current: 'details' | 'payment' }) {
  const steps = [
    { id: 'details', label: 'Your details' },
    { id: 'payment', label: 'Payment' },
  ] as const;
  return (
    <ol className="mb-6 flex items-center gap-3 text-sm" aria-label="Checkout steps">
      {steps.map((s, index) => {
        const done = current === 'payment' && s.id === 'details';
        const active = s.id === current;
        return (
          <li key={s.id} className="flex items-center gap-3" aria-current={active ? 'step' : undefined}>
            {index > 0 && <span aria-hidden className="h-px w-8 bg-white/20" />}
            <span
              aria-hidden
              className={`grid size-7 place-items-center rounded-full text-xs font-bold ${
                active ? 'bg-pink text-bg' : done ? 'bg-teal text-bg' : 'border border-white/25 text-muted'
              }`}
            >
              {done ? <Check size={14} /> : index + 1}
            </span>
            <span className={active ? 'font-semibold text-text' : 'text-muted'}>{s.label}</span>
          </li>
        );
      })}
    </ol>
  );
}
