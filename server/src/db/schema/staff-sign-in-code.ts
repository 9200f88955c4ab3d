import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { staffMember } from './staff-member';

/** The e-mailed second factor of a staff sign-in: stored hashed, short-lived, a few tries. */
export const staffSignInCode = pgTable(
  'staff_login_code',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMember.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_login_code_staff_created_idx').on(table.staffId, table.createdAt)],
);
