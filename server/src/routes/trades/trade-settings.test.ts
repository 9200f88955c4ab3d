import { DEFAULT_TRADE_LIMIT } from '#common/contract/calls/trades';
import { trade } from '#server/db/schema/index';
import { createTradeRepo } from '#server/repos/trade-repo';
import { useTestApp, Visitor } from '#server-test/test-app';
import { tradeIdOf } from '#server-test/test-jobs';
import { createUser, signedInVisitor } from '#server-test/test-users';

const testApp = useTestApp();

test('without a signed-in user it answers 401 in JSON', async () => {
  const visitor = new Visitor(testApp.app);
  await visitor.open();

  const response = await visitor.get('/v1/account/settings/trades');

  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ error: 'unauthenticated', message: 'Please sign in.' });
});

test('a new trader gets the limit, every parent keyed by id and no choices yet', async () => {
  const trader = await createUser(testApp.database.db);
  const visitor = await signedInVisitor(testApp, trader.id);

  const response = await visitor.get('/v1/account/settings/trades');

  expect(response.statusCode).toBe(200);
  const body = response.json<{ limit: number; parents: Record<string, { id: number; name: string }> }>();
  expect(body).toMatchObject({ limit: DEFAULT_TRADE_LIMIT, ordering: [], selected: [] });
  const rows = await testApp.database.db.select({ id: trade.id, name: trade.name }).from(trade);
  expect(Object.keys(body.parents)).toHaveLength(rows.length);
  for (const row of rows) expect(body.parents[String(row.id)]).toEqual(row);
});

test('the chosen trades come back primary first, as ordering and as selected', async () => {
  const db = testApp.database.db;
  const trader = await createUser(db);
  const [roofer, plumber] = [await tradeIdOf(db, 'roofer'), await tradeIdOf(db, 'plumber')];
  await createTradeRepo(db).replaceUserTrades(trader.id, [roofer, plumber], { autochildren: true });
  const visitor = await signedInVisitor(testApp, trader.id);

  const response = await visitor.get('/v1/account/settings/trades');

  expect(response.json()).toMatchObject({ ordering: [roofer, plumber], selected: [roofer, plumber] });
});
