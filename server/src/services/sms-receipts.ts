import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/client';
import { isFailedDelivery, isUndeliverableNumberCode } from '../lib/sms-delivery';
import { createSmsReceiptRepo, type DeliveryReceipt } from '../repos/sms-receipt-repo';
import { createUndeliverablePhoneRepo } from '../repos/undeliverable-phone-repo';

/** Flags the number when the provider's code says it cannot take a text (decision 142); true when it did. */
export async function flagIfUndeliverable(
  db: Executor,
  failure: { phoneNumber: string; errorCode: number | null; outboxId: number },
): Promise<boolean> {
  const { errorCode } = failure;
  if (errorCode === null || !isUndeliverableNumberCode(errorCode)) return false;
  await createUndeliverablePhoneRepo(db).flag({ phoneNumber: failure.phoneNumber, errorCode, outboxId: failure.outboxId });
  return true;
}

export type ReceiptOutcome = 'recorded' | 'ignored';

/**
 * A delivery receipt, already proved to come from the provider: kept on its text when it moves it forward (a replay,
 * a late one or one for an unknown text is ignored), and a failure that says the number cannot take texts flags it.
 */
export async function recordDeliveryReceipt(app: FastifyInstance, receipt: DeliveryReceipt): Promise<ReceiptOutcome> {
  const text = await createSmsReceiptRepo(app.db).record(receipt);
  if (!text) return 'ignored';
  if (isFailedDelivery(receipt.status)) {
    const flagged = await flagIfUndeliverable(app.db, { phoneNumber: text.recipient, errorCode: receipt.errorCode, outboxId: text.id });
    app.log.warn({ outboxId: text.id, status: receipt.status, errorCode: receipt.errorCode, flagged }, 'a text was not delivered');
  }
  return 'recorded';
}
