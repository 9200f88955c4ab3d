import { eq } from 'drizzle-orm';
import { tradeAreaBase, tradeAreaCover } from '#server/db/schema/index';
import { useTestApp, Visitor } from '#server-test/test-app';
import { deleteAllJobs, insertJobs, tradeIdOf } from '#server-test/test-jobs';
import { signedInTrader } from '#server-test/test-trader-sessions';

const testApp = useTestApp();
const ids: Record<string, number> = {};
beforeAll(async () => {
  for (const slug of ['plumber', 'electrician', 'roofer']) ids[slug] = await tradeIdOf(testApp.database.db, slug);
});
const id = (slug: string) => ids[slug] ?? 0;

const save = (visitor: Visitor, body: unknown) => visitor.post('/v1/account/settings/areas/save', body);
const basesOf = (userId: number) =>
  testApp.database.db
    .select()
    .from(tradeAreaBase)
    .where(eq(tradeAreaBase.userId, userId))
    .orderBy(tradeAreaBase.tradeId, tradeAreaBase.position);
interface Area {
  trade_id: number;
  bases: { postcode: string; radius_miles: number }[];
  districts: number;
  jobs_last_7_days: number;
}

test('without a signed-in user both calls answer 401', async () => {
  const visitor = new Visitor(testApp.app);
  await visitor.open();

  expect((await visitor.get('/v1/account/settings/areas')).statusCode).toBe(401);
  const saved = await save(visitor, { areas: [] });
  expect(saved.statusCode).toBe(401);
  expect(saved.json()).toEqual({ error: 'unauthenticated', message: 'Please sign in.' });
});

test('a trader who saved nothing gets each trade at the work postcode and the account radius, else 10 miles', async () => {
  const { visitor } = await signedInTrader(testApp, ['plumber', 'electrician'], { postcode: 'RG1 1AA', customRadius: 15 });
  const other = await signedInTrader(testApp, ['roofer'], { postcode: 'RG1 1AA', customRadius: null });

  const response = await visitor.get('/v1/account/settings/areas');

  expect(response.statusCode).toBe(200);
  const { areas } = response.json<{ areas: Area[] }>();
  expect(areas.map((area) => [area.trade_id, area.bases])).toEqual([
    [id('plumber'), [{ postcode: 'RG1 1AA', radius_miles: 15 }]],
    [id('electrician'), [{ postcode: 'RG1 1AA', radius_miles: 15 }]],
  ]);
  expect(areas[0]?.districts).toBeGreaterThan(5);
  const { areas: otherAreas } = (await other.visitor.get('/v1/account/settings/areas')).json<{ areas: Area[] }>();
  expect(otherAreas[0]?.bases).toEqual([{ postcode: 'RG1 1AA', radius_miles: 10 }]);
  expect(otherAreas[0]?.districts).toBeLessThan(areas[0]?.districts ?? 0);
});

test('saves two trades with their bases, answers the counts, and reads them back', async () => {
  await deleteAllJobs(testApp.database.db);
  const { trader, visitor } = await signedInTrader(testApp, ['plumber', 'electrician'], { postcode: 'RG1 1AA' });
  await insertJobs(testApp.database.db, { tradeId: id('plumber'), outcode: 'RG1', daysAgo: 1, count: 3 });
  await insertJobs(testApp.database.db, { tradeId: id('plumber'), outcode: 'RG1', daysAgo: 9, count: 5 });
  await insertJobs(testApp.database.db, { tradeId: id('plumber'), outcode: 'OX1', daysAgo: 2, count: 2 });
  await insertJobs(testApp.database.db, { tradeId: id('electrician'), outcode: 'RG1', daysAgo: 1, count: 7 });

  const response = await save(visitor, {
    areas: [
      {
        trade_id: id('plumber'),
        bases: [
          { postcode: 'rg1 1aa', radius_miles: 1 },
          { postcode: 'ox1', radius_miles: 50 },
        ],
      },
      { trade_id: id('electrician'), bases: [{ postcode: 'RG1 1AA', radius_miles: 1 }] },
    ],
  });

  expect(response.statusCode).toBe(200);
  const { areas } = response.json<{ areas: Area[] }>();
  expect(areas[0]).toMatchObject({
    trade_id: id('plumber'),
    bases: [
      { postcode: 'RG1 1AA', radius_miles: 1 },
      { postcode: 'OX1', radius_miles: 50 },
    ],
    jobs_last_7_days: 5,
  });
  expect(areas[0]?.districts).toBeGreaterThan(100);
  // at 1 mile the area is the base's own district: its jobs of this week only, not last week's
  expect(areas[1]).toEqual({
    trade_id: id('electrician'),
    bases: [{ postcode: 'RG1 1AA', radius_miles: 1 }],
    districts: 1,
    jobs_last_7_days: 7,
  });
  expect((await visitor.get('/v1/account/settings/areas')).json()).toEqual({ areas });
  const rows = await basesOf(trader.id);
  expect(rows.map((row) => [row.tradeId, row.position, row.postcode, row.radiusMiles])).toEqual(
    expect.arrayContaining([
      [id('plumber'), 0, 'RG1 1AA', 1],
      [id('plumber'), 1, 'OX1', 50],
      [id('electrician'), 0, 'RG1 1AA', 1],
    ]),
  );
  expect(rows).toHaveLength(3);
});

test('a trade left out keeps its area; a trade saved again replaces its bases', async () => {
  const { visitor } = await signedInTrader(testApp, ['plumber', 'electrician'], { postcode: 'RG1 1AA' });
  await save(visitor, { areas: [{ trade_id: id('electrician'), bases: [{ postcode: 'OX1', radius_miles: 20 }] }] });
  await save(visitor, {
    areas: [
      {
        trade_id: id('plumber'),
        bases: [
          { postcode: 'OX1 1AA', radius_miles: 5 },
          { postcode: 'RG1', radius_miles: 3 },
        ],
      },
    ],
  });

  const response = await save(visitor, { areas: [{ trade_id: id('plumber'), bases: [{ postcode: 'RG1', radius_miles: 7 }] }] });

  const { areas } = response.json<{ areas: Area[] }>();
  expect(areas.map((area) => area.bases)).toEqual([[{ postcode: 'RG1', radius_miles: 7 }], [{ postcode: 'OX1', radius_miles: 20 }]]);
});

test('a base in Northern Ireland works', async () => {
  const { visitor } = await signedInTrader(testApp, ['plumber'], { postcode: 'BT1 1AA' });

  const response = await save(visitor, { areas: [{ trade_id: id('plumber'), bases: [{ postcode: 'BT1 5GS', radius_miles: 10 }] }] });

  expect(response.statusCode).toBe(200);
  const [area] = response.json<{ areas: Area[] }>().areas;
  expect(area?.bases).toEqual([{ postcode: 'BT1 5GS', radius_miles: 10 }]);
  expect(area?.districts).toBeGreaterThan(3);
});

test.each([
  ['0 miles', { postcode: 'RG1 1AA', radius_miles: 0 }, 'areas.0.bases.0.radius_miles', 'Please choose a radius between 1 and 50 miles.'],
  ['51 miles', { postcode: 'RG1 1AA', radius_miles: 51 }, 'areas.0.bases.0.radius_miles', 'Please choose a radius between 1 and 50 miles.'],
  [
    'half a mile over',
    { postcode: 'RG1 1AA', radius_miles: 10.5 },
    'areas.0.bases.0.radius_miles',
    'Please choose a radius between 1 and 50 miles.',
  ],
  [
    'an unknown district',
    { postcode: 'ZZ9 9ZZ', radius_miles: 10 },
    'areas.0.bases.0.postcode',
    'We do not recognise that postcode. Please check it and try again.',
  ],
  [
    'no postcode',
    { postcode: 'hello', radius_miles: 10 },
    'areas.0.bases.0.postcode',
    'Please enter a valid UK postcode or postcode district, like RG1 1AA or RG1.',
  ],
])('refuses a base at %s with 422 under its field, saving nothing', async (_, bad, field, message) => {
  const { trader, visitor } = await signedInTrader(testApp, ['plumber', 'electrician'], { postcode: 'RG1 1AA' });

  const response = await save(visitor, {
    areas: [
      { trade_id: id('electrician'), bases: [{ postcode: 'OX1', radius_miles: 20 }] },
      { trade_id: id('plumber'), bases: [bad] },
    ].reverse(),
  });

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ errors: { [field]: [message] } });
  expect(await basesOf(trader.id)).toEqual([]);
});

test('refuses the second base of a trade at an unknown postcode under that base', async () => {
  const { visitor } = await signedInTrader(testApp, ['plumber'], { postcode: 'RG1 1AA' });

  const response = await save(visitor, {
    areas: [
      {
        trade_id: id('plumber'),
        bases: [
          { postcode: 'RG1', radius_miles: 10 },
          { postcode: 'XX1', radius_miles: 10 },
        ],
      },
    ],
  });

  expect(response.json()).toEqual({
    errors: { 'areas.0.bases.1.postcode': ['We do not recognise that postcode. Please check it and try again.'] },
  });
});

test('refuses a trade the trader does not have, a trade twice, five bases and none', async () => {
  const { trader, visitor } = await signedInTrader(testApp, ['plumber', 'electrician'], { postcode: 'RG1 1AA' });
  const base = { postcode: 'RG1', radius_miles: 10 };

  const notMine = await save(visitor, { areas: [{ trade_id: id('roofer'), bases: [base] }] });
  const twice = await save(visitor, {
    areas: [
      { trade_id: id('plumber'), bases: [base] },
      { trade_id: id('plumber'), bases: [base] },
    ],
  });
  const five = await save(visitor, { areas: [{ trade_id: id('plumber'), bases: [base, base, base, base, base] }] });
  const none = await save(visitor, { areas: [{ trade_id: id('electrician'), bases: [] }] });

  expect(notMine.statusCode).toBe(422);
  expect(notMine.json()).toEqual({
    errors: { 'areas.0.trade_id': ['This trade is not one of yours. Please add it to your trades first.'] },
  });
  expect(twice.json()).toEqual({ errors: { 'areas.1.trade_id': ['Each trade can have only one area. Please list it once.'] } });
  expect(five.json()).toEqual({ errors: { 'areas.0.bases': ['You can add up to 3 more postcodes to each trade, 4 in all.'] } });
  expect(none.json()).toEqual({ errors: { 'areas.0.bases': ['Please give at least one postcode this trade is based at.'] } });
  expect(await basesOf(trader.id)).toEqual([]);
});

test('refuses a save without the CSRF token', async () => {
  const { visitor } = await signedInTrader(testApp, ['plumber'], { postcode: 'RG1 1AA' });
  visitor.cookies.delete('XSRF-TOKEN');

  const response = await save(visitor, { areas: [{ trade_id: id('plumber'), bases: [{ postcode: 'RG1', radius_miles: 10 }] }] });

  expect(response.statusCode).toBe(419);
});

test('the map call gives the districts within 50 miles of a base with the trade’s jobs of this week', async () => {
  await deleteAllJobs(testApp.database.db);
  const { visitor } = await signedInTrader(testApp, ['plumber'], { postcode: 'RG1 1AA' });
  await insertJobs(testApp.database.db, { tradeId: id('plumber'), outcode: 'RG2', daysAgo: 1, count: 4 });

  const response = await visitor.get('/v1/account/settings/areas/districts?postcode=RG1%201AA&trade_id=' + id('plumber'));
  const unknown = await visitor.get('/v1/account/settings/areas/districts?postcode=ZZ9&trade_id=' + id('plumber'));

  expect(response.statusCode).toBe(200);
  const body = response.json<{ centre: { outcode: string }; districts: { outcode: string; jobs_last_7_days: number }[] }>();
  expect(body.centre.outcode).toBe('RG1');
  expect(body.districts.find((district) => district.outcode === 'RG2')?.jobs_last_7_days).toBe(4);
  expect(body.districts.some((district) => district.outcode === 'OX1')).toBe(true);
  expect(body.districts.some((district) => district.outcode === 'M1')).toBe(false);
  expect(unknown.statusCode).toBe(422);
  expect(unknown.json()).toEqual({ errors: { postcode: ['We do not recognise that postcode. Please check it and try again.'] } });
});

test('the districts of a trade id that names no trade are refused under the trade, in a sentence', async () => {
  const { visitor } = await signedInTrader(testApp, ['plumber'], { postcode: 'RG1 1AA' });

  const response = await visitor.get('/v1/account/settings/areas/districts?postcode=RG1%201AA&trade_id=999999');

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ errors: { trade_id: ['Please choose a trade.'] } });
});

test('parallel area and trade saves for one trader: no errors, and the directory reads one consistent area', async () => {
  const { trader, visitor } = await signedInTrader(testApp, ['plumber', 'electrician'], { postcode: 'RG1 1AA' });
  const sends = Array.from({ length: 12 }, (_, n) =>
    n % 3 === 0
      ? visitor.post('/v1/account/settings/trades/save', { ordering: [id('plumber'), id('electrician')], autochildren: false })
      : save(visitor, { areas: [{ trade_id: id('plumber'), bases: [{ postcode: 'RG1', radius_miles: 1 + n }] }] }),
  );

  const statuses = (await Promise.all(sends)).map((reply) => reply.statusCode);

  expect(statuses.filter((status) => status !== 200)).toEqual([]);
  const cover = await testApp.database.db.select().from(tradeAreaCover).where(eq(tradeAreaCover.userId, trader.id));
  const saved = await basesOf(trader.id);
  expect(saved).toHaveLength(1);
  expect(cover.map((row) => [row.tradeId, row.outcode, row.radiusMiles]).sort()).toEqual(
    [
      [id('plumber'), 'RG1', saved[0]?.radiusMiles],
      [id('electrician'), 'RG1', 10],
    ].sort(),
  );
});
