import { asc, eq } from 'drizzle-orm';
import { userCategory, userTrade } from '#server/db/schema/index';
import { useTestApp } from '#server-test/test-app';
import { childIdsOf, tradeIdOf } from '#server-test/test-jobs';
import { createUser, signedInVisitor } from '#server-test/test-users';

// parallel saves for one trader run one after another (the trader's row is locked): no 500s, one set wins whole
const testApp = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
const SLUGS = ['builder', 'electrician', 'plumber', 'roofer', 'tiler'] as const;
const ids: number[] = [];

beforeAll(async () => {
  for (const slug of SLUGS) ids.push(await tradeIdOf(testApp.database.db, slug));
});

test('20 parallel trade saves for one trader: no errors, and the trades are exactly one of the sets sent', async () => {
  const trader = await createUser(testApp.database.db);
  const visitor = await signedInVisitor(testApp, trader.id);
  // overlapping sets in different orders, so a half-applied save would show
  const sets = Array.from({ length: 20 }, (_, n) => [0, 1, 2, 3, 4].map((k) => ids[(n + k) % ids.length]!).slice(0, 2 + (n % 3)));

  const replies = await Promise.all(
    sets.map((ordering, n) => visitor.post('/v1/account/settings/trades/save', { ordering, autochildren: n % 2 === 0 })),
  );

  const statuses = replies.map((reply) => reply.statusCode);
  const rows = await testApp.database.db
    .select({ tradeId: userTrade.tradeId })
    .from(userTrade)
    .where(eq(userTrade.userId, trader.id))
    .orderBy(asc(userTrade.position));
  const saved = rows.map((row) => row.tradeId);
  const categories = await testApp.database.db.select().from(userCategory).where(eq(userCategory.userId, trader.id));
  const allowedCategories = new Set((await Promise.all(saved.map((tradeId) => childIdsOf(testApp.database.db, tradeId)))).flat());
  console.log(
    `trades/save burst: requests=${replies.length} limit=one save at a time ok=${statuses.filter((s) => s === 200).length} 5xx=${statuses.filter((s) => s >= 500).length} final=[${saved.join(',')}]`,
  );
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
  expect(sets.some((set) => JSON.stringify(set) === JSON.stringify(saved))).toBe(true);
  expect(categories.every((row) => allowedCategories.has(row.categoryId))).toBe(true);
});
