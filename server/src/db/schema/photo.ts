import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './user';

/** A re-encoded job image in a trader's gallery; the original upload is never kept. */
export const photo = pgTable(
  'photo',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Deleted by the trader but still restorable with Undo; gone for good past the window (decision 114). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('photo_user_idx').on(table.userId, table.createdAt)],
);
