import { and, eq, like, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { outboxMessage, rateCounter } from '../src/db/schema/index';

/** Text messages in the outbox to numbers starting with `prefix` (E.164, e.g. +447712900). */
export async function textsTo(db: Database, prefix: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(outboxMessage)
    .where(and(eq(outboxMessage.channel, 'sms'), like(outboxMessage.recipient, `${prefix}%`)));
  return Number(row?.n ?? 0);
}

const HOUR_MS = 60 * 60 * 1000;

/** The hour's SMS budget counter as the gate left it (decision 056): every text that went out this hour. */
export async function budgetUsed(db: Database): Promise<number> {
  const rows = await db
    .select({ count: rateCounter.count })
    .from(rateCounter)
    .where(and(eq(rateCounter.key, 'sms:budget:all'), eq(rateCounter.windowStart, new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS))));
  return rows[0]?.count ?? 0;
}

/** "Please try again after 14:00" or "in 4 minutes": the times a refusal given now may name (decision 105). */
export const TRY_AGAIN = String.raw`Please try again (in \d+ minutes?|after \d\d:\d\d) or sign in with your e-mail\.`;
