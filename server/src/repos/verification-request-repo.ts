import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { verificationRequest } from '../db/schema/index';

export type VerificationRequestRow = typeof verificationRequest.$inferSelect;
export type VerificationKind = VerificationRequestRow['kind'];
export type NewVerificationRequest = Omit<typeof verificationRequest.$inferInsert, 'id' | 'status' | 'createdAt'>;

/** Gas numbers and certificates traders submit for staff review (one row per submission). */
export function createVerificationRequestRepo(db: Executor) {
  return {
    /** Retires the user's requests of this kind still waiting: only the newest is reviewed. */
    async supersedePending(userId: number, kind: VerificationKind, tx: Executor = db): Promise<void> {
      await tx
        .update(verificationRequest)
        .set({ status: 'superseded' })
        .where(and(eq(verificationRequest.userId, userId), eq(verificationRequest.kind, kind), eq(verificationRequest.status, 'pending')));
    },
    async insertPending(row: NewVerificationRequest, tx: Executor = db): Promise<VerificationRequestRow> {
      const [created] = await tx
        .insert(verificationRequest)
        .values({ ...row, status: 'pending' })
        .returning();
      if (!created) throw new Error('verification request insert returned nothing');
      return created;
    },
    /** Every request of the user of this kind, newest first. */
    async listByUser(userId: number, kind: VerificationKind, tx: Executor = db): Promise<VerificationRequestRow[]> {
      return tx
        .select()
        .from(verificationRequest)
        .where(and(eq(verificationRequest.userId, userId), eq(verificationRequest.kind, kind)))
        .orderBy(desc(verificationRequest.createdAt), desc(verificationRequest.id));
    },
  };
}
export type VerificationRequestRepo = ReturnType<typeof createVerificationRequestRepo>;
