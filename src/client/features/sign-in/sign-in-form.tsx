import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { SIGN_IN_SENT } from '../../../shared/member-rules';
import { buttonClass } from '../../components/ui/button-styles';
import { FormFailure, TextField } from '../../components/ui/text-field';
import { texts, useZodForm } from '../../lib/use-zod-form';
import { useSignInRequest, useSignInWithCode } from './api';
import { safeNextPath } from './next-path';

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

/**
 * Signing in by e-mail: the address, then "check your mail" with the 6-digit code's form (for a
 * phone whose mail app opens the link in another browser). The e-mail's link signs in on its own.
 */
export function SignInForm({ notice }: { notice?: string | null }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return sentTo === null ? (
    <EmailStep notice={notice} onSent={setSentTo} />
  ) : (
    <CodeStep email={sentTo} onOtherAddress={() => setSentTo(null)} />
  );
}

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
    <form {...form.props} className="grid gap-5">
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

function CodeStep({ email, onOtherAddress }: { email: string; onOtherAddress: () => void }) {
  const request = useSignInRequest();
  const signIn = useSignInWithCode();
  const afterSignIn = useAfterSignIn();
  const [resent, setResent] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const form = useZodForm({
    schema: async () => (await loadSchemas()).signInCodeSchema,
    values: (data) => ({ email, ...texts(data, ['code']) }),
    required: { code: 'Enter the 6-digit code from the e-mail' },
    // Signed in, the page may show the member instead of this form: the promise still resolves.
    onValid: (input) =>
      signIn
        .mutateAsync(input)
        .then(afterSignIn, (error: unknown) =>
          form.setFailure(form.serverError(error) ?? 'Please try again later'),
        ),
  });
  const sendAgain = () => {
    form.reset();
    setResent(false);
    request.mutate(email, {
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
      <form {...form.props} className="grid gap-4">
        <TextField
          label="6-digit code"
          {...form.field('code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          className="font-mono text-2xl tracking-[0.4em]"
          required
        />
        <FormFailure message={form.failure} />
        <button
          type="submit"
          disabled={signIn.isPending}
          className={`${buttonClass('primary', 'lg')} w-full`}
        >
          {signIn.isPending ? 'Signing in...' : 'Sign in with the code'}
        </button>
      </form>
      <div className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
        <button
          type="button"
          onClick={sendAgain}
          disabled={request.isPending}
          className="rounded text-cyan underline disabled:opacity-50"
        >
          {request.isPending ? 'Sending...' : 'Send a new code'}
        </button>
        <button type="button" onClick={onOtherAddress} className="rounded text-cyan underline">
          Use another e-mail
        </button>
      </div>
    </div>
  );
}
