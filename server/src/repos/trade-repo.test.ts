import { eq } from 'drizzle-orm';
import { userCategory, userTrade } from '../db/schema/index';
import { useTestApp } from '#server-test/test-app';
import { childIdsOf, tradeIdOf } from '#server-test/test-jobs';
import { createUser } from '#server-test/test-users';
import { createTradeRepo } from './trade-repo';

const testApp = useTestApp();

test('replaceUserTrades inside a caller’s transaction is undone with it', async () => {
  const db = testApp.database.db;
  const trades = createTradeRepo(db);
  const trader = await createUser(db);
  const [plumber, roofer] = [await tradeIdOf(db, 'plumber'), await tradeIdOf(db, 'roofer')];
  await trades.replaceUserTrades(trader.id, [plumber], { autochildren: true });

  await expect(
    db.transaction(async (tx) => {
      await trades.replaceUserTrades(trader.id, [roofer], { autochildren: true }, tx);
      throw new Error('registration failed later on');
    }),
  ).rejects.toThrow('registration failed later on');

  expect(await trades.tradeIdsOf(trader.id)).toEqual([plumber]);
  const categories = await db.select().from(userCategory).where(eq(userCategory.userId, trader.id));
  expect(categories.map((row) => row.categoryId).sort((a, b) => a - b)).toEqual(await childIdsOf(db, plumber));
});

test('replaceUserTrades with no trades clears the user’s trades and categories', async () => {
  const db = testApp.database.db;
  const trades = createTradeRepo(db);
  const trader = await createUser(db);
  await trades.replaceUserTrades(trader.id, [await tradeIdOf(db, 'tiler')], { autochildren: true });

  await trades.replaceUserTrades(trader.id, [], { autochildren: true });

  expect(await db.select().from(userTrade).where(eq(userTrade.userId, trader.id))).toEqual([]);
  expect(await db.select().from(userCategory).where(eq(userCategory.userId, trader.id))).toEqual([]);
});
