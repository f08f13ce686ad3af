import { sql } from 'drizzle-orm';
import { check, date, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, tierCheck } from './columns';

export const wallOfFameMembers = pgTable(
  'wall_of_fame_members',
  {
    id: id(),
    name: text().notNull(),
    membershipTier: text().notNull().default('free'),
    joinedDate: date({ mode: 'string' }).notNull(),
    // An optional photo (an upload or an http(s) address) and a line on why the member is here.
    photoUrl: text(),
    citation: text(),
    createdAt: createdAt(),
  },
  (t) => [
    check('wall_of_fame_members_tier_check', tierCheck('membership_tier')),
    check('wall_of_fame_members_citation_check', sql`char_length(${t.citation}) <= 140`),
  ],
);
