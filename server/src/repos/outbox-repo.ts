import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { outboxMessage } from '../db/schema/index';

/** A message to send, written in the same transaction as the action that causes it. */
export interface OutboxDraft {
  channel: 'sms' | 'email';
  recipient: string;
  template: string;
  subject?: string | null;
  textBody: string;
  htmlBody?: string | null;
}

export type OutboxRow = typeof outboxMessage.$inferSelect;

export function createOutboxRepo(db: Executor) {
  return {
    async enqueue(message: OutboxDraft, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .insert(outboxMessage)
        .values({
          channel: message.channel,
          recipient: message.recipient,
          template: message.template,
          subject: message.subject ?? null,
          textBody: message.textBody,
          htmlBody: message.htmlBody ?? null,
        })
        .returning({ id: outboxMessage.id });
      if (!row) throw new Error('The outbox insert returned no row');
      return row.id;
    },

    /**
     * Takes up to `limit` due messages for one worker: counts the attempt and moves
     * next_attempt_at past a lease, so no other process picks them up while they are sent
     * (and a crashed worker's messages come back after the lease). SKIP LOCKED keeps two
     * workers claiming at the same moment apart.
     */
    async claimDue(options: { now: Date; limit: number; leaseUntil: Date }): Promise<OutboxRow[]> {
      const due = db
        .select({ id: outboxMessage.id })
        .from(outboxMessage)
        .where(and(eq(outboxMessage.status, 'pending'), lte(outboxMessage.nextAttemptAt, options.now)))
        .orderBy(asc(outboxMessage.nextAttemptAt), asc(outboxMessage.id))
        .limit(options.limit)
        .for('update', { skipLocked: true });
      return db
        .update(outboxMessage)
        .set({ attempts: sql`${outboxMessage.attempts} + 1`, nextAttemptAt: options.leaseUntil })
        .where(inArray(outboxMessage.id, due))
        .returning();
    },

    async markSent(id: number, sentAt: Date): Promise<void> {
      await db.update(outboxMessage).set({ status: 'sent', sentAt, lastError: null }).where(eq(outboxMessage.id, id));
    },

    /** A failed attempt: try again at `retryAt`, or give up for good when `retryAt` is null. */
    async markFailed(id: number, error: string, retryAt: Date | null): Promise<void> {
      await db
        .update(outboxMessage)
        .set(retryAt ? { lastError: error, nextAttemptAt: retryAt } : { lastError: error, status: 'failed' })
        .where(eq(outboxMessage.id, id));
    },

    async find(id: number): Promise<OutboxRow | undefined> {
      const [row] = await db.select().from(outboxMessage).where(eq(outboxMessage.id, id));
      return row;
    },

    /** Newest first; `recipient` matches case-insensitively. */
    async listRecent(options: { recipient?: string; limit: number }): Promise<OutboxRow[]> {
      const filter = options.recipient
        ? sql`lower(${outboxMessage.recipient}) = lower(${options.recipient})`
        : undefined;
      return db
        .select()
        .from(outboxMessage)
        .where(filter)
        .orderBy(desc(outboxMessage.createdAt), desc(outboxMessage.id))
        .limit(options.limit);
    },
  };
}
export type OutboxRepo = ReturnType<typeof createOutboxRepo>;
