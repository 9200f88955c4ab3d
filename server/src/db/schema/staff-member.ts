import { pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A member of the marketplace team who reviews gas numbers and certificates at /admin. */
export const staffMember = pgTable(
  'staff_member',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('staff_member_email_unique').on(table.email)],
);
