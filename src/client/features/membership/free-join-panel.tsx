import { PartyPopper } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'wouter';
import { buttonClass } from '../../components/ui/button-styles';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/toast-store';
import { serverMessage } from '../../lib/api-request';
import { useNewsletterSignup } from '../newsletter/api';

/**
 * Spec §4 step 2: the free tier is confirmed directly, with no payment and no record of a paid
 * member. The optional e-mail subscribes the visitor to the newsletter.
 */
export function FreeJoinPanel({ onBack }: { onBack: () => void }) {
  const [joined, setJoined] = useState(false);
  const [error, setError] = useState<string>();
  const newsletter = useNewsletterSignup();
  const welcomeHeading = useRef<HTMLHeadingElement>(null);

  const welcome = (description: string) => {
    setJoined(true);
    toast({ title: 'Welcome to MESC!', description });
    requestAnimationFrame(() => welcomeHeading.current?.focus());
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const email = String(new FormData(e.currentTarget).get('email') ?? '').trim();
    if (!email) {
      setError(undefined);
      return welcome("You're a Free Member. See you at the next watch party!");
    }
    // The server's own rule, loaded on first use so the page itself carries no validation library.
    const { emailAddress } = await import('../../../shared/fields');
    const parsed = emailAddress.safeParse(email);
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setError(undefined);
    newsletter.mutate(email, {
      onSuccess: () => welcome(`You're a Free Member, and club news will come to ${email}.`),
      onError: (err) => {
        // The membership needs nothing from the server: the visitor is in even if the sign-up failed.
        setJoined(true);
        toast({
          title: 'Subscription Failed',
          description: serverMessage(err) ?? 'Please try again later',
          variant: 'destructive',
        });
      },
    });
  };

  if (joined) {
    return (
      <div className="grid justify-items-center gap-4 py-4 text-center">
        <PartyPopper aria-hidden size={48} className="text-teal" />
        <h2
          ref={welcomeHeading}
          tabIndex={-1}
          className="font-display text-5xl tracking-wide text-glow-cyan outline-none"
        >
          Welcome to MESC!
        </h2>
        <p className="max-w-sm text-muted">
          You're a Free Member. Come to an open watch party, and upgrade whenever you want more.
        </p>
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          <Link href="/events" className={buttonClass('primary', 'lg')}>
            Browse Events
          </Link>
          <button type="button" onClick={onBack} className={buttonClass('secondary', 'lg')}>
            Back to Membership Options
          </button>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <div>
        <h2 tabIndex={-1} className="font-display text-4xl tracking-wide outline-none">
          Confirm your free membership
        </h2>
        <p className="mt-1 text-sm text-muted">No payment and no card: you're in as soon as you confirm.</p>
      </div>
      <div className="grid gap-1.5">
        <TextField label="Email (optional)" name="email" type="email" autoComplete="email" error={error} />
        <p className="text-sm text-muted">
          Add it to get the club newsletter: event announcements and member news.
        </p>
      </div>
      <button
        type="submit"
        disabled={newsletter.isPending}
        className={`${buttonClass('primary', 'lg')} w-full`}
      >
        {newsletter.isPending ? 'Joining...' : 'Confirm Free Membership'}
      </button>
    </form>
  );
}
