import { asc, eq } from 'drizzle-orm';
import { userCategory, userTrade } from '#server/db/schema/index';
import { useTestApp, Visitor } from '#server-test/test-app';
import { childIdsOf, tradeIdOf } from '#server-test/test-jobs';
import { newSignedInTrader } from '#server-test/test-users';

const testApp = useTestApp();
const ids: Record<string, number> = {};
const SLUGS = ['builder', 'electrician', 'plumber', 'roofer', 'tiler'] as const;
const id = (slug: (typeof SLUGS)[number]) => ids[slug] ?? 0;

beforeAll(async () => {
  for (const slug of SLUGS) ids[slug] = await tradeIdOf(testApp.database.db, slug);
});

async function tradesOf(userId: number) {
  return testApp.database.db
    .select({ tradeId: userTrade.tradeId, position: userTrade.position })
    .from(userTrade)
    .where(eq(userTrade.userId, userId))
    .orderBy(asc(userTrade.position));
}

async function categoriesOf(userId: number) {
  const rows = await testApp.database.db.select().from(userCategory).where(eq(userCategory.userId, userId));
  return rows.map((row) => row.categoryId).sort((a, b) => a - b);
}

const save = (visitor: Visitor, body: unknown) => visitor.post('/v1/account/settings/trades/save', body);

test('without a signed-in user it answers 401', async () => {
  const visitor = new Visitor(testApp.app);
  await visitor.open();

  const response = await save(visitor, { ordering: [id('plumber')] });

  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ error: 'unauthenticated', message: 'Please sign in.' });
});

test('saves the trades in order, primary first, and the settings reflect it', async () => {
  const { trader, visitor } = await newSignedInTrader(testApp);

  const response = await save(visitor, { ordering: [id('roofer'), id('builder'), id('plumber')] });

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ success: true, ordering: [id('roofer'), id('builder'), id('plumber')] });
  expect(await tradesOf(trader.id)).toEqual([
    { tradeId: id('roofer'), position: 0 },
    { tradeId: id('builder'), position: 1 },
    { tradeId: id('plumber'), position: 2 },
  ]);
  const settings = await visitor.get('/v1/account/settings/trades');
  expect(settings.json()).toMatchObject({ ordering: [id('roofer'), id('builder'), id('plumber')] });
});

test('a second save replaces the first, and its categories are every child of the new trades', async () => {
  const { trader, visitor } = await newSignedInTrader(testApp);
  await save(visitor, { ordering: [id('roofer'), id('builder')] });

  await save(visitor, { ordering: [id('plumber'), id('roofer')] });

  expect((await tradesOf(trader.id)).map((row) => row.tradeId)).toEqual([id('plumber'), id('roofer')]);
  const expected = [...(await childIdsOf(testApp.database.db, id('plumber'))), ...(await childIdsOf(testApp.database.db, id('roofer')))];
  expect(await categoriesOf(trader.id)).toEqual(expected.sort((a, b) => a - b));
});

test('with autochildren off, kept trades keep their categories and dropped ones lose them', async () => {
  const { trader, visitor } = await newSignedInTrader(testApp);
  await save(visitor, { ordering: [id('roofer'), id('builder')] });

  const response = await save(visitor, { ordering: [id('builder'), id('tiler')], autochildren: false });

  expect(response.statusCode).toBe(200);
  expect(await categoriesOf(trader.id)).toEqual(await childIdsOf(testApp.database.db, id('builder')));
});

test.each([
  ['no trades', [], 'Please select at least one trade.'],
  ['five trades', SLUGS, 'You can select up to 4 trades.'],
  ['a trade twice', ['plumber', 'roofer', 'plumber'], 'Please select each trade only once.'],
] as const)('refuses %s with 422 under ordering', async (_, slugs, message) => {
  const { trader, visitor } = await newSignedInTrader(testApp);
  await save(visitor, { ordering: [id('tiler')] });

  const response = await save(visitor, { ordering: slugs.map(id) });

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ errors: { ordering: [message] } });
  expect((await tradesOf(trader.id)).map((row) => row.tradeId)).toEqual([id('tiler')]);
});

test('refuses a trade id that does not exist', async () => {
  const { visitor } = await newSignedInTrader(testApp);

  const response = await save(visitor, { ordering: [id('plumber'), 987_654] });

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({
    errors: { ordering: ['We do not recognise one of those trades. Please choose from the list.'] },
  });
});

test('refuses a save without the CSRF token', async () => {
  const { visitor } = await newSignedInTrader(testApp);
  visitor.cookies.delete('XSRF-TOKEN');

  const response = await save(visitor, { ordering: [id('plumber')] });

  expect(response.statusCode).toBe(419);
});
