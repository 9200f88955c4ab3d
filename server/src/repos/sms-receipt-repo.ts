import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { outboxMessage, type DeliveryStatus } from '../db/schema/index';
import { DELIVERY_RANK } from '../lib/sms-delivery';

export interface DeliveryReceipt {
  /** The outbox row's idempotency key, from the receipt's URL. */
  idempotencyKey: string;
  providerMessageId: string;
  status: DeliveryStatus;
  errorCode: number | null;
  at: Date;
}

export interface FailedText {
  id: number;
  recipient: string;
  template: string;
  status: DeliveryStatus;
  errorCode: number | null;
  at: Date;
}

/** The delivery receipts of texts, kept on their outbox rows (decision 142). */
export function createSmsReceiptRepo(db: Executor) {
  return {
    /**
     * Records a receipt on its text in one statement, only if it moves the row forward: a replayed or late receipt,
     * or one for another copy's sid, changes nothing and resolves to null. Otherwise the row's id and number.
     */
    async record(receipt: DeliveryReceipt): Promise<{ id: number; recipient: string } | null> {
      const [row] = await db
        .update(outboxMessage)
        .set({
          deliveryStatus: receipt.status,
          deliveryRank: DELIVERY_RANK[receipt.status],
          deliveryErrorCode: receipt.errorCode,
          deliveryUpdatedAt: receipt.at,
          providerMessageId: sql`coalesce(${outboxMessage.providerMessageId}, ${receipt.providerMessageId})`,
        })
        .where(
          and(
            eq(outboxMessage.idempotencyKey, receipt.idempotencyKey),
            eq(outboxMessage.channel, 'sms'),
            lt(outboxMessage.deliveryRank, DELIVERY_RANK[receipt.status]),
            or(isNull(outboxMessage.providerMessageId), eq(outboxMessage.providerMessageId, receipt.providerMessageId)),
          ),
        )
        .returning({ id: outboxMessage.id, recipient: outboxMessage.recipient });
      return row ?? null;
    },

    /** Texts whose delivery failed, newest first: staff see them beside the alerts. */
    async listFailed(limit: number): Promise<FailedText[]> {
      const rows = await db
        .select({
          id: outboxMessage.id,
          recipient: outboxMessage.recipient,
          template: outboxMessage.template,
          status: outboxMessage.deliveryStatus,
          errorCode: outboxMessage.deliveryErrorCode,
          at: outboxMessage.deliveryUpdatedAt,
        })
        .from(outboxMessage)
        .where(inArray(outboxMessage.deliveryStatus, ['undelivered', 'failed']))
        .orderBy(desc(outboxMessage.deliveryUpdatedAt), desc(outboxMessage.id))
        .limit(limit);
      return rows.flatMap((row) => (row.status && row.at ? [{ ...row, status: row.status, at: row.at }] : []));
    },
  };
}
export type SmsReceiptRepo = ReturnType<typeof createSmsReceiptRepo>;
