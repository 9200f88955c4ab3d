import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { category } from './category';
import { user } from './user';

/** The child categories a trader receives leads for (filled by `autochildren`). */
export const userCategory = pgTable(
  'user_category',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => category.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.categoryId] })],
);
