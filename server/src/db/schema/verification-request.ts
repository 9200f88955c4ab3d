import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { staffMember } from './staff-member';
import { user } from './user';

/**
 * A gas number, electrician certificate or public liability insurance certificate a trader submitted, waiting for
 * (or past) staff review. Insurance rows carry the policy's details and its reminders (decisions 135, 136).
 */
export const verificationRequest = pgTable(
  'verification_request',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['gas', 'electric', 'insurance', 'identity'] }).notNull(),
    gasNumber: text('gas_number'),
    /** Storage key of the certificate as stored after the checks (re-encoded pictures, PDFs byte for byte: decision 066) (PDF, JPEG or PNG); served to staff only. */
    documentKey: text('document_key'),
    documentType: text('document_type'),
    documentBytes: integer('document_bytes'),
    /** Insurance only: `expired` the day after `expires_on`, `replaced` when a newer certificate was approved. */
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'superseded', 'expired', 'replaced'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => staffMember.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    insurer: text('insurer'),
    policyNumber: text('policy_number'),
    /** Pounds: 1,000,000, 2,000,000, 5,000,000 or 10,000,000. */
    cover: integer('cover'),
    /** The policy's last day ("YYYY-MM-DD"); the day after it the certificate is expired. */
    expiresOn: date('expires_on', { mode: 'string' }),
    /** When the 30-day and 7-day reminders were claimed (each written once, whichever process claims it). */
    reminded30At: timestamp('reminded_30_at', { withTimezone: true }),
    reminded7At: timestamp('reminded_7_at', { withTimezone: true }),
  },
  (table) => [
    index('verification_request_queue_idx').on(table.status, table.createdAt),
    index('verification_request_user_idx').on(table.userId, table.kind),
    index('verification_request_expiry_idx').on(table.kind, table.status, table.expiresOn),
  ],
);
