import { Check, CircleCheck, Minus } from 'lucide-react';
import { Link } from 'wouter';
import {
  INTRODUCTORY_PERCENT_OFF,
  introductoryPrice,
  type MembershipTier,
} from '../../../shared/membership-tiers';
import { formatDollars } from '../../../shared/money';
import { tierStyle } from './tier-style';

const callToAction: Record<MembershipTier['id'], string> = {
  free: 'Join Free',
  premium: 'Become a Premium Fan',
  inner_circle: 'Join the Inner Circle',
};

/**
 * What the signed-in member may do with a tier: it is theirs; an upgrade through the checkout (a
 * free member); a change in the member area (a paid member); nothing (the free tier, for a paid
 * member). A visitor chooses any tier.
 */
export type TierStanding = 'choose' | 'yours' | 'upgrade' | 'change-in-account' | 'none';

const upgradeLabel: Record<MembershipTier['id'], string> = {
  free: 'Join Free',
  premium: 'Upgrade to Premium Fan',
  inner_circle: 'Upgrade to Inner Circle',
};

/** One tier: price, what it includes and what it does not, and the button that chooses it. */
export function TierCard({
  tier,
  onChoose,
  standing = 'choose',
}: {
  tier: MembershipTier;
  onChoose: () => void;
  standing?: TierStanding;
}) {
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
      {tier.priceInCents > 0 && (standing === 'choose' || standing === 'upgrade') && (
        // The new member's offer, decided again by the server at checkout (once per e-mail).
        <p className="mt-3 inline-flex w-fit rounded-full border border-teal/50 px-3 py-1 text-sm font-semibold text-teal">
          {`New members: first month ${formatDollars(introductoryPrice(tier.priceInCents))} (${INTRODUCTORY_PERCENT_OFF}% off)`}
        </p>
      )}
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
        {standing === 'yours' ? (
          <p className="flex items-center justify-center gap-2 rounded-full border border-teal/60 px-7 py-3.5 font-semibold text-teal">
            <CircleCheck aria-hidden size={18} /> Your tier
          </p>
        ) : standing === 'change-in-account' ? (
          <Link href="/account" className={style.button}>
            {tier.id === 'inner_circle' ? 'Upgrade in My account' : 'Change in My account'}
          </Link>
        ) : standing === 'none' ? null : (
          // A form that asks for this page with ?join=<tier>: before (or without) the script the
          // browser opens that address; with it, the flow opens the tier's panel in place.
          <form
            method="get"
            onSubmit={(e) => {
              e.preventDefault();
              onChoose();
            }}
          >
            <input type="hidden" name="join" value={tier.id} />
            <button type="submit" className={`${style.button} w-full`}>
              {standing === 'upgrade' ? upgradeLabel[tier.id] : callToAction[tier.id]}
            </button>
          </form>
        )}
      </div>
    </article>
  );
}
