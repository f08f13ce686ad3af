import { CircleCheck, PartyPopper } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useSearch } from 'wouter';
import {
  FREE_JOIN_FORM_OUTCOMES,
  FREE_JOIN_PATH,
  freeJoinFormOutcome,
  hasJoined,
} from '../../../shared/free-join-form';
import { buttonClass } from '../../components/ui/button-styles';
import { FormFailure, TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/toast-store';
import { texts, useZodForm } from '../../lib/use-zod-form';
import { useNewsletterSignup } from '../newsletter/api';
import { useFreeJoin } from '../sign-in/api';

/**
 * The free tier is confirmed directly, with no payment and no record of a paid member. The optional
 * e-mail subscribes the visitor to the newsletter and asks for a confirmation e-mail: the free
 * member exists once its link is opened (no one can sign someone else up). Before (or without) the
 * page's script the form posts as a plain form: the server answers with this page and
 * `&joined=<outcome>`, which is said here.
 */
export function FreeJoinPanel({ onBack }: { onBack: () => void }) {
  const outcome = freeJoinFormOutcome(new URLSearchParams(useSearch()).get('joined'));
  const [joined, setJoined] = useState(hasJoined(outcome));
  /** The server's answer once a confirmation e-mail was asked for: "check your mail", or why not. */
  const [confirmation, setConfirmation] = useState<{ sent: boolean; text: string } | null>(
    outcome === 'sent' ? { sent: true, text: FREE_JOIN_FORM_OUTCOMES.sent } : null,
  );
  const newsletter = useNewsletterSignup();
  const join = useFreeJoin();
  const welcomeHeading = useRef<HTMLHeadingElement>(null);

  const welcome = (description: string) => {
    setJoined(true);
    toast({ title: 'Welcome to MESC!', description });
    requestAnimationFrame(() => welcomeHeading.current?.focus());
  };

  const form = useZodForm({
    // The server's own schema, loaded on first use so the page itself carries no validation library.
    schema: async () => (await import('../../../shared/newsletter')).subscribeSchema,
    values: (data) => texts(data, ['email']),
    onValid: ({ email }) => {
      join.mutate(
        { email },
        {
          onSuccess: ({ message }) => setConfirmation({ sent: true, text: message }),
          onError: (error) =>
            setConfirmation({
              sent: false,
              text: `The confirmation e-mail could not be sent: ${form.serverError(error) ?? 'please try again later'}`,
            }),
        },
      );
      newsletter.mutate(email, {
        onSuccess: () =>
          welcome(
            `Check your inbox at ${email}: confirm the address from our e-mails to get club news and finish joining.`,
          ),
        onError: (error) => {
          // The membership needs nothing from the server: the visitor is in even if the sign-up failed.
          setJoined(true);
          toast({
            title: 'Subscription Failed',
            description: form.serverError(error) ?? 'Please try again later',
            variant: 'destructive',
          });
        },
      });
    },
  });

  // The e-mail is optional: without one there is nothing to sign up, and the visitor is in.
  const submit = (e: FormEvent<HTMLFormElement>) => {
    if (texts(new FormData(e.currentTarget), ['email']).email.trim()) return form.props.onSubmit(e);
    e.preventDefault();
    welcome("You're a Free Member. See you at the next watch party!");
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
        {confirmation ? (
          <p
            role={confirmation.sent ? 'status' : 'alert'}
            className={`flex max-w-md gap-3 rounded-2xl border p-4 text-left ${
              confirmation.sent ? 'border-teal/40 bg-teal/5' : 'border-red/50 bg-red/10'
            }`}
          >
            <CircleCheck
              aria-hidden
              size={22}
              className={`mt-0.5 shrink-0 ${confirmation.sent ? 'text-teal' : 'text-red'}`}
            />
            <span>{confirmation.text}</span>
          </p>
        ) : (
          <p className="max-w-sm text-muted">
            You're a Free Member. Come to an open watch party, and upgrade whenever you want more.
          </p>
        )}
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
    <form {...form.props} action={FREE_JOIN_PATH} onSubmit={submit} className="grid gap-5">
      <div>
        <h2 tabIndex={-1} className="font-display text-4xl tracking-wide outline-none">
          Confirm your free membership
        </h2>
        <p className="mt-1 text-sm text-muted">No payment and no card: you're in as soon as you confirm.</p>
      </div>
      <div className="grid gap-1.5">
        <TextField label="Email (optional)" {...form.field('email')} type="email" autoComplete="email" />
        <p className="text-sm text-muted">
          Add it to get the club newsletter and a member account you can sign in to (we e-mail you a link to
          confirm the address).
        </p>
      </div>
      <FormFailure
        message={form.failure ?? (outcome && !hasJoined(outcome) ? FREE_JOIN_FORM_OUTCOMES[outcome] : null)}
      />
      <button
        type="submit"
        disabled={newsletter.isPending || join.isPending}
        className={`${buttonClass('primary', 'lg')} w-full`}
      >
        {newsletter.isPending || join.isPending ? 'Joining...' : 'Confirm Free Membership'}
      </button>
    </form>
  );
}
