import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { company, identityCheck, trade, user, userTrade, verificationRequest } from '../db/schema/index';

export type VerificationRequestRow = typeof verificationRequest.$inferSelect;
type Decision = 'approved' | 'rejected';

export interface PendingRequest {
  request: VerificationRequestRow;
  trader: Pick<typeof user.$inferSelect, 'id' | 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'postcode'>;
  businessName: string | null;
  /** The name an identity check read from the document (identity requests only). */
  documentName: { firstName: string | null; lastName: string | null } | null;
  trades: string[];
  /** Other accounts whose Gas Safe number is this request's, verified or waiting for review. */
  gasNumberHolders: GasNumberHolder[];
}

export interface GasNumberHolder {
  id: number;
  email: string;
  status: 'verified' | 'pending';
}

/** What staff review: gas numbers, certificates (electrician, insurance) and names on ID documents, read and decided. */
export function createReviewQueueRepo(db: Executor) {
  async function tradeNames(userIds: number[], tx: Executor): Promise<Map<number, string[]>> {
    const names = new Map<number, string[]>();
    if (userIds.length === 0) return names;
    const rows = await tx
      .select({ userId: userTrade.userId, name: trade.name })
      .from(userTrade)
      .innerJoin(trade, eq(trade.id, userTrade.tradeId))
      .where(inArray(userTrade.userId, userIds))
      .orderBy(asc(userTrade.userId), asc(userTrade.position));
    for (const row of rows) names.set(row.userId, [...(names.get(row.userId) ?? []), row.name]);
    return names;
  }

  /** Accounts holding these numbers (verified, or provided and waiting); a rejected number is held by nobody. */
  async function gasNumberHolders(numbers: string[], tx: Executor): Promise<Map<string, (GasNumberHolder & { number: string })[]>> {
    const holders = new Map<string, (GasNumberHolder & { number: string })[]>();
    if (numbers.length === 0) return holders;
    const rows = await tx
      .select({ id: user.id, email: user.email, number: user.gasNumber, status: user.gasStatus })
      .from(user)
      .where(and(inArray(user.gasNumber, numbers), inArray(user.gasStatus, ['verified', 'provided'])))
      .orderBy(asc(user.id));
    for (const row of rows) {
      if (!row.number) continue;
      const holder = {
        id: row.id,
        email: row.email,
        number: row.number,
        status: row.status === 'verified' ? ('verified' as const) : ('pending' as const),
      };
      holders.set(row.number, [...(holders.get(row.number) ?? []), holder]);
    }
    return holders;
  }

  return {
    /** Requests waiting for a decision, oldest first, with the trader's details. */
    async listPending(limit: number, tx: Executor = db): Promise<PendingRequest[]> {
      const rows = await tx
        .select({
          request: verificationRequest,
          trader: {
            id: user.id,
            firstName: user.firstName,
            lastName: user.lastName,
            email: user.email,
            phoneNumber: user.phoneNumber,
            postcode: user.postcode,
          },
          businessName: company.name,
          documentName: { firstName: identityCheck.verifiedFirstName, lastName: identityCheck.verifiedLastName },
        })
        .from(verificationRequest)
        .innerJoin(user, eq(user.id, verificationRequest.userId))
        .leftJoin(company, eq(company.userId, user.id))
        .leftJoin(identityCheck, and(eq(identityCheck.userId, user.id), eq(verificationRequest.kind, 'identity')))
        .where(eq(verificationRequest.status, 'pending'))
        .orderBy(asc(verificationRequest.createdAt), asc(verificationRequest.id))
        .limit(limit);
      const trades = await tradeNames([...new Set(rows.map((row) => row.trader.id))], tx);
      const numbers = rows.flatMap(({ request }) => (request.kind === 'gas' && request.gasNumber ? [request.gasNumber] : []));
      const holders = await gasNumberHolders([...new Set(numbers)], tx);
      return rows.map((row) => ({
        ...row,
        trades: trades.get(row.trader.id) ?? [],
        gasNumberHolders: (row.request.kind === 'gas' && row.request.gasNumber ? (holders.get(row.request.gasNumber) ?? []) : [])
          .filter((holder) => holder.id !== row.trader.id)
          .map(({ id, email, status }) => ({ id, email, status })),
      }));
    },
    async find(id: number, tx: Executor = db): Promise<VerificationRequestRow | undefined> {
      const [row] = await tx.select().from(verificationRequest).where(eq(verificationRequest.id, id));
      return row;
    },
    /** Reads the request and locks it until `tx` ends: one decision at a time. */
    async lock(id: number, tx: Executor): Promise<VerificationRequestRow | undefined> {
      const [row] = await tx.select().from(verificationRequest).where(eq(verificationRequest.id, id)).for('update');
      return row;
    },
    /**
     * Decides a request that is still pending (or, for a revoke, still approved: decision 064);
     * false when it no longer is.
     */
    async decide(
      id: number,
      decision: { status: Decision; reason: string | null; staffId: number },
      tx: Executor,
      from: 'pending' | 'approved' = 'pending',
    ): Promise<boolean> {
      const rows = await tx
        .update(verificationRequest)
        .set({ status: decision.status, reason: decision.reason, decidedBy: decision.staffId, decidedAt: new Date() })
        .where(and(eq(verificationRequest.id, id), eq(verificationRequest.status, from)))
        .returning({ id: verificationRequest.id });
      return rows.length === 1;
    },
  };
}
