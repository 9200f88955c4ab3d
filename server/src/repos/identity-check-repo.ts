import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { identityCheck, stripeEvent } from '../db/schema/index';

export type IdentityCheckRow = typeof identityCheck.$inferSelect;
export type IdentityChange = Partial<
  Pick<
    IdentityCheckRow,
    'status' | 'lastErrorCode' | 'lastErrorReason' | 'verifiedFirstName' | 'verifiedLastName' | 'verifiedAt' | 'eventAt'
  >
>;

/** A trader's identity check and the provider events already handled (decision 137). */
export function createIdentityCheckRepo(db: Executor) {
  return {
    async findByUser(userId: number, tx: Executor = db): Promise<IdentityCheckRow | undefined> {
      const [row] = await tx.select().from(identityCheck).where(eq(identityCheck.userId, userId));
      return row;
    },
    /** Reads the check and locks it until `tx` ends, so a start, an event and a review decision take turns. */
    async lockByUser(userId: number, tx: Executor): Promise<IdentityCheckRow | undefined> {
      const [row] = await tx.select().from(identityCheck).where(eq(identityCheck.userId, userId)).for('update');
      return row;
    },
    async lockBySession(sessionId: string, tx: Executor): Promise<IdentityCheckRow | undefined> {
      const [row] = await tx.select().from(identityCheck).where(eq(identityCheck.sessionId, sessionId)).for('update');
      return row;
    },
    /** A new session for the trader: the one before it is forgotten, and with it any late event of it. */
    async startSession(userId: number, sessionId: string, tx: Executor = db): Promise<void> {
      const fresh = {
        sessionId,
        status: 'requires_input' as const,
        lastErrorCode: null,
        lastErrorReason: null,
        verifiedFirstName: null,
        verifiedLastName: null,
        verifiedAt: null,
        eventAt: null,
        updatedAt: new Date(),
      };
      await tx
        .insert(identityCheck)
        .values({ userId, ...fresh })
        .onConflictDoUpdate({ target: identityCheck.userId, set: fresh });
    },
    async update(userId: number, change: IdentityChange, tx: Executor = db): Promise<void> {
      await tx
        .update(identityCheck)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(identityCheck.userId, userId));
    },
    /** Records an event id as handled; false when it was handled before (a replay), in this process or another. */
    async firstDelivery(eventId: string, type: string, tx: Executor): Promise<boolean> {
      const rows = await tx.insert(stripeEvent).values({ id: eventId, type }).onConflictDoNothing().returning({ id: stripeEvent.id });
      return rows.length === 1;
    },
  };
}
