import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { messageDelivery, outboxMessage } from '../db/schema/index';
import { DELIVERY_RANK } from '../lib/sms-delivery';

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

/** A message as the local outbox pages show it: with its offline delivery, when the offline transport had it. */
export type OutboxListing = OutboxRow & { delivery: { deliveredAt: Date; attempts: number } | null };

/** A provider's refusal of a text for good: its error code, and when. */
export interface Refusal {
  errorCode: number | null;
  at: Date;
}

const refusedDelivery = (refusal: Refusal) => ({
  deliveryStatus: 'failed' as const,
  deliveryRank: DELIVERY_RANK.failed,
  deliveryErrorCode: refusal.errorCode,
  deliveryUpdatedAt: refusal.at,
});

/** Only the worker that still holds a message's lease may settle it (a late worker whose lease was taken over may not). */
function heldBy(id: number, workerId: string) {
  return and(eq(outboxMessage.id, id), eq(outboxMessage.claimedBy, workerId), eq(outboxMessage.status, 'pending'));
}

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
          // due from the database's now in whole milliseconds, the worker's clock (a JavaScript Date): a worker asked
          // within the same millisecond as the insert would otherwise find the message not yet due by microseconds
          nextAttemptAt: sql`date_trunc('milliseconds', now())`,
        })
        .returning({ id: outboxMessage.id });
      if (!row) throw new Error('The outbox insert returned no row');
      return row.id;
    },

    /**
     * Takes up to `limit` due messages for one worker: counts the attempt, writes the worker's id in
     * claimed_by and moves next_attempt_at to the end of a short lease, so no other process picks them up
     * while they are sent (the worker renews the lease while a send lasts; a dead worker's messages come
     * back when it runs out). SKIP LOCKED keeps two workers claiming at the same moment apart.
     */
    async claimDue(options: { now: Date; limit: number; leaseUntil: Date; workerId: string }): Promise<OutboxRow[]> {
      const due = db
        .select({ id: outboxMessage.id })
        .from(outboxMessage)
        .where(and(eq(outboxMessage.status, 'pending'), lte(outboxMessage.nextAttemptAt, options.now)))
        .orderBy(asc(outboxMessage.nextAttemptAt), asc(outboxMessage.id))
        .limit(options.limit)
        .for('update', { skipLocked: true });
      return db
        .update(outboxMessage)
        .set({ attempts: sql`${outboxMessage.attempts} + 1`, nextAttemptAt: options.leaseUntil, claimedBy: options.workerId })
        .where(inArray(outboxMessage.id, due))
        .returning();
    },

    /** Extends the lease of the messages this worker is still sending; resolves to how many it still holds. */
    async renewLease(options: { ids: number[]; workerId: string; leaseUntil: Date }): Promise<number> {
      if (options.ids.length === 0) return 0;
      const renewed = await db
        .update(outboxMessage)
        .set({ nextAttemptAt: options.leaseUntil })
        .where(
          and(inArray(outboxMessage.id, options.ids), eq(outboxMessage.claimedBy, options.workerId), eq(outboxMessage.status, 'pending')),
        )
        .returning({ id: outboxMessage.id });
      return renewed.length;
    },

    /** Sent: applies only while `workerId` holds the lease; false when another worker took the message over. */
    async markSent(options: { id: number; workerId: string; sentAt: Date; providerMessageId?: string }): Promise<boolean> {
      const settled = await db
        .update(outboxMessage)
        .set({
          status: 'sent',
          sentAt: options.sentAt,
          lastError: null,
          claimedBy: null,
          ...(options.providerMessageId ? { providerMessageId: options.providerMessageId } : {}),
        })
        .where(heldBy(options.id, options.workerId))
        .returning({ id: outboxMessage.id });
      return settled.length > 0;
    },

    /**
     * A failed attempt: try again at `retryAt`, or give up for good when `retryAt` is null (a provider's `refusal`
     * is kept as the text's failed delivery). Applies only while `workerId` holds the lease, like markSent.
     */
    async markFailed(options: { id: number; workerId: string; error: string; retryAt: Date | null; refusal?: Refusal }): Promise<boolean> {
      const { error, retryAt, refusal } = options;
      const settled = await db
        .update(outboxMessage)
        .set(
          retryAt
            ? { lastError: error, nextAttemptAt: retryAt, claimedBy: null }
            : { lastError: error, status: 'failed', claimedBy: null, ...(refusal ? refusedDelivery(refusal) : {}) },
        )
        .where(heldBy(options.id, options.workerId))
        .returning({ id: outboxMessage.id });
      return settled.length > 0;
    },

    /**
     * A stopping worker hands back what it claimed but did not settle: due at `now` and claimed by nobody,
     * so another process sends it at once instead of after the lease. Resolves to the number handed back.
     */
    async releaseClaims(options: { workerId: string; now: Date }): Promise<number> {
      const released = await db
        .update(outboxMessage)
        .set({ claimedBy: null, nextAttemptAt: options.now })
        .where(and(eq(outboxMessage.claimedBy, options.workerId), eq(outboxMessage.status, 'pending')))
        .returning({ id: outboxMessage.id });
      return released.length;
    },

    async find(id: number): Promise<OutboxRow | undefined> {
      const [row] = await db.select().from(outboxMessage).where(eq(outboxMessage.id, id));
      return row;
    },

    /** Newest first, each with its offline delivery; `recipient` matches case-insensitively. */
    async listRecent(options: { recipient?: string; limit: number }): Promise<OutboxListing[]> {
      const filter = options.recipient ? sql`lower(${outboxMessage.recipient}) = lower(${options.recipient})` : undefined;
      const rows = await db
        .select({ message: outboxMessage, deliveredAt: messageDelivery.deliveredAt, deliveryAttempts: messageDelivery.attempts })
        .from(outboxMessage)
        .leftJoin(messageDelivery, eq(messageDelivery.idempotencyKey, outboxMessage.idempotencyKey))
        .where(filter)
        .orderBy(desc(outboxMessage.createdAt), desc(outboxMessage.id))
        .limit(options.limit);
      return rows.map(({ message, deliveredAt, deliveryAttempts }) => ({
        ...message,
        delivery: deliveredAt && deliveryAttempts !== null ? { deliveredAt, attempts: deliveryAttempts } : null,
      }));
    },
  };
}
export type OutboxRepo = ReturnType<typeof createOutboxRepo>;
