import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { SIGN_IN_SENT } from '../../../shared/member-rules';
import { safeNextPath } from '../../../shared/next-path';
import {
  isCodeStep,
  nextQuery,
  SIGN_IN_FORM_OUTCOMES,
  type SignInFormOutcome,
  signInFormOutcome,
} from '../../../shared/sign-in-form';
import { buttonClass } from '../../components/ui/button-styles';
import { FormFailure, TextField } from '../../components/ui/text-field';
import { texts, useZodForm } from '../../lib/use-zod-form';
import { useSignInRequest, useSignInWithCode } from './api';

const loadSchemas = () => import('../../../shared/members');

/**
 * Moves the focus into the main heading of the page at `path` once it shows (its code may still be
 * loading), so that a keyboard or screen reader user starts at the top of the page they land on
 * instead of nowhere, the form they used being gone. Gives up after a few seconds.
 */
function focusMainHeadingOf(path: string) {
  const samePage = window.location.pathname === path;
  const before = document.querySelector('main h1');
  let tries = 0;
  const attempt = () => {
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading && (samePage || heading !== before) && window.location.pathname === path) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
      return;
    }
    if (++tries < 50) setTimeout(attempt, 100);
  };
  setTimeout(attempt);
}

/**
 * After signing in: the `next` page of the address, if it is one of this site's, else the member
 * area, with the focus in its main heading.
 */
export function useAfterSignIn() {
  const [, navigate] = useLocation();
  return () => {
    const next = safeNextPath(new URLSearchParams(window.location.search).get('next'));
    focusMainHeadingOf(new URL(next, window.location.origin).pathname);
    navigate(next, { replace: true });
  };
}

/** The sign-in form's address `path`, with the page to go on to: the plain forms post there. */
function useFormAction(path: string): string {
  const then = nextQuery(new URLSearchParams(useSearch()).get('next'));
  return then ? `${path}?${then}` : path;
}

/**
 * Signing in by e-mail: the address, then "check your mail" with the 6-digit code's form (for a
 * phone whose mail app opens the link in another browser). The e-mail's link signs in on its own.
 * Both forms also post as plain HTML forms, before (or without) the page's script: the server
 * sends the page back with `?signin=<outcome>`, never with the e-mail, which only the server
 * keeps (docs/members.md).
 */
export function SignInForm({ notice }: { notice?: string | null }) {
  const outcome = signInFormOutcome(new URLSearchParams(useSearch()).get('signin'));
  // undefined: the e-mail's form; null: the code's, for an e-mail the server keeps (a plain form's).
  const [sentTo, setSentTo] = useState<string | null | undefined>(isCodeStep(outcome) ? null : undefined);
  return sentTo === undefined ? (
    <EmailStep notice={notice ?? failureOf(outcome)} onSent={setSentTo} />
  ) : (
    <CodeStep email={sentTo} notice={failureOf(outcome)} onOtherAddress={() => setSentTo(undefined)} />
  );
}

const failureOf = (outcome: SignInFormOutcome | null) =>
  outcome && outcome !== 'sent' ? SIGN_IN_FORM_OUTCOMES[outcome] : null;

function EmailStep({ notice, onSent }: { notice?: string | null; onSent: (email: string) => void }) {
  const request = useSignInRequest();
  const form = useZodForm({
    schema: async () => (await loadSchemas()).signInRequestSchema,
    values: (data) => texts(data, ['email']),
    required: { email: 'Please enter your e-mail' },
    onValid: ({ email }) =>
      request.mutate(email, {
        onSuccess: () => onSent(email),
        onError: (error) => form.setFailure(form.serverError(error) ?? 'Please try again later'),
      }),
  });
  return (
    <form {...form.props} method="post" action={useFormAction('/sign-in')} className="grid gap-5">
      {notice && <FormFailure message={notice} />}
      <p className="text-muted">
        No password: we e-mail you a sign-in link and a 6-digit code. Use whichever is easier.
      </p>
      <TextField label="Email" {...form.field('email')} type="email" autoComplete="email" required />
      <FormFailure message={form.failure} />
      <button type="submit" disabled={request.isPending} className={`${buttonClass('primary', 'lg')} w-full`}>
        {request.isPending ? 'Sending...' : 'Send me a sign-in link'}
      </button>
    </form>
  );
}

function CodeStep({
  email,
  notice,
  onOtherAddress,
}: {
  /** Null when the server keeps it: the form then posts as a plain form, even with the script. */
  email: string | null;
  notice: string | null;
  onOtherAddress: () => void;
}) {
  const action = useFormAction('/sign-in/code');
  const otherAddress = useFormAction('/sign-in');
  const request = useSignInRequest();
  const signIn = useSignInWithCode();
  const afterSignIn = useAfterSignIn();
  const [resent, setResent] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const form = useZodForm({
    schema: async () => (await loadSchemas()).signInCodeSchema,
    values: (data) => ({ email: email ?? '', ...texts(data, ['code']) }),
    required: { code: 'Enter the 6-digit code from the e-mail' },
    // Signed in, the page may show the member instead of this form: the promise still resolves.
    onValid: (input) =>
      signIn
        .mutateAsync(input)
        .then(afterSignIn, (error: unknown) =>
          form.setFailure(form.serverError(error) ?? 'Please try again later'),
        ),
  });
  const sendAgain = (address: string) => {
    form.reset();
    setResent(false);
    request.mutate(address, {
      onSuccess: () => setResent(true),
      onError: (error) => form.setFailure(form.serverError(error) ?? 'Please try again later'),
    });
  };
  return (
    <div className="grid gap-6">
      <div role="status" className="flex gap-3 rounded-2xl border border-teal/40 bg-teal/5 p-4">
        <CircleCheck aria-hidden size={24} className="mt-0.5 shrink-0 text-teal" />
        <div className="grid gap-1">
          <h2 ref={heading} tabIndex={-1} className="font-display text-3xl tracking-wide outline-none">
            Check your mail
          </h2>
          <p className="text-sm text-muted">{SIGN_IN_SENT}</p>
          {resent && <p className="text-sm text-teal">A new link and code are on their way to {email}.</p>}
        </div>
      </div>
      <form {...(email === null ? {} : form.props)} method="post" action={action} className="grid gap-4">
        <TextField
          label="6-digit code"
          {...form.field('code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          className="font-mono text-2xl tracking-[0.4em]"
          required
        />
        <FormFailure message={form.failure ?? notice} />
        <button
          type="submit"
          disabled={signIn.isPending}
          className={`${buttonClass('primary', 'lg')} w-full`}
        >
          {signIn.isPending ? 'Signing in...' : 'Sign in with the code'}
        </button>
      </form>
      <div className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
        {email === null ? (
          <a href={otherAddress} className="rounded text-cyan underline">
            Use another e-mail
          </a>
        ) : (
          <>
            <button
              type="button"
              onClick={() => sendAgain(email)}
              disabled={request.isPending}
              className="rounded text-cyan underline disabled:opacity-50"
            >
              {request.isPending ? 'Sending...' : 'Send a new code'}
            </button>
            <button type="button" onClick={onOtherAddress} className="rounded text-cyan underline">
              Use another e-mail
            </button>
          </>
        )}
      </div>
    </div>
  );
}
