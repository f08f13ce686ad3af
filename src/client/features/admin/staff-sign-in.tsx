import { useMutation } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { signInCodeSchema, signInRequestSchema } from '../../../shared/members';
import { STAFF_SIGN_IN_SENT, secondStepCodeSchema } from '../../../shared/staff';
import { buttonClass } from '../../components/ui/button-styles';
import { FormFailure, TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api-error';
import { texts, useZodForm } from '../../lib/use-zod-form';
import {
  staffCodeSignInMutation,
  staffLinkSignInMutation,
  staffSecondStepMutation,
  staffSignInRequestMutation,
} from './api';

// Staff with an account of their own sign in from their inbox (docs/staff.md): the admin login
// page asks for their address, and the e-mail's link or its 6-digit code opens their session.
// Opening the link signs no one in (mail scanners open links too): the one button press does.

/** Where a staff sign-in link lands: one press signs this browser in. */
export function StaffLinkSignIn({ token, onSignedIn }: { token: string; onSignedIn: () => void }) {
  const signIn = useMutation(staffLinkSignInMutation);
  if (signIn.data && 'secondStep' in signIn.data) {
    return <SecondStep token={signIn.data.secondStep} onSignedIn={onSignedIn} />;
  }
  if (signIn.isError) {
    const message = signIn.error instanceof ApiError ? signIn.error.message : 'Please try again later';
    return <StaffEmailSignIn notice={message} onSignedIn={onSignedIn} />;
  }
  return (
    <div className="grid gap-5 text-center">
      <p className="text-muted">Press the button to sign in to the dashboard on this device.</p>
      <button
        type="button"
        onClick={() =>
          signIn.mutateAsync(token).then(
            (answer) => ('token' in answer ? onSignedIn() : undefined),
            () => {},
          )
        }
        disabled={signIn.isPending || signIn.isSuccess}
        className={`${buttonClass('primary', 'lg')} w-full`}
      >
        {signIn.isPending || signIn.isSuccess ? 'Signing in...' : 'Sign in to the dashboard'}
      </button>
    </div>
  );
}

/** The address, then the code from the e-mail (its link works too). */
export function StaffEmailSignIn({ notice, onSignedIn }: { notice?: string; onSignedIn: () => void }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return sentTo === null ? (
    <EmailStep notice={notice} onSent={setSentTo} />
  ) : (
    <CodeStep email={sentTo} onSignedIn={onSignedIn} onOtherAddress={() => setSentTo(null)} />
  );
}

function EmailStep({ notice, onSent }: { notice?: string; onSent: (email: string) => void }) {
  const request = useMutation(staffSignInRequestMutation);
  const form = useZodForm({
    schema: signInRequestSchema,
    values: (data) => texts(data, ['email']),
    required: { email: 'Please enter your e-mail' },
    onValid: ({ email }) =>
      request.mutate(email, {
        onSuccess: () => onSent(email),
        onError: (error) => form.setFailure(form.serverError(error) ?? 'Please try again later'),
      }),
  });
  return (
    <form {...form.props} className="grid gap-4">
      {notice && <FormFailure message={notice} />}
      <TextField label="Staff e-mail" {...form.field('email')} type="email" autoComplete="email" required />
      <FormFailure message={form.failure} />
      <button
        type="submit"
        disabled={request.isPending}
        className={`${buttonClass('secondary', 'lg')} w-full`}
      >
        {request.isPending ? 'Sending...' : 'E-mail me a sign-in link'}
      </button>
    </form>
  );
}

function CodeStep({
  email,
  onSignedIn,
  onOtherAddress,
}: {
  email: string;
  onSignedIn: () => void;
  onOtherAddress: () => void;
}) {
  const signIn = useMutation(staffCodeSignInMutation);
  const heading = useRef<HTMLHeadingElement>(null);
  const [waiting, setWaiting] = useState<string | null>(null);
  useEffect(() => heading.current?.focus(), []);
  const form = useZodForm({
    schema: signInCodeSchema,
    values: (data) => ({ email, ...texts(data, ['code']) }),
    required: { code: 'Enter the 6-digit code from the e-mail' },
    onValid: (input) =>
      signIn.mutateAsync(input).then(
        (answer) => ('token' in answer ? onSignedIn() : setWaiting(answer.secondStep)),
        (error: unknown) => form.setFailure(form.serverError(error) ?? 'Please try again later'),
      ),
  });
  if (waiting) return <SecondStep token={waiting} onSignedIn={onSignedIn} />;
  return (
    <div className="grid gap-5">
      <div role="status" className="flex gap-3 rounded-2xl border border-teal/40 bg-teal/5 p-4">
        <CircleCheck aria-hidden size={24} className="mt-0.5 shrink-0 text-teal" />
        <div className="grid gap-1">
          <h2 ref={heading} tabIndex={-1} className="font-display text-2xl tracking-wide outline-none">
            Check your mail
          </h2>
          <p className="text-sm text-muted">{STAFF_SIGN_IN_SENT}</p>
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
      <button
        type="button"
        onClick={onOtherAddress}
        className="justify-self-center rounded text-sm text-cyan underline"
      >
        Use another e-mail
      </button>
    </div>
  );
}

/** The second step: the code from the person's authenticator app, or one of their recovery codes. */
function SecondStep({ token, onSignedIn }: { token: string; onSignedIn: () => void }) {
  const finish = useMutation(staffSecondStepMutation);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const form = useZodForm({
    schema: secondStepCodeSchema,
    values: (data) => texts(data, ['code']),
    required: { code: 'Enter the 6-digit code from your app, or a recovery code' },
    onValid: ({ code }) =>
      finish
        .mutateAsync({ token, code })
        .then(onSignedIn, (error: unknown) =>
          form.setFailure(form.serverError(error) ?? 'Please try again later'),
        ),
  });
  return (
    <div className="grid gap-5">
      <div className="grid gap-1">
        <h2 ref={heading} tabIndex={-1} className="font-display text-2xl tracking-wide outline-none">
          One more step
        </h2>
        <p className="text-sm text-muted">
          Enter the 6-digit code from your authenticator app, or one of your recovery codes.
        </p>
      </div>
      <form {...form.props} className="grid gap-4">
        <TextField
          label="Code from your app"
          {...form.field('code')}
          autoComplete="one-time-code"
          maxLength={40}
          className="font-mono text-2xl tracking-[0.2em]"
          required
        />
        <FormFailure message={form.failure} />
        <button
          type="submit"
          disabled={finish.isPending}
          className={`${buttonClass('primary', 'lg')} w-full`}
        >
          {finish.isPending ? 'Signing in...' : 'Sign in'}
        </button>
      </form>
    </div>
  );
}
