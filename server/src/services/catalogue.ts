import type { FastifyInstance } from 'fastify';
import { createTradeRepo, type TradeRow } from '../repos/trade-repo';
import { buildCategoryIndex, type CategoryIndexEntry } from '../lib/category-match';
import { cachePerDatabase } from '../lib/per-database';
import { byTradeName } from '../lib/trade-order';

/** Trades and categories change only by migration or seed, so each app reads them once. */
export interface Catalogue {
  /** Every parent trade, sorted by name (case-insensitive). */
  parents: readonly TradeRow[];
  tradeById: ReadonlyMap<number, TradeRow>;
  /** Each trade's categories (a new trader gets them all with the trade). */
  categoryIdsByTrade: ReadonlyMap<number, readonly number[]>;
  categoryNameById: ReadonlyMap<number, string>;
  searchIndex: readonly CategoryIndexEntry[];
}

const loadCatalogue = cachePerDatabase(async (db): Promise<Catalogue> => {
  const repo = createTradeRepo(db);
  const [trades, categories] = await Promise.all([repo.listTrades(), repo.listCategories()]);
  const parents = [...trades].sort(byTradeName);
  const tradeById = new Map(parents.map((row) => [row.id, row]));
  const searchable = categories.flatMap(({ id, name, tradeId }) => {
    const parent = tradeById.get(tradeId);
    return parent ? [{ id, name, parent }] : [];
  });
  const categoryIdsByTrade = new Map<number, number[]>();
  for (const { id, tradeId } of categories) {
    const ids = categoryIdsByTrade.get(tradeId) ?? [];
    ids.push(id);
    categoryIdsByTrade.set(tradeId, ids);
  }
  const categoryNameById = new Map(categories.map(({ id, name }) => [id, name]));
  return { parents, tradeById, categoryIdsByTrade, categoryNameById, searchIndex: buildCategoryIndex(searchable) };
});

export function catalogueOf(app: FastifyInstance): Promise<Catalogue> {
  return loadCatalogue(app.database);
}
