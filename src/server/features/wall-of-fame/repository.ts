import { asc } from 'drizzle-orm';
import type { TierId } from '../../../shared/constants';
import type { WallOfFameMember } from '../../../shared/wall-of-fame';
import type { Executor } from '../../db/client';
import { rowsById } from '../../db/rows-by-id';
import { wallOfFameMembers } from '../../db/schema';

type MemberRow = typeof wallOfFameMembers.$inferSelect;

export function toWallOfFameMember(row: MemberRow): WallOfFameMember {
  return {
    id: row.id,
    name: row.name,
    // The table's check constraint admits only the tier ids.
    membershipTier: row.membershipTier as TierId,
    joinedDate: row.joinedDate,
  };
}

/** Wall-of-fame members, longest-standing first. */
export async function listWallOfFame(db: Executor): Promise<WallOfFameMember[]> {
  const rows = await db
    .select()
    .from(wallOfFameMembers)
    .orderBy(asc(wallOfFameMembers.joinedDate), asc(wallOfFameMembers.id));
  return rows.map(toWallOfFameMember);
}

/** Wall-of-fame members written by their id. */
export const memberRows = rowsById(wallOfFameMembers, toWallOfFameMember);
