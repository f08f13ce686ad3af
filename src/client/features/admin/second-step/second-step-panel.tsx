import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { secondStepCodeSchema } from '../../../../shared/staff';
import { buttonClass } from '../../../components/ui/button-styles';
import { FormFailure, TextField } from '../../../components/ui/text-field';
import { texts, useZodForm } from '../../../lib/use-zod-form';
import { adminKeys } from '../admin-keys';
import { toastSuccess } from '../form-feedback';
import { PanelDialog } from '../panel-dialog';
import { confirmSecondStepMutation, startSecondStepMutation, turnOffSecondStepMutation } from './api';

type Status = 'on' | 'off' | 'required';

/** The header's "Two-step sign-in" button and its panel, for owners and managers with their own account. */
export function SecondStepDialog({ status }: { status: Status }) {
  return (
    <PanelDialog
      width="medium"
      trigger={
        <button type="button" className={buttonClass('secondary')}>
          <KeyRound size={18} aria-hidden />
          Two-step sign-in
        </button>
      }
      title="Two-step sign-in"
      description="A code from an app on your phone, asked after the link or code from your inbox."
    >
      <div className="grid gap-5 overflow-y-auto px-5 py-5 sm:px-7">
        <SecondStepPanel status={status} />
      </div>
    </PanelDialog>
  );
}

/** Setting the app up (with its recovery codes), or turning it off. */
export function SecondStepPanel({ status }: { status: Status }) {
  return status === 'on' ? <TurnOff /> : <SetUp />;
}

function SetUp() {
  const client = useQueryClient();
  const start = useMutation(startSecondStepMutation);
  const [codes, setCodes] = useState<string[] | null>(null);
  const confirm = useMutation(confirmSecondStepMutation);
  const form = useZodForm({
    schema: secondStepCodeSchema,
    values: (data) => texts(data, ['code']),
    required: { code: 'Enter the 6-digit code from the app' },
    onValid: ({ code }) =>
      confirm.mutate(code, {
        onSuccess: ({ recoveryCodes }) => setCodes(recoveryCodes),
        onError: (error) => form.setFailure(form.serverError(error) ?? 'Please try again later'),
      }),
  });
  if (codes) {
    return (
      <div className="grid gap-4">
        <p role="status" className="text-teal">
          Two-step sign-in is on. Keep these recovery codes somewhere safe: each signs you in once if you lose
          your phone. They are shown only now.
        </p>
        <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-base">
          {codes.map((code) => (
            <li key={code} className="rounded-lg border border-white/10 bg-bg px-3 py-2 text-center">
              {code}
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={`${buttonClass('primary')} justify-self-start`}
          onClick={() => {
            toastSuccess('Two-step sign-in on', 'Your next sign-in asks for a code from the app.');
            void client.invalidateQueries({ queryKey: adminKeys.session() });
          }}
        >
          I saved them
        </button>
      </div>
    );
  }
  if (!start.data) {
    return (
      <div className="grid gap-4">
        <p className="text-muted">
          Use an authenticator app (Google Authenticator, 1Password, Authy, Microsoft Authenticator…). After
          the link or code from your inbox, sign-in then asks for the app's 6-digit code.
        </p>
        <FormFailure message={start.error?.message} />
        <button
          type="button"
          onClick={() => start.mutate()}
          disabled={start.isPending}
          className={`${buttonClass('primary')} justify-self-start`}
        >
          {start.isPending ? 'Preparing...' : 'Set up a one-time-code app'}
        </button>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <p className="text-muted">Scan this code with the app, or type the key below into it.</p>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(start.data.qrSvg)}`}
        alt="QR code for your authenticator app"
        width={200}
        height={200}
        className="rounded-xl bg-white p-2"
      />
      <p className="text-sm">
        Key:{' '}
        <code className="font-mono break-all text-cyan">{start.data.secret.match(/.{1,4}/g)?.join(' ')}</code>
      </p>
      <form {...form.props} className="grid gap-4">
        <TextField
          label="6-digit code from the app"
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
          disabled={confirm.isPending}
          className={`${buttonClass('primary')} justify-self-start`}
        >
          {confirm.isPending ? 'Checking...' : 'Turn it on'}
        </button>
      </form>
    </div>
  );
}

function TurnOff() {
  const turnOff = useMutation(turnOffSecondStepMutation);
  const form = useZodForm({
    schema: secondStepCodeSchema,
    values: (data) => texts(data, ['code']),
    required: { code: 'Enter a code from the app, or a recovery code' },
    onValid: ({ code }) =>
      turnOff.mutate(code, {
        onSuccess: () =>
          toastSuccess('Two-step sign-in off', 'The link or code from your inbox signs you in alone.'),
        onError: (error) => form.setFailure(form.serverError(error) ?? 'Please try again later'),
      }),
  });
  return (
    <div className="grid gap-4">
      <p role="status" className="text-teal">
        Two-step sign-in is on: after your inbox, sign-in asks for a code from your app.
      </p>
      <form {...form.props} className="grid gap-4">
        <TextField
          label="Code from the app, or a recovery code"
          {...form.field('code')}
          autoComplete="one-time-code"
        />
        <FormFailure message={form.failure} />
        <button
          type="submit"
          disabled={turnOff.isPending}
          className={`${buttonClass('secondary')} justify-self-start`}
        >
          {turnOff.isPending ? 'Turning off...' : 'Turn it off'}
        </button>
      </form>
    </div>
  );
}
