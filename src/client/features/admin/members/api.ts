import type { Page } from '../../../../shared/admin-lists';
import type { MemberFilters, MemberListAnswer } from '../../../../shared/member-admin';
import type { PaidMember } from '../../../../shared/membership';
import { adminKeys } from '../admin-keys';
import { listPath, pagedQuery } from '../admin-query';

// The members lists: everyone who paid for a tier, and every member, free and paid, each searched
// on the server a page at a time, and their CSV downloads.

/** Members who paid for a tier, filled by the payment flow, newest first. */
export function paidMembersQuery(search?: string) {
  return pagedQuery<Page<PaidMember>, ReturnType<typeof adminKeys.paidMembers>>(
    adminKeys.paidMembers(search),
    (cursor) => listPath('/api/admin/paid-members/page', { search, cursor }),
    'Failed to fetch paid members',
  );
}

/** The query string of a member search: only the filters that are set. */
function memberFilters({ search, tier, status }: MemberFilters, cursor?: string): string {
  return listPath('', { search, tier, status, cursor });
}

/** Every member, free and paid, newest first, with the counts per tier and status. */
export function membersQuery(filters: MemberFilters) {
  return pagedQuery<MemberListAnswer, ReturnType<typeof adminKeys.members>>(
    adminKeys.members(filters),
    (cursor) => `/api/admin/members${memberFilters(filters, cursor)}`,
    'Failed to fetch members',
  );
}

/** The CSV downloads of the members lists: where the file comes from, and the name it is saved under. */
export const membersCsv = {
  paidMembers: { path: '/api/admin/paid-members.csv', fileName: 'paid-members.csv' },
  /** The members a search and its filters find; every member without them. */
  members: (filters: MemberFilters) => ({
    path: `/api/admin/members.csv${memberFilters(filters)}`,
    fileName: 'members.csv',
  }),
};
