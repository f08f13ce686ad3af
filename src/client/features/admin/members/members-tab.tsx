import type { Page } from '../../../../shared/admin-lists';
import { formatShortDate } from '../../../../shared/dates';
import type { PaidMember } from '../../../../shared/membership';
import { formatDollars } from '../../../../shared/money';
import { paidTierLabel } from '../../../../shared/paid-members';
import { useUrlState } from '../../../lib/use-url-state';
import { ListTab } from '../admin-list-tab';
import { NewsletterSubscribers } from '../newsletter/subscribers';
import { CardGrid } from '../tab-states';
import { AllMembers } from './all-members';
import { membersCsv, paidMembersQuery } from './api';
import { MemberCardHead } from './member-card-head';
import { MemberPage } from './member-page';
import { MEMBER_PARAM, memberOfParam } from './member-page-link';
import { MemberStatusBadge } from './member-status-badge';

/**
 * Members who paid for a tier, read only, with whether each is active, past due or canceled; then
 * every member, free and paid, to search, filter and count, each opening their page; then the
 * newsletter's subscribers.
 */
export function MembersTab() {
  const [params, update] = useUrlState();
  const memberId = memberOfParam(params.get(MEMBER_PARAM));
  if (memberId !== null) {
    return <MemberPage id={memberId} onBack={() => update({ [MEMBER_PARAM]: null })} />;
  }
  return (
    <div className="grid gap-16">
      <PaidMembers />
      <AllMembers onOpen={(id) => update({ [MEMBER_PARAM]: String(id) })} />
      <NewsletterSubscribers />
    </div>
  );
}

function PaidMembers() {
  return (
    <ListTab
      name="members"
      title="Paid Members"
      description="View all members who have purchased memberships"
      csv={membersCsv.paidMembers}
      paged={{ query: paidMembersQuery, items: (page: Page<PaidMember>) => page.items }}
      loading="Loading members..."
      empty="No paid members yet."
      search={{
        label: 'Search paid members',
        noun: 'paid members',
      }}
    >
      {(items) => (
        <CardGrid label="Paid members">
          {items.map((member) => (
            <li key={member.id}>
              <article className="flex h-full flex-col rounded-2xl border border-white/10 bg-surface p-5">
                <MemberCardHead
                  name={member.name}
                  email={member.email}
                  tier={
                    <span
                      className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-bold text-bg ${member.membershipTier === 'premium' ? 'bg-purple' : 'bg-gold'}`}
                    >
                      {paidTierLabel(member.membershipTier)}
                    </span>
                  }
                />
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
