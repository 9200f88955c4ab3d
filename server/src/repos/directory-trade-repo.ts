import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { company, trade, userTrade } from '../db/schema/index';

export interface DirectoryTrade {
  id: number;
  name: string;
  slug: string;
}

export interface DirectoryTradeCount extends DirectoryTrade {
  /** Published traders listing this trade (primary or not). */
  traders: number;
}

/** The trades of the directory (docs/decisions/042). */
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
        .where(sql`${company.publishedAt} is not null`)
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
