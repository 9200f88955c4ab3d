import { asc, eq } from 'drizzle-orm';
import { openTestDatabase } from '#server-test/test-database';
import type { DatabaseHandle } from '../client';
import { membershipPlan } from '../schema/index';
import { seedPlans } from './plans';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

const plans = () => database.db.select().from(membershipPlan).orderBy(asc(membershipPlan.position));

test('three monthly plans with a free first month, the middle one the most popular', async () => {
  const rows = await plans();

  expect(
    rows.map(({ slug, name, credits, costPence, mostPopular, promotionType }) => ({
      slug,
      name,
      credits,
      costPence,
      mostPopular,
      promotionType,
    })),
  ).toEqual([
    { slug: 'starter', name: 'Starter', credits: 25, costPence: 2900, mostPopular: false, promotionType: 'FREE_TRIAL' },
    { slug: 'standard', name: 'Standard', credits: 50, costPence: 5900, mostPopular: true, promotionType: 'FREE_TRIAL' },
    { slug: 'pro', name: 'Pro', credits: 110, costPence: 11900, mostPopular: false, promotionType: 'FREE_TRIAL' },
  ]);
});

test('every plan gives credits worth more than its fee at the pay-as-you-go price of £1.50 a credit', async () => {
  for (const row of await plans()) expect(row.credits * 150).toBeGreaterThan(row.costPence);
});

test('seeding again adds nothing and keeps a price changed since', async () => {
  await database.db.update(membershipPlan).set({ costPence: 6400 }).where(eq(membershipPlan.slug, 'standard'));

  await seedPlans(database.db);

  const rows = await plans();
  expect(rows).toHaveLength(3);
  expect(rows.find((row) => row.slug === 'standard')?.costPence).toBe(6400);
});
