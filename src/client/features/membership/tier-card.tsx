import { Check, Minus } from 'lucide-react';
import type { MembershipTier } from '../../../shared/membership-tiers';
import { tierStyle } from './tier-style';

const callToAction: Record<MembershipTier['id'], string> = {
  free: 'Join Free',
  premium: 'Become a Premium Fan',
  inner_circle: 'Join the Inner Circle',
};

/** One tier: price, what it includes and what it does not, and the button that chooses it. */
export function TierCard({ tier, onChoose }: { tier: MembershipTier; onChoose: () => void }) {
  const style = tierStyle[tier.colour];
  const headingId = `tier-${tier.id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      className={`relative flex flex-col rounded-3xl border bg-surface p-7 transition sm:p-8 ${style.frame} ${
        tier.popular ? 'bg-gradient-to-b from-purple/10 to-surface lg:-my-4 lg:py-12' : ''
      }`}
    >
      {tier.popular && (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-purple px-4 py-1 text-xs font-bold tracking-[0.2em] whitespace-nowrap text-bg uppercase">
          Most Popular
        </p>
      )}
      <h3 id={headingId} className={`font-display text-4xl tracking-wide ${style.text}`}>
        {tier.name}
      </h3>
      <p className="mt-4 flex items-baseline gap-1.5">
        <span className="font-display text-7xl leading-none">{`$${tier.price}`}</span>
        <span className="text-muted">/month</span>
      </p>
      <p className="mt-2 text-sm text-muted">
        {tier.priceInCents === 0
          ? 'Free forever. No card needed.'
          : 'Billed monthly by card. Cancel anytime.'}
      </p>
      <ul className="mt-7 grid gap-3 text-sm" aria-label={`${tier.label} includes`}>
        {tier.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Check aria-hidden size={18} className={`mt-0.5 shrink-0 ${style.check}`} />
            {feature}
          </li>
        ))}
      </ul>
      {tier.excludedFeatures.length > 0 && (
        <ul className="mt-3 grid gap-3 text-sm text-muted" aria-label={`Not included in ${tier.label}`}>
          {tier.excludedFeatures.map((feature) => (
            <li key={feature} className="flex gap-3">
              <Minus aria-hidden size={18} className="mt-0.5 shrink-0 text-muted/60" />
              <span>
                <span className="sr-only">Not included: </span>
                {feature}
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto pt-8">
        <button type="button" onClick={onChoose} className={style.button}>
          {callToAction[tier.id]}
        </button>
      </div>
    </article>
  );
}
