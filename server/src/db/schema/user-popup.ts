import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './user';

/** A one-time popup the trader has seen (listed in the user's `popups_shown`), so it is not shown again. */
export const userPopup = pgTable(
  'user_popup',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    popup: text('popup').notNull(),
    shownAt: timestamp('shown_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.popup] })],
);
