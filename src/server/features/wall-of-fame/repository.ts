import { asc } from 'drizzle-orm';
import type { WallOfFameMember } from '../../../shared/wall-of-fame';
import { wallOfFameMemberSchema } from '../../../shared/wall-of-fame';
import type { Executor } from '../../db/client';
import { rowMapper } from '../../db/row-mapper';
import { rowsById } from '../../db/rows-by-id';
import { wallOfFameMembers } from '../../db/schema';

/** A wall-of-fame row as the API answers it. */
export const toWallOfFameMember = rowMapper(wallOfFameMemberSchema);

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
