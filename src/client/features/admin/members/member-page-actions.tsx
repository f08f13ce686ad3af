import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { TIER_LABELS } from '../../../../shared/constants';
import { addDays, formatAdminDateTime, formatShortDate, miamiToday } from '../../../../shared/dates';
import { deviceName } from '../../../../shared/device-name';
import {
  COMPLIMENTARY_REASON_MAX,
  complimentarySchema,
  type MemberPage,
  PAID_TIER_IDS,
  type PaidTierId,
  STAFF_NOTE_MAX,
  staffNoteSchema,
} from '../../../../shared/member-page';
import { formatDollars } from '../../../../shared/money';
import { membershipStatusLabel } from '../../../../shared/paid-members';
import { buttonClass } from '../../../components/ui/button-styles';
import { FormFailure, SelectField, TextAreaField, TextField } from '../../../components/ui/text-field';
import { texts, useZodForm } from '../../../lib/use-zod-form';
import { reportFailure, toastSuccess } from '../form-feedback';
import { EmptyText } from '../tab-states';
import { memberActions } from './api';
import { Panel } from './member-panel';

// What staff do for a member on their page: the membership (a paid one's tier, with the provider;
// a complimentary one given for a period or ended), the private note, and signing in (a link sent
// to the member's own address, every session ended).

const tierOptions = PAID_TIER_IDS.map((id) => ({ value: id, label: TIER_LABELS[id] }));

function useActions(memberId: number) {
  return memberActions(useQueryClient(), memberId);
}

export function MembershipPanel({ page }: { page: MemberPage }) {
  const { membership, complimentary } = page;
  return (
    <Panel title="Membership">
      {membership ? (
        <PaidMembership page={page} />
      ) : (
        <div className="grid gap-5">
          {complimentary ? (
            <Complimentary page={page} />
          ) : (
            <p className="text-sm text-muted">No paid membership: {page.member.name} is a Free Member.</p>
          )}
          <GiveComplimentary page={page} />
        </div>
      )}
    </Panel>
  );
}

function PaidMembership({ page }: { page: MemberPage }) {
  const membership = page.membership;
  const actions = useActions(page.member.id);
  const change = useMutation(actions.changeTier);
  const other = PAID_TIER_IDS.find((id) => id !== membership?.tier) as PaidTierId;
  const [chosen, setChosen] = useState<PaidTierId>(other);
  if (!membership) return null;
  const changeable = membership.status === 'active' && !membership.cancelAtPeriodEnd;
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <Item label="Tier">{TIER_LABELS[membership.tier]}</Item>
        <Item label="Status">{membershipStatusLabel(membership.status)}</Item>
        <Item label="Price">{formatDollars(membership.price)} a month</Item>
        <Item label={membership.cancelAtPeriodEnd ? 'Ends' : 'Renews'}>
          {membership.periodEnd ? formatShortDate(membership.periodEnd) : '—'}
        </Item>
        {membership.pendingTier && (
          <Item label="Then">
            {TIER_LABELS[membership.pendingTier]} from{' '}
            {membership.periodEnd ? formatShortDate(membership.periodEnd) : 'the next period'}
          </Item>
        )}
        {membership.subscriptionId && (
          <Item label="Subscription">
            <span className="font-mono text-xs break-all">{membership.subscriptionId}</span>
          </Item>
        )}
      </dl>
      {changeable ? (
        <form
          className="grid gap-3 rounded-xl border border-white/10 p-4"
          onSubmit={(event) => {
            event.preventDefault();
            change.mutate(chosen, {
              onSuccess: ({ message }) => toastSuccess('Tier changed', message),
              onError: (error) => reportFailure(error, 'Failed to change the tier'),
            });
          }}
        >
          <SelectField
            label="Change tier to"
            name="tierId"
            value={chosen}
            onChange={(event) => setChosen(event.target.value as PaidTierId)}
            options={tierOptions}
          />
          <p className="text-xs text-muted">
            An upgrade starts now and the difference for the rest of the period is charged to the member's
            card; a downgrade starts when the period ends.
          </p>
          <button
            type="submit"
            disabled={change.isPending}
            className={`${buttonClass('secondary')} justify-self-start`}
          >
            {change.isPending ? 'Changing...' : 'Change tier'}
          </button>
        </form>
      ) : (
        <p className="text-sm text-muted">
          {membership.cancelAtPeriodEnd
            ? 'The membership ends with this period: its tier cannot change.'
            : 'The last payment failed: the tier can change once the card is paid again.'}
        </p>
      )}
    </div>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs tracking-wide text-muted uppercase">{label}</dt>
      <dd className="mt-0.5">{children}</dd>
    </div>
  );
}

function Complimentary({ page }: { page: MemberPage }) {
  const grant = page.complimentary;
  const end = useMutation(useActions(page.member.id).endComplimentary);
  const [confirming, setConfirming] = useState(false);
  if (!grant) return null;
  return (
    <div className="grid gap-3 rounded-xl border border-gold/40 bg-gold/5 p-4">
      <p>
        <span className="font-semibold text-gold">Complimentary {TIER_LABELS[grant.tier]}</span> through{' '}
        {/* It ends as the last day chosen ends (midnight, Miami time): that day is what staff chose. */}
        {formatShortDate(new Date(Date.parse(grant.endsAt) - 1))}
      </p>
      {grant.reason && <p className="text-sm text-muted">Why: {grant.reason}</p>}
      {confirming ? (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm">End it now? {page.member.name} becomes a Free Member.</span>
          <button
            type="button"
            disabled={end.isPending}
            onClick={() =>
              end.mutate(undefined, {
                onSuccess: () =>
                  toastSuccess('Complimentary membership ended', `${page.member.name} is a Free Member.`),
                onError: (error) => reportFailure(error, 'Failed to end the membership'),
                onSettled: () => setConfirming(false),
              })
            }
            className={buttonClass('primary')}
          >
            {end.isPending ? 'Ending...' : 'End now'}
          </button>
          <button type="button" onClick={() => setConfirming(false)} className={buttonClass('ghost')}>
            Keep it
          </button>
        </div>
      ) : (
        <button
          type="button"
          onClick={() => setConfirming(true)}
          className={`${buttonClass('ghost')} justify-self-start`}
        >
          End complimentary membership
        </button>
      )}
    </div>
  );
}

function GiveComplimentary({ page }: { page: MemberPage }) {
  const give = useMutation(useActions(page.member.id).giveComplimentary);
  const today = miamiToday();
  const form = useZodForm({
    schema: complimentarySchema,
    values: (data) => {
      const { tier, until, reason } = texts(data, ['tier', 'until', 'reason']);
      return { tier, until, reason: reason.trim() === '' ? undefined : reason };
    },
    required: { until: 'Choose the last day' },
    onValid: (input, element) =>
      give.mutate(input, {
        onSuccess: () => {
          element.reset();
          toastSuccess(
            'Complimentary membership given',
            `${page.member.name} is ${TIER_LABELS[input.tier]} through ${formatShortDate(`${input.until}T12:00:00Z`)}.`,
          );
        },
        onError: (error) =>
          form.setFailure(form.serverError(error) ?? reportFailure(error, 'Failed to give the membership')),
      }),
  });
  const title = page.complimentary
    ? 'Give a new complimentary membership'
    : 'Give a complimentary membership';
  return (
    <form {...form.props} aria-label={title} className="grid gap-3 rounded-xl border border-white/10 p-4">
      <p className="font-semibold">{title}</p>
      <p className="text-xs text-muted">
        A paid tier without payment, from today through the day chosen (Miami time). The member is told by
        e-mail.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField label="Tier" {...form.field('tier')} defaultValue="premium" options={tierOptions} />
        <TextField
          label="Through"
          type="date"
          {...form.field('until')}
          min={today}
          max={addDays(today, 731)}
          defaultValue={addDays(today, 30)}
        />
      </div>
      <TextField
        label="Reason (staff only, optional)"
        {...form.field('reason')}
        maxLength={COMPLIMENTARY_REASON_MAX}
        autoComplete="off"
      />
      <FormFailure message={form.failure} />
      <button type="submit" disabled={give.isPending} className={`${buttonClass('gold')} justify-self-start`}>
        {give.isPending ? 'Giving...' : 'Give membership'}
      </button>
    </form>
  );
}

export function StaffNote({ memberId, note }: { memberId: number; note: string | null }) {
  const save = useMutation(useActions(memberId).saveNote);
  const hint = useId();
  const form = useZodForm({
    schema: staffNoteSchema,
    values: (data) => texts(data, ['note']),
    onValid: (input) =>
      save.mutate(input, {
        onSuccess: () =>
          toastSuccess('Note saved', input.note.trim() ? 'Only staff see it.' : 'The note is cleared.'),
        onError: (error) =>
          form.setFailure(form.serverError(error) ?? reportFailure(error, 'Failed to save the note')),
      }),
  });
  return (
    <Panel title="Staff note">
      <form {...form.props} className="grid gap-3">
        <TextAreaField
          label="Private note"
          {...form.field('note')}
          defaultValue={note ?? ''}
          rows={4}
          maxLength={STAFF_NOTE_MAX}
          aria-describedby={hint}
        />
        <p id={hint} className="text-xs text-muted">
          Only staff see this note; the member never does.
        </p>
        <FormFailure message={form.failure} />
        <button
          type="submit"
          disabled={save.isPending}
          className={`${buttonClass('secondary')} justify-self-start`}
        >
          {save.isPending ? 'Saving...' : 'Save note'}
        </button>
      </form>
    </Panel>
  );
}

export function SignInPanel({ page }: { page: MemberPage }) {
  const actions = useActions(page.member.id);
  const send = useMutation(actions.sendSignInLink);
  const endAll = useMutation(actions.endSessions);
  const { sessions, member } = page;
  return (
    <Panel title="Signing in">
      {sessions.length === 0 ? (
        <EmptyText>Not signed in anywhere.</EmptyText>
      ) : (
        <ul aria-label="Sign-in sessions" className="divide-y divide-white/10">
          {sessions.map((session) => (
            <li key={session.id} className="py-2.5">
              <p className="font-semibold">{deviceName(session.userAgent)}</p>
              <p className="text-sm text-muted">
                Last seen {formatAdminDateTime(session.lastSeenAt)} · since{' '}
                {formatShortDate(session.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          disabled={send.isPending}
          onClick={() =>
            send.mutate(undefined, {
              onSuccess: ({ message }) => toastSuccess(`Sent to ${member.email}`, message),
              onError: (error) => reportFailure(error, 'Failed to send the sign-in link'),
            })
          }
          className={buttonClass('secondary')}
        >
          {send.isPending
            ? 'Sending...'
            : member.emailConfirmed
              ? 'Send sign-in link'
              : 'Send confirmation link'}
        </button>
        {sessions.length > 0 && (
          <button
            type="button"
            disabled={endAll.isPending}
            onClick={() =>
              endAll.mutate(undefined, {
                onSuccess: ({ message }) => toastSuccess('Signed out', message),
                onError: (error) => reportFailure(error, 'Failed to sign the member out'),
              })
            }
            className={buttonClass('ghost')}
          >
            {endAll.isPending ? 'Signing out...' : 'Sign out everywhere'}
          </button>
        )}
      </div>
    </Panel>
  );
}
