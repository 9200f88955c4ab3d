import type { Database } from '../src/db/client';
import { userTrade } from '../src/db/schema/index';
import { tradeIdOf } from './test-jobs';
import { createUser, type UserRow } from './test-users';

/** A trader with trades (slugs, primary first), a phone and a work postcode, as review staff see one. */
export async function createTraderWithTrades(
  db: Database,
  slugs: string[],
  overrides: Parameters<typeof createUser>[1] = {},
): Promise<UserRow> {
  const trader = await createUser(db, { phoneNumber: '+447700900123', postcode: 'LS1 4AP', ...overrides }, 'Fletcher Heating Ltd');
  for (const [position, slug] of slugs.entries()) {
    await db.insert(userTrade).values({ userId: trader.id, tradeId: await tradeIdOf(db, slug), position });
  }
  return trader;
}
