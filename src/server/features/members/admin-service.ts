import type { FastifyInstance } from 'fastify';
import type { MemberListAnswer, MemberListQuery } from '../../../shared/member-admin';
import { memberStatusLabel, memberTierLabel } from '../../../shared/member-admin';
import { miamiStamp, toCsv } from '../../csv';
import * as repository from './admin-repository';

// Staff's list of every member, free and paid (the dashboard's Members tab).

/** The members the search and filters find, newest first, with the counts the search gives. */
export async function listMembers(app: FastifyInstance, query: MemberListQuery): Promise<MemberListAnswer> {
  const [found, counts] = await Promise.all([
    repository.listMembers(app.db, query),
    repository.countMembers(app.db, query.search),
  ]);
  return { members: found, counts };
}

/** The same members as a spreadsheet; with no search or filter, every member. */
export async function membersCsv(app: FastifyInstance, query: MemberListQuery): Promise<string> {
  const found = await repository.listMembers(app.db, query);
  return toCsv(
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
    found.map((member) => [
      member.name,
      member.email,
      memberTierLabel(member.tier),
      memberStatusLabel(member.status),
      member.joinedAt && miamiStamp(member.joinedAt),
      miamiStamp(member.createdAt),
      member.customerId,
      member.subscriptionId,
    ]),
  );
}
