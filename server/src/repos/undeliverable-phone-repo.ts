import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { undeliverablePhone } from '../db/schema/index';

export type UndeliverablePhoneRow = typeof undeliverablePhone.$inferSelect;

/** Numbers a text could not reach (decision 142): flagged by a receipt or a refusal, cleared when typed again. */
export function createUndeliverablePhoneRepo(db: Executor) {
  return {
    /** Flags the number; a number flagged already keeps its first code and time. */
    async flag(row: { phoneNumber: string; errorCode: number; outboxId: number | null }, tx: Executor = db): Promise<void> {
      await tx.insert(undeliverablePhone).values(row).onConflictDoNothing();
    },
    async find(phoneNumber: string, tx: Executor = db): Promise<UndeliverablePhoneRow | undefined> {
      const [row] = await tx.select().from(undeliverablePhone).where(eq(undeliverablePhone.phoneNumber, phoneNumber));
      return row;
    },
    /** Someone typed the number again as theirs: it may be texted once more. */
    async clear(phoneNumber: string, tx: Executor = db): Promise<void> {
      await tx.delete(undeliverablePhone).where(eq(undeliverablePhone.phoneNumber, phoneNumber));
    },
  };
}
export type UndeliverablePhoneRepo = ReturnType<typeof createUndeliverablePhoneRepo>;
