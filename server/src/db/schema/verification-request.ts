import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { staffMember } from './staff-member';
import { user } from './user';

/** A gas number or electrician certificate a trader submitted, waiting for (or past) staff review. */
export const verificationRequest = pgTable(
  'verification_request',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['gas', 'electric', 'identity'] }).notNull(),
    gasNumber: text('gas_number'),
    /** Storage key of the certificate as stored after the checks (re-encoded pictures, PDFs byte for byte: docs/decisions/066) (PDF, JPEG or PNG); served to staff only. */
    documentKey: text('document_key'),
    documentType: text('document_type'),
    documentBytes: integer('document_bytes'),
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'superseded'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => staffMember.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('verification_request_queue_idx').on(table.status, table.createdAt),
    index('verification_request_user_idx').on(table.userId, table.kind),
  ],
);
