import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ManagedMembership, MembershipStatus } from '../../../shared/membership';
import { findTier } from '../../../shared/membership-tiers';
import { formatDollars } from '../../../shared/money';
import { buttonClass } from '../../components/ui/button-styles';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast-store';
import { ApiError } from '../../lib/api-error';
import { useTokenFromFragment } from '../../lib/use-token-from-fragment';
import { membershipKeys, useManagedMembership, useMembershipAction } from './api';
import { tierStyle } from './tier-style';

const statusLabel: Record<MembershipStatus, string> = {
  active: 'Active',
  past_due: 'Payment due',
  canceled: 'Canceled',
};

/** The page behind the welcome e-mail's "Manage membership" link: the membership, and a way out. */
export function ManageMembership() {
  // Kept in the address: the page asks with it again after a reload.
  const { token, read } = useTokenFromFragment({ keepInAddress: true });
  const membership = useManagedMembership(token);
  if (!read || membership.isLoading) return <Spinner label="Loading your membership" />;
  if (!token) {
    return <Notice>Open this page from the "Manage membership" link in your welcome e-mail.</Notice>;
  }
  if (membership.error || !membership.data) {
    return (
      <Notice>
        {membership.error instanceof ApiError
          ? membership.error.message
          : 'We could not load your membership. Please try again later.'}
      </Notice>
    );
  }
  return <MembershipDetails token={token} data={membership.data} />;
}

function Notice({ children }: { children: string }) {
  return (
    <p
      role="alert"
      className="mx-auto max-w-xl rounded-2xl border border-white/10 bg-surface p-6 text-center text-muted"
    >
      {children}
    </p>
  );
}

function MembershipDetails({ token, data }: { token: string; data: ManagedMembership }) {
  const queryClient = useQueryClient();
  const portal = useMembershipAction('portal');
  const cancel = useMembershipAction('cancel');
  const [confirming, setConfirming] = useState(false);
  const { member } = data;
  const tier = findTier(member.membershipTier);
  const fail = (error: Error) =>
    toast({
      title: 'Error',
      description: error instanceof ApiError ? error.message : 'Please try again later',
      variant: 'destructive',
    });

  const openPortal = () =>
    portal.mutate(token, { onSuccess: ({ url }) => window.location.assign(url), onError: fail });
  const confirmCancel = () =>
    cancel.mutate(token, {
      onSuccess: (next) => {
        queryClient.setQueryData(membershipKeys.managed(token), next);
        setConfirming(false);
        toast({ title: 'Membership canceled', description: 'You will not be charged again.' });
      },
      onError: fail,
    });

  return (
    <section
      aria-label="Your membership"
      className="mx-auto grid max-w-xl gap-6 rounded-3xl border border-white/10 bg-surface p-6 sm:p-8"
    >
      <div>
        <p className={`font-display text-4xl tracking-wide ${tierStyle[tier?.colour ?? 'white'].text}`}>
          {tier?.name}
        </p>
        <p className="text-muted">{formatDollars(member.amount)} a month</p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="text-muted">Name</dt>
        <dd>{member.name}</dd>
        <dt className="text-muted">E-mail</dt>
        <dd className="break-all">{member.email}</dd>
        <dt className="text-muted">Status</dt>
        <dd className={member.status === 'active' ? 'text-teal' : 'text-red'}>
          {statusLabel[member.status]}
        </dd>
      </dl>
      {data.manage === 'portal' ? (
        <button
          type="button"
          onClick={openPortal}
          disabled={portal.isPending}
          className={buttonClass('primary', 'lg')}
        >
          {portal.isPending ? 'Opening...' : 'Update card or cancel'}
        </button>
      ) : member.status === 'canceled' ? (
        <p className="text-sm text-muted">This membership is canceled and will not be charged again.</p>
      ) : confirming ? (
        <div className="grid gap-3 rounded-2xl border border-red/40 bg-red/5 p-4">
          <p className="text-sm">Cancel your {tier?.label} membership? Nothing more will be charged.</p>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              onClick={confirmCancel}
              disabled={cancel.isPending}
              className={buttonClass('primary')}
            >
              {cancel.isPending ? 'Canceling...' : 'Yes, cancel my membership'}
            </button>
            <button type="button" onClick={() => setConfirming(false)} className={buttonClass('ghost')}>
              Keep my membership
            </button>
          </div>
        </div>
      ) : (
        <button type="button" onClick={() => setConfirming(true)} className={buttonClass('secondary', 'lg')}>
          Cancel membership
        </button>
      )}
    </section>
  );
}
