import { lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { uploadClaims } from '../../db/schema';

// The SQL of upload claims: a signed upload link of the disk driver works once, and its use is
// recorded here under the key of the file it wrote.

/** Records the use of a link; false when it was already used. */
export async function claimUpload(db: Executor, objectKey: string): Promise<boolean> {
  const claimed = await db.insert(uploadClaims).values({ objectKey }).onConflictDoNothing().returning();
  return claimed.length > 0;
}

export async function deleteClaimsBefore(db: Executor, before: Date): Promise<void> {
  await db.delete(uploadClaims).where(lt(uploadClaims.claimedAt, before));
}
