import { AlertTriangle } from 'lucide-react';
import { Link } from 'wouter';
import { TIER_LABELS, TIER_PRICE_CENTS } from '../../../shared/constants';
import { formatShortDate } from '../../../shared/dates';
import { MEMBER_STATUS_LABELS } from '../../../shared/member-rules';
import type { Account, AccountMembership } from '../../../shared/members';
import { formatDollars } from '../../../shared/money';
import { buttonClass } from '../../components/ui/button-styles';
import { ConfirmStep } from '../../components/ui/confirm-step';
import { toast } from '../../components/ui/toast-store';
import { tierTextClass } from '../wall-of-fame';
import { showAccountError } from './account-errors';
import { useBillingPortal, useCancelMembership, useChangeTier, useResumeMembership } from './api';
import { Section } from './section';

type PaidTier = AccountMembership['tier'];

/** The member's tier, status, price and renewal, and what they can change about it. */
export function MembershipSection({ account }: { account: Account }) {
  const { member, membership } = account;
  return (
    <Section title="Membership">
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="text-muted">Tier</dt>
        <dd className={`font-semibold ${tierTextClass[member.tier]}`}>{TIER_LABELS[member.tier]}</dd>
        <dt className="text-muted">Status</dt>
        <dd className={statusClass(membership?.status ?? member.status)}>
          {MEMBER_STATUS_LABELS[membership?.status ?? member.status]}
        </dd>
        {membership && membership.status !== 'canceled' && <PaidFacts membership={membership} />}
        {account.complimentaryUntil && (!membership || membership.status === 'canceled') && (
          <>
            <dt className="text-muted">Complimentary</dt>
            {/* It ends as its last day ends (midnight, Miami time): that day is the one to say. */}
            <dd>
              On the house through {formatShortDate(new Date(Date.parse(account.complimentaryUntil) - 1))}
            </dd>
          </>
        )}
        {member.joinedAt && (
          <>
            <dt className="text-muted">Member since</dt>
            <dd>{formatShortDate(member.joinedAt)}</dd>
          </>
        )}
      </dl>
      {membership && membership.status !== 'canceled' ? (
        <PaidActions membership={membership} />
      ) : (
        <UpgradeOffer />
      )}
    </Section>
  );
}

const statusClass = (status: keyof typeof MEMBER_STATUS_LABELS) =>
  status === 'active' ? 'text-teal' : status === 'past_due' ? 'text-red' : 'text-muted';

function PaidFacts({ membership }: { membership: AccountMembership }) {
  const end = membership.periodEnd ? formatShortDate(membership.periodEnd) : null;
  return (
    <>
      <dt className="text-muted">Price</dt>
      <dd>{formatDollars(membership.price)} a month</dd>
      {end && (
        <>
          <dt className="text-muted">{membership.cancelAtPeriodEnd ? 'Ends on' : 'Next renewal'}</dt>
          <dd>{end}</dd>
        </>
      )}
      {membership.pendingTier && end && (
        <>
          <dt className="text-muted">From {end}</dt>
          <dd>
            {TIER_LABELS[membership.pendingTier]}, {formatDollars(TIER_PRICE_CENTS[membership.pendingTier])} a
            month
          </dd>
        </>
      )}
    </>
  );
}

/** A free member, or one whose paid membership ended: the paid tiers, through the checkout. */
function UpgradeOffer() {
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted">
        Upgrade for members-only events, priority RSVPs and member pricing.
      </p>
      <div className="flex flex-wrap gap-3">
        <Link href="/join?join=premium" className={buttonClass('primary')}>
          Become a Premium Fan
        </Link>
        <Link href="/join?join=inner_circle" className={buttonClass('gold')}>
          Join the Inner Circle
        </Link>
      </div>
    </div>
  );
}

function PaidActions({ membership }: { membership: AccountMembership }) {
  const portal = useBillingPortal();
  const openPortal = () =>
    portal.mutate(undefined, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: showAccountError,
    });
  const end = membership.periodEnd ? formatShortDate(membership.periodEnd) : 'the end of this period';
  return (
    <div className="grid gap-5">
      {membership.status === 'past_due' && (
        <div role="alert" className="flex gap-3 rounded-2xl border border-red/50 bg-red/10 p-4 text-sm">
          <AlertTriangle aria-hidden size={20} className="mt-0.5 shrink-0 text-red" />
          <p>
            Your last payment failed.{' '}
            {membership.graceEndsAt
              ? `You keep ${TIER_LABELS[membership.tier]} access until ${formatShortDate(membership.graceEndsAt)} while it is tried again`
              : 'It will be tried again'}
            {membership.billing === 'portal' ? ': update your card under "Manage billing".' : '.'}
          </p>
        </div>
      )}
      {membership.billing === 'portal' && (
        <div>
          <button
            type="button"
            onClick={openPortal}
            disabled={portal.isPending}
            className={buttonClass('secondary')}
          >
            {portal.isPending ? 'Opening...' : 'Manage billing'}
          </button>
          <p className="mt-1.5 text-xs text-muted">Your card and invoices, on Stripe's secure page.</p>
        </div>
      )}
      {!membership.cancelAtPeriodEnd && <TierChange membership={membership} end={end} />}
      <CancelOrResume membership={membership} end={end} />
    </div>
  );
}

function TierChange({ membership, end }: { membership: AccountMembership; end: string }) {
  const change = useChangeTier();
  const other: PaidTier = membership.tier === 'premium' ? 'inner_circle' : 'premium';
  if (membership.pendingTier === other) {
    // A planned switch down is taken back by asking for the tier held.
    const keep = () =>
      change.mutate(membership.tier, {
        onSuccess: () =>
          toast({
            title: 'Tier change called off',
            description: `You stay ${TIER_LABELS[membership.tier]} after ${end}.`,
          }),
        onError: showAccountError,
      });
    return (
      <div className="grid gap-2">
        <p className="text-sm text-muted">
          You switch to {TIER_LABELS[other]} on {end}. Changed your mind? Keep {TIER_LABELS[membership.tier]}.
        </p>
        <div>
          <button
            type="button"
            onClick={keep}
            disabled={change.isPending}
            className={buttonClass('secondary')}
          >
            {change.isPending ? 'Changing...' : `Keep ${TIER_LABELS[membership.tier]}`}
          </button>
        </div>
      </div>
    );
  }
  const upgrade = other === 'inner_circle';
  const price = formatDollars(TIER_PRICE_CENTS[other]);
  const explanation = upgrade
    ? `Upgrading starts now: today you pay only the difference for the rest of this period, then ${price} a month from ${end}.`
    : `Switching down takes effect on ${end}: you keep ${TIER_LABELS[membership.tier]} until then, then pay ${price} a month.`;
  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted">{explanation}</p>
      <div>
        <ConfirmStep
          label={upgrade ? `Upgrade to ${TIER_LABELS[other]}` : `Switch to ${TIER_LABELS[other]}`}
          variant={upgrade ? 'gold' : 'secondary'}
          question={explanation}
          confirmLabel={upgrade ? 'Yes, upgrade now' : `Yes, switch on ${end}`}
          pendingLabel="Changing..."
          keepLabel={`Stay ${TIER_LABELS[membership.tier]}`}
          pending={change.isPending}
          onConfirm={(done) =>
            change.mutate(other, {
              onSuccess: () => {
                done();
                toast({
                  title: upgrade ? `Welcome to ${TIER_LABELS[other]}!` : 'Tier change planned',
                  description: upgrade
                    ? `Your ${TIER_LABELS[other]} access starts now.`
                    : `You switch to ${TIER_LABELS[other]} on ${end}.`,
                });
              },
              onError: showAccountError,
            })
          }
        />
      </div>
    </div>
  );
}

function CancelOrResume({ membership, end }: { membership: AccountMembership; end: string }) {
  const cancel = useCancelMembership();
  const resume = useResumeMembership();
  if (membership.cancelAtPeriodEnd) {
    return (
      <div className="grid gap-2 rounded-2xl border border-gold/40 bg-gold/5 p-4">
        <p className="text-sm">
          Your membership ends on {end}; nothing more will be charged. Changed your mind? Undo it any time
          before then.
        </p>
        <div>
          <button
            type="button"
            disabled={resume.isPending}
            onClick={() =>
              resume.mutate(undefined, {
                onSuccess: () =>
                  toast({ title: 'Membership kept', description: `It renews on ${end} as before.` }),
                onError: showAccountError,
              })
            }
            className={buttonClass('primary')}
          >
            {resume.isPending ? 'Keeping...' : 'Keep my membership'}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div>
      <ConfirmStep
        label="Cancel membership"
        variant="danger-outline"
        question={`Your ${TIER_LABELS[membership.tier]} membership stays until ${end}, then ends and nothing more is charged. You can undo this until then.`}
        confirmLabel={`Yes, end it on ${end}`}
        pendingLabel="Canceling..."
        keepLabel="Keep my membership"
        pending={cancel.isPending}
        danger
        onConfirm={(done) =>
          cancel.mutate(undefined, {
            onSuccess: () => {
              done();
              toast({ title: 'Membership canceled', description: `It ends on ${end}.` });
            },
            onError: showAccountError,
          })
        }
      />
    </div>
  );
}
