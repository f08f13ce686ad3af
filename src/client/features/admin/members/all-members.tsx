import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { TIER_IDS, type TierId } from '../../../../shared/constants';
import { formatShortDate } from '../../../../shared/dates';
import { memberStatusLabel, memberTierLabel } from '../../../../shared/member-admin';
import { MEMBER_STATUSES, type MemberRow, type MemberStatus } from '../../../../shared/members';
import { FilterChips, FilteredList } from '../filtered-list';
import { cardActionClass } from '../tab-states';
import { membersCsv, membersQuery } from './api';
import { MemberCardHead } from './member-card-head';
import { memberPageHref } from './member-page-link';
import { MemberStatusBadge } from './member-status-badge';
import { MemberTierBadge } from './member-tier-badge';

// Every member, free and paid, below the paid members: a search by name or e-mail (the server
// searches), filters by tier and status with their counts, and the list as CSV (docs/admin.md).

export function AllMembers({ onOpen }: { onOpen: (id: number) => void }) {
  const [tier, setTier] = useState<TierId | undefined>();
  const [status, setStatus] = useState<MemberStatus | undefined>();
  return (
    <FilteredList
      name="all-members"
      title="All Members"
      description="Everyone who joined, free and paid, newest first"
      query={(search) => membersQuery({ search, tier, status })}
      items={(page) => page.members}
      csv={(search) => membersCsv.members({ search, tier, status })}
      searchLabel="Search by name or e-mail"
      filters={(first) => (
        <>
          <FilterChips
            legend="Tier"
            every="All tiers"
            options={TIER_IDS.map((id) => ({
              id,
              label: memberTierLabel(id),
              count: first?.counts.byTier[id],
            }))}
            total={first?.counts.total}
            chosen={tier}
            onChoose={setTier}
          />
          <FilterChips
            legend="Status"
            every="All statuses"
            options={MEMBER_STATUSES.map((id) => ({
              id,
              label: memberStatusLabel(id),
              count: first?.counts.byStatus[id],
            }))}
            total={first?.counts.total}
            chosen={status}
            onChoose={setStatus}
          />
        </>
      )}
      filtered={Boolean(tier || status)}
      loading="Loading members..."
      noun={['member', 'members']}
      empty={{ none: 'No members yet.', noMatch: 'No members match this search.' }}
      listLabel="All members"
    >
      {(member) => <MemberCard member={member} onOpen={onOpen} />}
    </FilteredList>
  );
}

function MemberCard({ member, onOpen }: { member: MemberRow; onOpen: (id: number) => void }) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-white/10 bg-surface p-5">
      <MemberCardHead name={member.name} email={member.email} tier={<MemberTierBadge tier={member.tier} />} />
      <dl className="mt-4 flex flex-wrap items-end justify-between gap-x-4 gap-y-2 text-sm">
        <div>
          <dt className="text-xs tracking-wide text-muted uppercase">Status</dt>
          <dd className="mt-1">
            <MemberStatusBadge status={member.status} />
          </dd>
        </div>
        <div className="text-right">
          <dt className="text-xs tracking-wide text-muted uppercase">
            {member.joinedAt ? 'Joined' : 'Signed up'}
          </dt>
          <dd className="mt-1">
            <time dateTime={member.joinedAt ?? member.createdAt}>
              {formatShortDate(member.joinedAt ?? member.createdAt)}
            </time>
          </dd>
        </div>
      </dl>
      <a
        href={memberPageHref(member.id)}
        onClick={(event) => {
          // A new browser tab (or window) opens the page there; a plain click opens it here.
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          onOpen(member.id);
        }}
        className={`${cardActionClass} mt-4 self-start`}
        aria-label={`Open ${member.name}'s page`}
      >
        <UserRound size={15} aria-hidden />
        Open page
      </a>
    </article>
  );
}
