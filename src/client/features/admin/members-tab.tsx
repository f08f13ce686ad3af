import { Mail } from 'lucide-react';
import { formatShortDate } from '../../../shared/dates';
import { formatDollars } from '../../../shared/money';
import { paidTierLabel } from '../../../shared/paid-members';
import { ListTab } from './admin-list-tab';
import { csvDownloads, paidMembersQuery } from './api';
import { MemberStatusBadge } from './member-status-badge';
import { CardGrid } from './tab-states';

/** Members who paid for a tier, read only, with whether each is active, past due or canceled. */
export function MembersTab() {
  return (
    <ListTab
      name="members"
      title="Paid Members"
      description="View all members who have purchased memberships"
      csv={csvDownloads.paidMembers}
      query={paidMembersQuery}
      loading="Loading members..."
      empty="No paid members yet."
    >
      {(items) => (
        <CardGrid label="Paid members">
          {items.map((member) => (
            <li key={member.id}>
              <article className="flex h-full flex-col rounded-2xl border border-white/10 bg-surface p-5">
                <div className="flex items-start justify-between gap-3">
                  <h3 className="text-lg font-semibold">{member.name}</h3>
                  <span
                    className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-bold text-bg ${member.membershipTier === 'premium' ? 'bg-purple' : 'bg-gold'}`}
                  >
                    {paidTierLabel(member.membershipTier)}
                  </span>
                </div>
                <a
                  href={`mailto:${member.email}`}
                  className="mt-1 inline-flex items-center gap-1.5 text-sm break-all text-cyan hover:underline"
                >
                  <Mail size={14} aria-hidden className="shrink-0" />
                  {member.email}
                </a>
                <dl className="mt-4 grid grid-cols-[auto_auto_auto] justify-between gap-x-4 gap-y-2 text-sm">
                  <div>
                    <dt className="text-xs tracking-wide text-muted uppercase">Amount</dt>
                    <dd className="font-display text-2xl text-gold">{formatDollars(member.amount)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs tracking-wide text-muted uppercase">Joined</dt>
                    <dd className="mt-1">
                      <time dateTime={member.createdAt}>{formatShortDate(member.createdAt)}</time>
                    </dd>
                  </div>
                  <div>
                    <dt className="text-xs tracking-wide text-muted uppercase">Status</dt>
                    <dd className="mt-1">
                      <MemberStatusBadge status={member.status} />
                    </dd>
                  </div>
                </dl>
              </article>
            </li>
          ))}
        </CardGrid>
      )}
    </ListTab>
  );
}
