import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { namedStatement } from '../db/named-statement';
import { rateCounter } from '../db/schema/index';

/** The counts of the windows asked, by their position: one text for any number (arrays), a named statement (decision 099). */
const runCountMany = namedStatement<{ position: number | string; count: number | string }>(
  'tradespace_rate_counts',
  () => sql`select asked.position - 1 as position, ${rateCounter.count} as count
    from unnest(${sql.placeholder('keys')}::text[], ${sql.placeholder('windowStarts')}::timestamptz[])
      with ordinality as asked (key, window_start, position)
    join ${rateCounter} on ${rateCounter.key} = asked.key and ${rateCounter.windowStart} = asked.window_start`,
);

export function createRateCounterRepo(db: Executor) {
  return {
    /**
     * Raises the count of `key` in the window starting at `windowStart` by one, unless it already
     * reached `max`: one statement, so parallel callers are serialised on the row by the database.
     * Returns the new count, or null when the limit was already reached (nothing was counted).
     */
    async take(key: string, windowStart: Date, expiresAt: Date, max: number, tx: Executor = db): Promise<number | null> {
      if (max <= 0) return null;
      const rows = await tx
        .insert(rateCounter)
        .values({ key, windowStart, count: 1, expiresAt })
        .onConflictDoUpdate({
          target: [rateCounter.key, rateCounter.windowStart],
          set: { count: sql`${rateCounter.count} + 1` },
          setWhere: sql`${rateCounter.count} < ${max}`,
        })
        .returning({ count: rateCounter.count });
      return rows[0]?.count ?? null;
    },
    /** Takes one back from the count of `key` in the window starting at `windowStart` (never below 0). */
    async giveBack(key: string, windowStart: Date, tx: Executor = db): Promise<void> {
      await tx
        .update(rateCounter)
        .set({ count: sql`${rateCounter.count} - 1` })
        .where(and(eq(rateCounter.key, key), eq(rateCounter.windowStart, windowStart), gt(rateCounter.count, 0)));
    },
    async count(key: string, windowStart: Date, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ count: rateCounter.count })
        .from(rateCounter)
        .where(and(eq(rateCounter.key, key), eq(rateCounter.windowStart, windowStart)));
      return row?.count ?? 0;
    },
    /** The counts of several keys and windows in one statement, in the order asked (0 for none yet). */
    async countMany(slots: readonly { key: string; windowStart: Date }[], tx: Executor = db): Promise<number[]> {
      if (slots.length === 0) return [];
      const rows = await runCountMany(tx, {
        keys: slots.map((slot) => slot.key),
        windowStarts: slots.map((slot) => slot.windowStart.toISOString()),
      });
      const counts = new Map(rows.map((row) => [Number(row.position), Number(row.count)]));
      return slots.map((_, position) => counts.get(position) ?? 0);
    },
    async removeExpired(now = new Date(), tx: Executor = db): Promise<void> {
      await tx.delete(rateCounter).where(lt(rateCounter.expiresAt, now));
    },
  };
}
