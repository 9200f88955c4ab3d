import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { localIdentitySession } from '../db/schema/index';

/** How a stand-in session ends (the identity provider's `LocalIdentityOutcome`, which this repo keeps). */
export type LocalIdentityOutcome =
  | { status: 'verified'; verifiedFirstName: string; verifiedLastName: string }
  | { status: 'requires_input'; lastErrorCode: string }
  | { status: 'canceled' };
export type LocalIdentityRow = typeof localIdentitySession.$inferSelect;

/** The local identity stand-in's sessions (decision 137): what Stripe's servers would keep, in our database. */
export function createLocalIdentityRepo(db: Executor) {
  return {
    async insert(row: Pick<LocalIdentityRow, 'id' | 'userId' | 'firstName' | 'lastName'>, tx: Executor = db): Promise<void> {
      await tx.insert(localIdentitySession).values(row);
    },
    async find(id: string, tx: Executor = db): Promise<LocalIdentityRow | undefined> {
      const [row] = await tx.select().from(localIdentitySession).where(eq(localIdentitySession.id, id));
      return row;
    },
    /** Ends a session still waiting for the trader; undefined when it has ended already (a second press). */
    async finish(id: string, outcome: LocalIdentityOutcome, tx: Executor = db): Promise<LocalIdentityRow | undefined> {
      const [row] = await tx
        .update(localIdentitySession)
        .set({ lastErrorCode: null, verifiedFirstName: null, verifiedLastName: null, ...outcome })
        .where(and(eq(localIdentitySession.id, id), eq(localIdentitySession.status, 'requires_input')))
        .returning();
      return row;
    },
  };
}
