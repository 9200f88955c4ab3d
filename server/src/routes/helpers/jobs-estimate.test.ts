import { eq, sql } from 'drizzle-orm';
import { outcode } from '#server/db/schema/index';
import { ESTIMATE_RADIUS_METRES } from '#server/lib/district-neighbours';
import { districtsOf } from '#server/services/districts';
import { UNKNOWN_POSTCODE, UNKNOWN_TRADE } from '#server/services/jobs-estimate';
import { useTestApp, Visitor } from '#server-test/test-app';
import { deleteAllJobs, insertJobs, STANDARD_ONLY, tradeIdOf } from '#server-test/test-jobs';

const testApp = useTestApp();

afterEach(async () => {
  await deleteAllJobs(testApp.database.db);
});

async function estimate(body: unknown) {
  const visitor = new Visitor(testApp.app);
  await visitor.open();
  return visitor.post('/v1/helpers/jobs-estimate', body);
}

test('counts this week’s jobs in the trade within 10 miles, and names the trade', async () => {
  const db = testApp.database.db;
  const plumber = await tradeIdOf(db, 'plumber');
  await insertJobs(db, { tradeId: plumber, outcode: 'M1', daysAgo: 0, count: 3 });
  await insertJobs(db, { tradeId: plumber, outcode: 'M1', daysAgo: 8 });
  await insertJobs(db, { tradeId: plumber, outcode: 'L11', daysAgo: 0 }); // about 28 miles away
  await insertJobs(db, { tradeId: await tradeIdOf(db, 'builder'), outcode: 'M1', daysAgo: 0 });

  const response = await estimate({ postcode: 'M1 1AE', trade: plumber });

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ quotes: 3, name: 'Plumber', lead_credits: STANDARD_ONLY });
});

test('a count is kept between asks, and a job posted meanwhile is counted at once', async () => {
  const db = testApp.database.db;
  const tiler = await tradeIdOf(db, 'tiler');
  await insertJobs(db, { tradeId: tiler, outcode: 'LS1', daysAgo: 2, count: 2 });
  const first = await estimate({ postcode: 'LS1 4AP', trade: tiler });
  const again = await estimate({ postcode: 'LS1 4AP', trade: tiler });

  await insertJobs(db, { tradeId: tiler, outcode: 'LS1', daysAgo: 0 });
  const afterNewJob = await estimate({ postcode: 'LS1 4AP', trade: tiler });

  expect([first.json().quotes, again.json().quotes, afterNewJob.json().quotes]).toEqual([2, 2, 3]);
});

test('jobs in other districts inside the radius count; the edge is 10 miles between district centres', async () => {
  const db = testApp.database.db;
  const roofer = await tradeIdOf(db, 'roofer');
  await insertJobs(db, { tradeId: roofer, outcode: 'BL8', daysAgo: 1, count: 2 }); // 9.58 miles from M1
  await insertJobs(db, { tradeId: roofer, outcode: 'BL2', daysAgo: 1 }); // 10.05 miles from M1
  await insertJobs(db, { tradeId: roofer, outcode: 'M4', daysAgo: 6 });

  const response = await estimate({ postcode: 'm11ae', trade: roofer });

  expect(response.json()).toEqual({ quotes: 3, name: 'Roofer', lead_credits: STANDARD_ONLY });
});

test('the reply says what the counted leads cost in credits: the cheapest, the dearest and the median', async () => {
  const db = testApp.database.db;
  const electrician = await tradeIdOf(db, 'electrician');
  await insertJobs(db, { tradeId: electrician, outcode: 'M1', daysAgo: 0, count: 2, category: 'Sockets & Switches' });
  await insertJobs(db, { tradeId: electrician, outcode: 'M1', daysAgo: 0, count: 3, category: 'Lighting Installation' });
  await insertJobs(db, { tradeId: electrician, outcode: 'M1', daysAgo: 0, category: 'Rewiring' });
  await insertJobs(db, { tradeId: electrician, outcode: 'M1', daysAgo: 9, category: 'Rewiring' }); // too old to count

  const response = await estimate({ postcode: 'M1 1AE', trade: electrician });

  expect(response.json()).toEqual({ quotes: 6, name: 'Electrician', lead_credits: { low: 2, high: 8, typical: 4 } });
});

test('no jobs gives a count of zero', async () => {
  const locksmith = await tradeIdOf(testApp.database.db, 'locksmith');

  const response = await estimate({ postcode: 'IV27 4AA', trade: locksmith });

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ quotes: 0, name: 'Locksmith', lead_credits: null });
});

test('a postcode whose district we do not know answers 422 under postcode', async () => {
  const plumber = await tradeIdOf(testApp.database.db, 'plumber');

  const response = await estimate({ postcode: 'ZZ9 9ZZ', trade: plumber });

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ errors: { postcode: [UNKNOWN_POSTCODE] } });
});

test('an unknown trade answers 422 under trade', async () => {
  const response = await estimate({ postcode: 'M1 1AE', trade: 999_999 });

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ errors: { trade: [UNKNOWN_TRADE] } });
});

test('both unknown names both fields', async () => {
  const response = await estimate({ postcode: 'ZZ9 9ZZ', trade: 999_999 });

  expect(response.json()).toEqual({ errors: { postcode: [UNKNOWN_POSTCODE], trade: [UNKNOWN_TRADE] } });
});

test('a malformed postcode or a missing trade is refused by the contract schema', async () => {
  const response = await estimate({ postcode: 'not a postcode' });

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({
    errors: { postcode: ['Please enter a valid UK postcode, like SW1A 1AA.'], trade: ['Please choose a trade.'] },
  });
});

test.each(['M1', 'SW1A', 'IV27'])('the neighbours of %s match earthdistance in the database', async (code) => {
  const districts = await districtsOf(testApp.app);
  const db = testApp.database.db;
  const [centre] = await db.select().from(outcode).where(eq(outcode.outcode, code));
  const rows = await db
    .select({ outcode: outcode.outcode })
    .from(outcode)
    .where(
      sql`earth_distance(ll_to_earth(${centre?.latitude}, ${centre?.longitude}), ll_to_earth(${outcode.latitude}, ${outcode.longitude})) <= ${ESTIMATE_RADIUS_METRES}`,
    );

  expect([...districts.within(code)].sort()).toEqual(rows.map((row) => row.outcode).sort());
});
