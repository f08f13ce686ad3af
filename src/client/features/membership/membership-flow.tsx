import { useEffect, useRef, useState } from 'react';
import type { MemberSelf } from '../../../shared/members';
import type { CheckoutDetails, MembershipPaymentStart } from '../../../shared/membership';
import { findTier, MEMBERSHIP_TIERS, type MembershipTier } from '../../../shared/membership-tiers';
import { rememberAfterJoin } from '../../lib/after-join';
import { useUrlState } from '../../lib/use-url-state';
import { useMe } from '../members/api';
import { CheckoutDetailsForm } from './checkout-details-form';
import { CheckoutPanel } from './checkout-panel';
import { FreeJoinPanel } from './free-join-panel';
import { HowItWorks } from './how-it-works';
import { YourTierPanel } from './member-tier-panels';
import { PaymentErrorPanel } from './payment-error-panel';
import { PaymentScreen } from './payment-screen';
import { TierCard, type TierStanding } from './tier-card';

type Checkout =
  | { step: 'details' }
  | { step: 'payment'; start: MembershipPaymentStart; details: CheckoutDetails }
  | { step: 'payment-error' };

/** What a signed-in member may do with a tier (a visitor chooses any). */
function standingOf(tier: MembershipTier, me: MemberSelf | null | undefined): TierStanding {
  if (!me) return 'choose';
  if (tier.id === me.tier) return 'yours';
  if (me.tier === 'free') return 'upgrade';
  return tier.id === 'free' ? 'none' : 'change-in-account';
}

/**
 * The membership flow (docs/membership-and-payments.md): choose a tier, then the free confirmation or the paid checkout
 * (details, payment, or the payment error screen). The chosen tier is in the address (?join=),
 * so the back button returns to the tier cards.
 */
export function MembershipFlow() {
  const [params, update] = useUrlState();
  const tier = findTier(params.get('join') ?? '');
  const [checkout, setCheckout] = useState<Checkout>({ step: 'details' });
  const panel = useRef<HTMLDivElement>(null);
  const me = useMe();
  const next = params.get('next');
  // Joining from an event ("Upgrade to buy"): the welcome page leads back to it.
  useEffect(() => rememberAfterJoin(next), [next]);

  // A new tier starts a new checkout; the panel comes into view with focus on its heading.
  useEffect(() => {
    setCheckout({ step: 'details' });
    if (!tier || !panel.current) return;
    panel.current.scrollIntoView({ block: 'start' });
    panel.current.querySelector<HTMLElement>('h2')?.focus();
  }, [tier]);

  const backToTiers = () => update({ join: null, joined: null });

  if (!tier) {
    return (
      <>
        <section aria-labelledby="membership-tiers" className="mx-auto max-w-[1280px] px-4 pt-4 sm:px-6">
          <h2 id="membership-tiers" className="sr-only">
            Membership tiers
          </h2>
          <div className="grid gap-8 lg:grid-cols-3 lg:items-stretch lg:gap-6">
            {MEMBERSHIP_TIERS.map((t) => (
              <TierCard
                key={t.id}
                tier={t}
                standing={standingOf(t, me)}
                onChoose={() => update({ join: t.id })}
              />
            ))}
          </div>
        </section>
        <HowItWorks />
      </>
    );
  }

  // A member who already holds this tier, or a paid member (who changes tier in the member area),
  // is not offered a second join.
  const standing = standingOf(tier, me);
  const memberPanel = standing === 'yours' || standing === 'change-in-account' || standing === 'none';
  const step = tier.priceInCents === 0 || memberPanel ? null : checkout.step;
  return (
    <>
      <div ref={panel}>
        <CheckoutPanel tier={tier} step={step} onBack={backToTiers}>
          {memberPanel && me ? (
            <YourTierPanel tier={tier} me={me} />
          ) : tier.priceInCents === 0 ? (
            <FreeJoinPanel onBack={backToTiers} />
          ) : checkout.step === 'details' ? (
            <CheckoutDetailsForm
              tier={tier}
              onStarted={(start, details) => setCheckout({ step: 'payment', start, details })}
              onFailed={() => setCheckout({ step: 'payment-error' })}
            />
          ) : checkout.step === 'payment' ? (
            <PaymentScreen tier={tier} start={checkout.start} details={checkout.details} />
          ) : (
            <PaymentErrorPanel onBack={backToTiers} />
          )}
        </CheckoutPanel>
      </div>
      <HowItWorks />
    </>
  );
}
