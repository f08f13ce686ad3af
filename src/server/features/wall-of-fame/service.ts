import { asc } from 'drizzle-orm';
import type { TierId } from '../../../shared/constants';
import type { WallOfFameMember } from '../../../shared/wall-of-fame';
import type { Database } from '../../db/client';
import { wallOfFameMembers } from '../../db/schema';

export function toWallOfFameMember(row: typeof wallOfFameMembers.$inferSelect): WallOfFameMember {
  return {
    id: row.id,
    name: row.name,
    membershipTier: row.membershipTier as TierId,
    joinedDate: row.joinedDate,
  };
}

/** Wall-of-fame members, longest-standing first. */
export async function listWallOfFame(db: Database): Promise<WallOfFameMember[]> {
  const rows = await db
    .select()
    .from(wallOfFameMembers)
    .orderBy(asc(wallOfFameMembers.joinedDate), asc(wallOfFameMembers.id));
  return rows.map(toWallOfFameMember);
}
