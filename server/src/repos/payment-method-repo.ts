import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { CardMethod } from '#common/contract/calls/cards';
import { expiryFormat } from '#common/cards';
import type { Executor } from '../db/client';
import { paymentMethod } from '../db/schema/index';

export type PaymentMethodRow = typeof paymentMethod.$inferSelect;
export type NewPaymentMethod = Omit<typeof paymentMethod.$inferInsert, 'id' | 'primary' | 'createdAt'>;

export function toCardMethod(row: PaymentMethodRow): CardMethod {
  return { id: row.id, last4: row.last4, expiry_format: expiryFormat(row.expMonth, row.expYear), primary: row.primary, brand: row.brand };
}

/** Saved cards: up to 5, one primary, the rest backup (the supply terms). */
export function createPaymentMethodRepo(db: Executor) {
  return {
    /** The primary card first, then the backups oldest first. */
    async listOf(userId: number, tx: Executor = db): Promise<PaymentMethodRow[]> {
      return tx
        .select()
        .from(paymentMethod)
        .where(eq(paymentMethod.userId, userId))
        .orderBy(desc(paymentMethod.primary), asc(paymentMethod.createdAt), asc(paymentMethod.id));
    },
    async countOf(userId: number, tx: Executor = db): Promise<number> {
      const [row] = await tx.select({ total: count() }).from(paymentMethod).where(eq(paymentMethod.userId, userId));
      return row?.total ?? 0;
    },
    async findByProviderId(provider: 'local' | 'stripe', providerMethodId: string, tx: Executor = db) {
      const [row] = await tx
        .select()
        .from(paymentMethod)
        .where(and(eq(paymentMethod.provider, provider), eq(paymentMethod.providerMethodId, providerMethodId)));
      return row;
    },
    /** The trader's saved card with this provider fingerprint (the same card number), if any (decision 115). */
    async findByFingerprint(userId: number, provider: 'local' | 'stripe', fingerprint: string, tx: Executor = db) {
      const [row] = await tx
        .select({ id: paymentMethod.id })
        .from(paymentMethod)
        .where(and(eq(paymentMethod.userId, userId), eq(paymentMethod.provider, provider), eq(paymentMethod.fingerprint, fingerprint)));
      return row;
    },
    /** Moves the primary mark to `id` (clearing it first keeps the one-primary index happy). */
    async setPrimary(userId: number, id: number, tx: Executor): Promise<void> {
      await tx
        .update(paymentMethod)
        .set({ primary: false })
        .where(and(eq(paymentMethod.userId, userId), eq(paymentMethod.primary, true)));
      await tx
        .update(paymentMethod)
        .set({ primary: true })
        .where(and(eq(paymentMethod.userId, userId), eq(paymentMethod.id, id)));
    },
    async delete(userId: number, id: number, tx: Executor): Promise<void> {
      await tx.delete(paymentMethod).where(and(eq(paymentMethod.userId, userId), eq(paymentMethod.id, id)));
    },
    /** The first card becomes the primary; later ones are backups (the partial unique index keeps one primary). */
    async insert(values: NewPaymentMethod, tx: Executor = db): Promise<PaymentMethodRow> {
      const [primary] = await tx
        .select({ id: paymentMethod.id })
        .from(paymentMethod)
        .where(and(eq(paymentMethod.userId, values.userId), eq(paymentMethod.primary, true)));
      const [row] = await tx
        .insert(paymentMethod)
        .values({ ...values, primary: primary === undefined })
        .returning();
      if (!row) throw new Error('inserting the payment method returned no row');
      return row;
    },
  };
}
export type PaymentMethodRepo = ReturnType<typeof createPaymentMethodRepo>;
