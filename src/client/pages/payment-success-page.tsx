import { CheckCircle2 } from 'lucide-react';
import { Link } from 'wouter';
import { findTier } from '../../shared/membership-tiers';
import { buttonClass } from '../components/ui/button-styles';
import { useMe } from '../features/members/api';
import { PaymentReturnHandler } from '../features/membership/payment-return-handler';
import { tierStyle } from '../features/membership/tier-style';
import { forgetAfterJoin, useAfterJoin } from '../lib/after-join';
import { useClub } from '../lib/club-context';

/** Where a member signs in: this browser already is (after paying here), or any device by e-mail. */
const signedInStep = "You're signed in on this device: your membership and RSVPs are in My account.";
const signInStep = 'Sign in on any device with your e-mail: we send a link and a code, no password.';

const nextSteps = (signedIn: boolean) => [
  "You'll receive a confirmation e-mail shortly.",
  'Our team will contact you within 24 hours.',
  signedIn ? signedInStep : signInStep,
  'You get access to all your membership benefits.',
];

export default function PaymentSuccessPage() {
  const club = useClub();
  const me = useMe();
  const back = useAfterJoin();
  // The one success screen after paying: it greets the member by the tier the server says they hold.
  const tier = me && me.tier !== 'free' ? findTier(me.tier) : undefined;
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
      <CheckCircle2 aria-hidden size={72} className="mx-auto text-teal" />
      <h1 className="mt-6 font-display text-6xl tracking-wide text-glow-cyan">Payment Successful!</h1>
      {tier && (
        <p className={`mt-4 font-display text-3xl tracking-wide ${tierStyle[tier.colour].text}`}>
          Welcome to {tier.name}
        </p>
      )}
      <p className="mt-4 text-lg text-muted">Welcome to MESC, Miami's premier sports &amp; social club.</p>
      <section
        aria-labelledby="whats-next"
        className="mt-10 rounded-3xl border border-white/10 bg-surface p-8 text-left"
      >
        <h2 id="whats-next" className="font-display text-3xl tracking-wide">
          What's Next?
        </h2>
        <ul className="mt-4 grid list-disc gap-2 pl-5 text-muted">
          {nextSteps(Boolean(me)).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ul>
      </section>
      <div className="mt-10 flex flex-wrap justify-center gap-4">
        {back && (
          <Link href={back} onClick={forgetAfterJoin} className={buttonClass('primary', 'lg')}>
            Back to the event
          </Link>
        )}
        {me ? (
          <Link href="/account" className={buttonClass('primary', 'lg')}>
            My account
          </Link>
        ) : (
          <Link href="/" className={buttonClass('primary', 'lg')}>
            Back to Home
          </Link>
        )}
        <Link href="/events" className={buttonClass('secondary', 'lg')}>
          Browse Events
        </Link>
      </div>
      <p className="mt-10 text-sm text-muted">
        Questions? Contact us at{' '}
        <a href={`mailto:${club.email}`} className="text-cyan underline">
          {club.email}
        </a>
      </p>
      <PaymentReturnHandler />
    </div>
  );
}
