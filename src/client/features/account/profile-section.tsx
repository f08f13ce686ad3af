import type { Account } from '../../../shared/members';
import { buttonClass } from '../../components/ui/button-styles';
import { FormFailure, TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/toast-store';
import { texts, useZodForm } from '../../lib/use-zod-form';
import { showAccountError } from './account-errors';
import { useUpdateAccount } from './api';
import { Section } from './section';

/**
 * The member's name, e-mail and phone, whether they appear on the Wall of Fame, and whether the
 * club's news reaches them by e-mail.
 */
export function ProfileSection({ account }: { account: Account }) {
  const update = useUpdateAccount();
  const wallOfFame = useUpdateAccount();
  const clubNews = useUpdateAccount();
  const form = useZodForm({
    schema: async () => (await import('../../../shared/members')).accountUpdateSchema,
    values: (data) => texts(data, ['name', 'phone']),
    required: { name: 'Please enter your name' },
    onValid: (change) =>
      update.mutate(change, {
        onSuccess: () => toast({ title: 'Saved', description: 'Your profile is updated.' }),
        onError: (error) => form.setFailure(form.serverError(error) ?? 'Please try again later'),
      }),
  });
  return (
    <Section title="Profile">
      <form {...form.props} className="grid gap-4">
        <TextField
          label="Name"
          {...form.field('name')}
          defaultValue={account.member.name}
          autoComplete="name"
          required
        />
        <div className="grid gap-1.5 text-sm">
          <span className="font-medium">E-mail</span>
          <span className="break-all text-muted">{account.member.email}</span>
        </div>
        <TextField
          label="Phone (optional)"
          hint="Only the club's team sees it, to call you about your membership. Leave it empty and we write instead."
          {...form.field('phone')}
          defaultValue={account.member.phone ?? ''}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
        <FormFailure message={form.failure} />
        <div>
          <button type="submit" disabled={update.isPending} className={buttonClass('secondary')}>
            {update.isPending ? 'Saving...' : 'Save profile'}
          </button>
        </div>
      </form>
      <Switch
        on={account.showOnWallOfFame}
        busy={wallOfFame.isPending}
        onChange={(on) => wallOfFame.mutate({ showOnWallOfFame: on }, { onError: showAccountError })}
        label="Show me on the Wall of Fame"
        hint="Your name, tier and the date you joined, on the club's public Wall of Fame."
      />
      <Switch
        on={account.clubNews}
        busy={clubNews.isPending}
        onChange={(on) =>
          clubNews.mutate(
            { clubNews: on },
            {
              onSuccess: () =>
                toast({
                  title: on ? 'Club news on' : 'Club news off',
                  description: on
                    ? "The club's messages to members will reach you again."
                    : 'You will get no more club news. You stay a member.',
                }),
              onError: showAccountError,
            },
          )
        }
        label="Club news by e-mail"
        hint="The club's messages to its members, and the newsletter. Tickets, receipts and sign-in links always come."
      />
    </Section>
  );
}

function Switch(props: {
  on: boolean;
  busy: boolean;
  onChange: (on: boolean) => void;
  label: string;
  hint: string;
}) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-2xl border border-white/10 bg-bg/40 p-4">
      <input
        type="checkbox"
        role="switch"
        aria-checked={props.on}
        checked={props.on}
        disabled={props.busy}
        onChange={(e) => props.onChange(e.target.checked)}
        className="mt-1 size-5 shrink-0 accent-cyan"
      />
      <span className="grid gap-1">
        <span className="font-medium">{props.label}</span>
        <span className="text-sm text-muted">{props.hint}</span>
      </span>
    </label>
  );
}
