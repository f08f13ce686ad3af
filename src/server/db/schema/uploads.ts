import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Upload URLs already used: a signed upload URL works once. The row is written when the upload
 * starts, in every app process's shared database, so a second PUT with the same URL is refused.
 */
export const uploadClaims = pgTable(
  'upload_claims',
  {
    objectKey: text().primaryKey(),
    claimedAt: createdAt(),
  },
  (t) => [index('upload_claims_claimed_idx').on(t.claimedAt)],
);
