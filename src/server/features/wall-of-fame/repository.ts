import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TierId } from '../../../shared/constants';
import type { WallOfFameMember, wallOfFameInputSchema } from '../../../shared/wall-of-fame';
import type { Executor } from '../../db/client';
import { wallOfFameMembers } from '../../db/schema';

type MemberRow = typeof wallOfFameMembers.$inferSelect;
type MemberInput = z.output<typeof wallOfFameInputSchema>;

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

export async function insertMember(db: Executor, input: MemberInput): Promise<WallOfFameMember> {
  const [row] = await db.insert(wallOfFameMembers).values(input).returning();
  return toWallOfFameMember(row);
}

/** The member as updated, or undefined when there is none with this id. */
export async function updateMember(
  db: Executor,
  id: number,
  input: MemberInput,
): Promise<WallOfFameMember | undefined> {
  const [row] = await db.update(wallOfFameMembers).set(input).where(eq(wallOfFameMembers.id, id)).returning();
  return row && toWallOfFameMember(row);
}

/** Whether there was a member with this id. */
export async function deleteMember(db: Executor, id: number): Promise<boolean> {
  const deleted = await db
    .delete(wallOfFameMembers)
    .where(eq(wallOfFameMembers.id, id))
    .returning({ id: wallOfFameMembers.id });
  return deleted.length > 0;
}
