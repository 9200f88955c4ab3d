import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const trackingEvent = pgTable(
  'tracking_event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: text('session_id').notNull(),
    userId: integer('user_id'),
    page: text('page').notNull(),
    event: text('event').notNull(),
    data: jsonb('data'),
    clientTimestamp: timestamp('client_timestamp', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('tracking_event_session_idx').on(table.sessionId, table.createdAt)],
);
