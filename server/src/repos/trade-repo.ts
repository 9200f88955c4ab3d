import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { category, trade, user, userCategory, userTrade } from '../db/schema/index';

export interface TradeRow {
  id: number;
  name: string;
}

export interface CategoryRow {
  id: number;
  name: string;
  tradeId: number;
}

/** The insert of the user's trades in `ordering`'s order (primary at position 0); null when there are none. */
function tradesInsert(tx: Executor, userId: number, ordering: readonly number[]) {
  return ordering.length > 0 ? tx.insert(userTrade).values(ordering.map((tradeId, position) => ({ userId, tradeId, position }))) : null;
}

/** The insert of the user's categories; null when there are none. */
function categoriesInsert(tx: Executor, userId: number, categoryIds: readonly number[]) {
  return categoryIds.length > 0 ? tx.insert(userCategory).values(categoryIds.map((categoryId) => ({ userId, categoryId }))) : null;
}

export function createTradeRepo(db: Executor) {
  async function replace(tx: Executor, userId: number, ordering: readonly number[], autochildren: boolean) {
    // one replacement per trader at a time: a parallel save waits here, then sees this one's rows
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
    await tx.delete(userTrade).where(eq(userTrade.userId, userId));
    await tradesInsert(tx, userId, ordering);
    const children = await tx
      .select({ id: category.id })
      .from(category)
      .where(inArray(category.tradeId, [...ordering]));
    const childIds = children.map((child) => child.id);
    if (autochildren) {
      await tx.delete(userCategory).where(eq(userCategory.userId, userId));
      await categoriesInsert(tx, userId, childIds);
    } else {
      // categories of a trade the user dropped would still bring its leads: they go with it
      await tx
        .delete(userCategory)
        .where(and(eq(userCategory.userId, userId), childIds.length > 0 ? notInArray(userCategory.categoryId, childIds) : undefined));
    }
  }

  return {
    async listTrades(tx: Executor = db): Promise<TradeRow[]> {
      return tx.select({ id: trade.id, name: trade.name }).from(trade);
    },

    async listCategories(tx: Executor = db): Promise<CategoryRow[]> {
      return tx.select({ id: category.id, name: category.name, tradeId: category.tradeId }).from(category);
    },

    /** The user's trade ids, primary (position 0) first. */
    async tradeIdsOf(userId: number, tx: Executor = db): Promise<number[]> {
      const rows = await tx
        .select({ tradeId: userTrade.tradeId })
        .from(userTrade)
        .where(eq(userTrade.userId, userId))
        .orderBy(asc(userTrade.position));
      return rows.map((row) => row.tradeId);
    },

    /**
     * Makes `ordering` (checked, distinct, existing trade ids; primary first) the user's trades.
     * With `autochildren` the user's categories become every child of those trades. Runs in `tx`
     * when given, otherwise in a transaction of its own; either way it locks the trader's user row
     * first, so parallel saves run one after another.
     */
    async replaceUserTrades(userId: number, ordering: readonly number[], options: { autochildren: boolean }, tx?: Executor): Promise<void> {
      if (tx) return replace(tx, userId, ordering, options.autochildren);
      await db.transaction((own) => replace(own, userId, ordering, options.autochildren));
    },
  };
}
export type TradeRepo = ReturnType<typeof createTradeRepo>;
