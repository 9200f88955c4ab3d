import type { Database, Executor } from '../client';
import { category, trade } from '../schema/index';
import { TRADE_CATALOGUE, type CatalogueTrade } from './trade-catalogue';

export interface CatalogueCategory {
  tradeSlug: string;
  name: string;
  slug: string;
  /** Position under its trade: the job seed makes earlier categories commoner. */
  rank: number;
}

/** "Carpenter & Joiner" → "carpenter-joiner"; "Electrical Inspection (EICR)" → "electrical-inspection-eicr". */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Every child category in catalogue order. Category slugs are global, so a name that an earlier
 * trade already uses gets its parent's slug in front; the first one keeps the plain slug, which
 * is why the catalogue is append-only.
 */
export function catalogueCategories(catalogue: readonly CatalogueTrade[] = TRADE_CATALOGUE): CatalogueCategory[] {
  const taken = new Set<string>();
  return catalogue.flatMap((parent) =>
    parent.categories.map((name, rank) => {
      const plain = slugify(name);
      const slug = taken.has(plain) ? `${parent.slug}-${plain}` : plain;
      taken.add(slug);
      return { tradeSlug: parent.slug, name, slug, rank };
    }),
  );
}

/** Adds missing trades, then missing categories, in catalogue order so fresh ids follow it. */
export async function seedTrades(db: Database): Promise<void> {
  const existingTrades = await tradeIdsBySlug(db);
  const missingTrades = TRADE_CATALOGUE.filter((entry) => !existingTrades.has(entry.slug));
  if (missingTrades.length > 0) {
    const rows = missingTrades.map(({ name, slug }) => ({ name, slug }));
    await db.insert(trade).values(rows).onConflictDoNothing({ target: trade.slug });
  }

  const tradeIds = await tradeIdsBySlug(db);
  const existingCategories = await categoryIdsBySlug(db);
  const missingCategories = catalogueCategories().filter((entry) => !existingCategories.has(entry.slug));
  if (missingCategories.length > 0) {
    const rows = missingCategories.map(({ tradeSlug, name, slug }) => ({ tradeId: idFor(tradeIds, tradeSlug), name, slug }));
    await db.insert(category).values(rows).onConflictDoNothing({ target: category.slug });
  }
}

export async function tradeIdsBySlug(db: Executor): Promise<Map<string, number>> {
  const rows = await db.select({ id: trade.id, slug: trade.slug }).from(trade);
  return new Map(rows.map((row) => [row.slug, row.id]));
}

export async function categoryIdsBySlug(db: Executor): Promise<Map<string, number>> {
  const rows = await db.select({ id: category.id, slug: category.slug }).from(category);
  return new Map(rows.map((row) => [row.slug, row.id]));
}

export function idFor(ids: ReadonlyMap<string, number>, slug: string): number {
  const id = ids.get(slug);
  if (id === undefined) throw new Error(`seed: no row with slug "${slug}"`);
  return id;
}
