import { asc, count, eq } from 'drizzle-orm';
import { openTestDatabase } from '#server-test/test-database';
import type { DatabaseHandle } from '../client';
import { category, job, outcode, seedDay, trade } from '../schema/index';
import { seedDatabase } from './index';
import { TRADE_CATALOGUE } from './trade-catalogue';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

async function tableCounts() {
  const { db } = database;
  const [outcodes] = await db.select({ n: count() }).from(outcode);
  const [trades] = await db.select({ n: count() }).from(trade);
  const [categories] = await db.select({ n: count() }).from(category);
  const [jobs] = await db.select({ n: count() }).from(job);
  const [days] = await db.select({ n: count() }).from(seedDay);
  return { outcodes: outcodes?.n, trades: trades?.n, categories: categories?.n, jobs: jobs?.n, days: days?.n };
}

test('every UK postcode district is loaded with its centroid', async () => {
  const [westminster] = await database.db.select().from(outcode).where(eq(outcode.outcode, 'SW1A'));

  expect((await tableCounts()).outcodes).toBe(2848);
  expect(westminster).toMatchObject({ place: 'Westminster', county: 'London', country: 'England' });
  expect(westminster?.latitude).toBeCloseTo(51.50265, 5);
  expect(westminster?.longitude).toBeCloseTo(-0.13111, 5);
});

test('a quoted place keeps its comma and a missing place is stored as empty text', async () => {
  const rows = await database.db.select().from(outcode).where(eq(outcode.outcode, 'IM1'));
  const [birmingham] = await database.db.select().from(outcode).where(eq(outcode.outcode, 'B1'));

  expect(rows[0]?.place).toBe('Douglas, Braddan');
  expect(rows[0]?.country).toBe('Isle of Man');
  expect(birmingham?.place).toBe('');
});

test('the trades a UK marketplace offers are there, in catalogue order', async () => {
  const trades = await database.db.select().from(trade).orderBy(asc(trade.id));

  expect(trades.length).toBeGreaterThanOrEqual(25);
  expect(trades.map((row) => row.slug)).toEqual(TRADE_CATALOGUE.map((entry) => entry.slug));
  expect(trades.map((row) => row.name)).toEqual(
    expect.arrayContaining([
      ...['Builder', 'Electrician', 'Plumber', 'Heating Engineer', 'Roofer', 'Carpenter & Joiner', 'Painter & Decorator'],
      ...['Plasterer', 'Tiler', 'Landscape Gardener', 'Locksmith', 'Kitchen Fitter', 'Bathroom Fitter', 'Bricklayer'],
      ...['Window & Door Fitter', 'Flooring Fitter', 'Handyman', 'Driveways & Patios', 'Fencing', 'Damp Proofing'],
      ...['Drainage', 'Tree Surgeon', 'Loft Conversion', 'Gas Engineer', 'Cleaner'],
    ]),
  );
  // repos pick out the gas and electrical trades by these slugs
  const slugs = trades.map((row) => row.slug);
  expect(slugs).toEqual(expect.arrayContaining(['heating-engineer', 'gas-engineer', 'electrician']));
});

test('every trade has at least four child categories', async () => {
  const perTrade = await database.db
    .select({ slug: trade.slug, n: count(category.id) })
    .from(trade)
    .leftJoin(category, eq(category.tradeId, trade.id))
    .groupBy(trade.slug);
  const [all] = await database.db.select({ n: count() }).from(category);

  expect(all?.n).toBeGreaterThanOrEqual(150);
  expect(perTrade.filter((row) => row.n < 4)).toEqual([]);
  const [boilers] = await database.db
    .select({ trade: trade.slug })
    .from(category)
    .innerJoin(trade, eq(trade.id, category.tradeId))
    .where(eq(category.slug, 'boiler-installation'));
  expect(boilers?.trade).toBe('heating-engineer');
});

test('seeding again changes nothing', async () => {
  const before = await tableCounts();

  await seedDatabase(database.db, { jobs: false });

  expect(await tableCounts()).toEqual(before);
  expect(before.jobs).toBe(0);
});
