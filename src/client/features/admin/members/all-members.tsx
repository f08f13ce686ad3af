import { useInfiniteQuery } from '@tanstack/react-query';
import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { showingText } from '../../../../shared/admin-lists';
import { TIER_IDS, type TierId } from '../../../../shared/constants';
import { formatShortDate } from '../../../../shared/dates';
import { type MemberFilters, memberStatusLabel, memberTierLabel } from '../../../../shared/member-admin';
import { MEMBER_STATUSES, type MemberRow, type MemberStatus } from '../../../../shared/members';
import { TextField } from '../../../components/ui/text-field';
import { ShowMore, useServerSearch } from '../admin-list-tab';
import {
  CardGrid,
  CsvButton,
  cardActionClass,
  EmptyText,
  LoadError,
  LoadingText,
  TabHeader,
} from '../tab-states';
import { membersCsv, membersQuery } from './api';
import { MemberCardHead } from './member-card-head';
import { memberPageHref } from './member-page-link';
import { MemberStatusBadge } from './member-status-badge';
import { MemberTierBadge } from './member-tier-badge';

// Every member, free and paid, below the paid members: a search by name or e-mail (the server
// searches), filters by tier and status with their counts, and the list as CSV (docs/admin.md).

export function AllMembers({ onOpen }: { onOpen: (id: number) => void }) {
  const [typed, setTyped] = useState('');
  const [tier, setTier] = useState<TierId | undefined>();
  const [status, setStatus] = useState<MemberStatus | undefined>();
  // A search the server would refuse is said under the field; the list stays as it was.
  const { search, error: searchError } = useServerSearch(typed);

  const filters: MemberFilters = { search, tier, status };
  const list = useInfiniteQuery(membersQuery(filters));
  const first = list.data?.pages[0];
  const download = first && first.members.length > 0 && <CsvButton {...membersCsv.members(filters)} />;

  return (
    <section aria-labelledby="all-members-heading">
      <TabHeader
        id="all-members-heading"
        title="All Members"
        description="Everyone who joined, free and paid, newest first"
      >
        {download}
      </TabHeader>
      <div className="grid gap-4 rounded-2xl border border-white/10 bg-surface/60 p-4 sm:p-5">
        <div className="sm:max-w-md">
          <TextField
            label="Search by name or e-mail"
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={searchError}
            autoComplete="off"
            spellCheck={false}
            maxLength={200}
            className="w-full"
          />
        </div>
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
      </div>
      <div className="mt-6">
        {list.isPending ? (
          <LoadingText>Loading members...</LoadingText>
        ) : list.isError ? (
          <LoadError message={list.error.message} onRetry={() => list.refetch()} />
        ) : (
          <MemberResults
            members={list.data.pages.flatMap((page) => page.members)}
            total={list.data.pages[0]?.total ?? 0}
            filtered={Boolean(search || tier || status)}
            stale={list.isPlaceholderData}
            onOpen={onOpen}
          />
        )}
        {list.hasNextPage && <ShowMore load={() => list.fetchNextPage()} busy={list.isFetchingNextPage} />}
      </div>
    </section>
  );
}

const chipClass = (active: boolean) =>
  `inline-flex items-center gap-2 rounded-full border px-3.5 py-1.5 text-sm font-semibold transition ${
    active ? 'border-cyan bg-cyan text-bg' : 'border-white/15 text-muted hover:border-cyan/60 hover:text-text'
  }`;

/** One row of filter buttons: "All ..." and one per value, each with how many the search finds. */
function FilterChips<Id extends string>({
  legend,
  every,
  options,
  total,
  chosen,
  onChoose,
}: {
  legend: string;
  every: string;
  options: { id: Id; label: string; count: number | undefined }[];
  total: number | undefined;
  chosen: Id | undefined;
  onChoose: (id: Id | undefined) => void;
}) {
  const chip = (id: Id | undefined, label: string, count: number | undefined) => (
    <button
      key={id ?? 'every'}
      type="button"
      aria-pressed={chosen === id}
      onClick={() => onChoose(id)}
      className={chipClass(chosen === id)}
    >
      {label}{' '}
      {count !== undefined && (
        <span className="font-display text-base leading-none tabular-nums">{count}</span>
      )}
    </button>
  );
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="mb-2 text-xs tracking-wide text-muted uppercase">{legend}</legend>
      {chip(undefined, every, total)}
      {options.map((option) => chip(option.id, option.label, option.count))}
    </fieldset>
  );
}

function MemberResults({
  members,
  total,
  filtered,
  stale,
  onOpen,
}: {
  members: MemberRow[];
  onOpen: (id: number) => void;
  /** How many members the search and filters find. */
  total: number;
  filtered: boolean;
  stale: boolean;
}) {
  const noun = total === 1 ? 'member' : 'members';
  const summary =
    members.length === total
      ? `${total.toLocaleString('en-US')} ${noun}`
      : showingText(members.length, total, noun);
  return (
    <div className={stale ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
      <p role="status" className="mb-4 text-sm text-muted">
        {summary}
      </p>
      {members.length === 0 ? (
        <EmptyText>{filtered ? 'No members match this search.' : 'No members yet.'}</EmptyText>
      ) : (
        <CardGrid label="All members">
          {members.map((member) => (
            <li key={member.id}>
              <MemberCard member={member} onOpen={onOpen} />
            </li>
          ))}
        </CardGrid>
      )}
    </div>
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
