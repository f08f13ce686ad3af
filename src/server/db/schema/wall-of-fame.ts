import { check, date, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, tierCheck } from './columns';

export const wallOfFameMembers = pgTable(
  'wall_of_fame_members',
  {
    id: id(),
    name: text().notNull(),
    membershipTier: text().notNull().default('free'),
    joinedDate: date({ mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  () => [check('wall_of_fame_members_tier_check', tierCheck('membership_tier'))],
);
