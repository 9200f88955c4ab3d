import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { messageDelivery } from '../db/schema/index';

export interface DeliveryRecord {
  idempotencyKey: string;
  outboxId: number | null;
  channel: 'sms' | 'email';
  recipient: string;
}

export type MessageDeliveryRow = typeof messageDelivery.$inferSelect;

/** What the offline transports delivered: one row per idempotency key, however often it was sent. */
export function createMessageDeliveryRepo(db: Executor) {
  return {
    /**
     * Records one send. The first send with a key delivers the message; a later one with the same key
     * (another worker's retry after a crash) only counts an attempt, as a provider honouring the key would.
     * Resolves to the number of sends seen with this key, 1 for a new delivery.
     */
    async record(delivery: DeliveryRecord): Promise<number> {
      const [row] = await db
        .insert(messageDelivery)
        .values(delivery)
        .onConflictDoUpdate({ target: messageDelivery.idempotencyKey, set: { attempts: sql`${messageDelivery.attempts} + 1` } })
        .returning({ attempts: messageDelivery.attempts });
      if (!row) throw new Error('The delivery insert returned no row');
      return row.attempts;
    },

    async find(idempotencyKey: string): Promise<MessageDeliveryRow | undefined> {
      const [row] = await db.select().from(messageDelivery).where(eq(messageDelivery.idempotencyKey, idempotencyKey));
      return row;
    },
  };
}
export type MessageDeliveryRepo = ReturnType<typeof createMessageDeliveryRepo>;
