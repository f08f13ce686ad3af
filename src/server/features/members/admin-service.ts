import type { FastifyInstance } from 'fastify';
import type { MemberFilters, MemberListAnswer, MemberListQuery } from '../../../shared/member-admin';
import { memberStatusLabel, memberTierLabel } from '../../../shared/member-admin';
import { csvText, miamiStamp } from '../../lists/csv';
import { everyItem } from '../../lists/paging';
import * as repository from './admin-repository';

// Staff's list of every member, free and paid (the dashboard's Members tab).

/** One page of the members the search and filters find, newest first, with the counts the search gives. */
export async function listMembers(app: FastifyInstance, query: MemberListQuery): Promise<MemberListAnswer> {
  const { cursor, limit, ...filters } = query;
  const [page, groups] = await Promise.all([
    repository.pageOfMembers(app.db, filters, cursor, limit),
    // A member's tier and status come from their paid and complimentary memberships, and the
    // address from members. A complimentary one running out is recorded by its job (member-jobs.ts).
    app.counts.get(
      ['members', 'paid_members', 'complimentary_memberships'],
      `members ${filters.search ?? ''}`,
      () => repository.countMemberGroups(app.db, filters.search),
    ),
  ]);
  const { counts, total } = repository.tallyMembers(groups, filters);
  return { members: page.items, total, counts, nextCursor: page.nextCursor };
}

/** The same members as a spreadsheet, read a batch at a time; with no search or filter, every member. */
export function membersCsv(app: FastifyInstance, filters: MemberFilters): AsyncGenerator<string> {
  return csvText(
    [
      'Name',
      'Email',
      'Tier',
      'Status',
      'Joined (Miami)',
      'Signed up (Miami)',
      'Customer ID',
      'Subscription ID',
    ],
    everyItem((cursor, limit) => repository.pageOfMembers(app.db, filters, cursor, limit)),
    (member) => [
      member.name,
      member.email,
      memberTierLabel(member.tier),
      memberStatusLabel(member.status),
      member.joinedAt && miamiStamp(member.joinedAt),
      miamiStamp(member.createdAt),
      member.customerId,
      member.subscriptionId,
    ],
  );
}
