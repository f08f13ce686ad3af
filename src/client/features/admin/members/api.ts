import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Page } from '../../../../shared/admin-lists';
import type { MemberFilters, MemberListAnswer } from '../../../../shared/member-admin';
import type {
  ComplimentaryInput,
  MemberPage,
  PaidTierId,
  StaffNoteInput,
} from '../../../../shared/member-page';
import type { PaidMember } from '../../../../shared/membership';
import type { MessageAnswer } from '../../../../shared/message-answer';
import { statusOf } from '../../../lib/api-error';
import { adminKeys } from '../admin-keys';
import { listPath, pagedQuery } from '../admin-query';
import { adminJson } from '../admin-request';

// The members lists: everyone who paid for a tier, and every member, free and paid, each searched
// on the server a page at a time, and their CSV downloads; and one member's page with what staff
// do for them.

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

/**
 * One member's page: everything the club knows of them (GET /api/admin/members/:id); null when
 * there is no such member (a wrong number, or an account deleted).
 */
export const memberPageQuery = (id: number) =>
  queryOptions({
    queryKey: adminKeys.member(id),
    queryFn: async (): Promise<MemberPage | null> => {
      try {
        return await adminJson<MemberPage>('GET', `/api/admin/members/${id}`);
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw statusOf(error) === 401 ? error : new Error('Failed to fetch the member');
      }
    },
  });

/** After a change to a member: their page as the server answered it (if it did), and every list. */
async function memberChanged(client: QueryClient, id: number, page?: MemberPage) {
  if (page) client.setQueryData(adminKeys.member(id), page);
  await Promise.all([
    page ? undefined : client.invalidateQueries({ queryKey: adminKeys.member(id) }),
    client.invalidateQueries({ queryKey: adminKeys.memberLists() }),
    client.invalidateQueries({ queryKey: adminKeys.paidMemberLists() }),
  ]);
}

const memberPath = (id: number, action: string) => `/api/admin/members/${id}/${action}`;

/** What staff do for a member on their page: each refreshes the page and the members lists. */
export function memberActions(client: QueryClient, id: number) {
  return {
    saveNote: mutationOptions({
      mutationFn: (input: StaffNoteInput) => adminJson<MemberPage>('PUT', memberPath(id, 'note'), input),
      onSuccess: (page) => memberChanged(client, id, page),
    }),
    giveComplimentary: mutationOptions({
      mutationFn: (input: ComplimentaryInput) =>
        adminJson<MemberPage>('POST', memberPath(id, 'complimentary'), input),
      onSuccess: (page) => memberChanged(client, id, page),
    }),
    endComplimentary: mutationOptions({
      mutationFn: () => adminJson<MemberPage>('DELETE', memberPath(id, 'complimentary')),
      onSuccess: (page) => memberChanged(client, id, page),
    }),
    changeTier: mutationOptions({
      mutationFn: (tierId: PaidTierId) =>
        adminJson<MessageAnswer>('POST', memberPath(id, 'tier'), { tierId }),
      onSuccess: () => memberChanged(client, id),
    }),
    sendSignInLink: mutationOptions({
      mutationFn: () => adminJson<MessageAnswer>('POST', memberPath(id, 'sign-in-link')),
    }),
    endSessions: mutationOptions({
      mutationFn: () => adminJson<MessageAnswer>('DELETE', memberPath(id, 'sessions')),
      onSuccess: () => memberChanged(client, id),
    }),
  };
}
