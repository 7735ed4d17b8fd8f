import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { user } from '../auth/auth.table.ts';

/**
 * People kept out of matchmaking because several others reported them lately, until an admin
 * decides on those reports.
 */
export const matchHolds = pgTable('match_holds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});
