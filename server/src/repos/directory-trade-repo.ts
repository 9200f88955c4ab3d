import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { company, trade, user, userTrade } from '../db/schema/index';
import { isLive } from './going-live-rule';

export interface DirectoryTrade {
  id: number;
  name: string;
  slug: string;
}

export interface DirectoryTradeCount extends DirectoryTrade {
  /** Live traders listing this trade (primary or not; decision 064). */
  traders: number;
}

/** The trades of the directory (decision 042). */
export function createDirectoryTradeRepo(db: Executor) {
  return {
    async findBySlug(slug: string, tx: Executor = db): Promise<DirectoryTrade | undefined> {
      const [row] = await tx.select({ id: trade.id, name: trade.name, slug: trade.slug }).from(trade).where(eq(trade.slug, slug));
      return row;
    },

    /** Every trade by name, with how many published traders list it. */
    async listWithCounts(tx: Executor = db): Promise<DirectoryTradeCount[]> {
      const published = tx
        .select({ tradeId: userTrade.tradeId, traders: sql<number>`count(*)::int`.as('traders') })
        .from(userTrade)
        .innerJoin(company, eq(company.userId, userTrade.userId))
        .innerJoin(user, eq(user.id, company.userId))
        .where(isLive)
        .groupBy(userTrade.tradeId)
        .as('published');
      return tx
        .select({ id: trade.id, name: trade.name, slug: trade.slug, traders: sql<number>`coalesce(${published.traders}, 0)::int` })
        .from(trade)
        .leftJoin(published, eq(published.tradeId, trade.id))
        .orderBy(asc(trade.name));
    },
  };
}
