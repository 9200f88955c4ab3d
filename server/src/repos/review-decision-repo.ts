import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { reviewDecision, staffMember, user, verificationRequest } from '../db/schema/index';

export type ReviewDecisionRow = typeof reviewDecision.$inferSelect;

export interface AuditRow {
  decision: ReviewDecisionRow;
  staffEmail: string;
  trader: { id: number; firstName: string; lastName: string; email: string };
  gasNumber: string | null;
}

/** The audit log: rows are only ever inserted, never updated or deleted. */
export function createReviewDecisionRepo(db: Executor) {
  function auditQuery(tx: Executor) {
    return tx
      .select({
        decision: reviewDecision,
        staffEmail: staffMember.email,
        trader: { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email },
        gasNumber: verificationRequest.gasNumber,
      })
      .from(reviewDecision)
      .innerJoin(staffMember, eq(staffMember.id, reviewDecision.staffId))
      .innerJoin(user, eq(user.id, reviewDecision.userId))
      .innerJoin(verificationRequest, eq(verificationRequest.id, reviewDecision.requestId));
  }

  return {
    async insert(row: typeof reviewDecision.$inferInsert, tx: Executor = db): Promise<ReviewDecisionRow> {
      const [created] = await tx.insert(reviewDecision).values(row).returning();
      if (!created) throw new Error('review decision insert returned nothing');
      return created;
    },
    async findEntry(id: number, tx: Executor = db): Promise<AuditRow | undefined> {
      const [row] = await auditQuery(tx).where(eq(reviewDecision.id, id));
      return row;
    },
    /** Newest first; `limit + 1` rows tell the caller whether another page follows. */
    async list(options: { limit: number; offset: number }, tx: Executor = db): Promise<AuditRow[]> {
      return auditQuery(tx).orderBy(desc(reviewDecision.createdAt), desc(reviewDecision.id)).limit(options.limit).offset(options.offset);
    },
  };
}
