import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openTestDatabase } from '#server-test/test-database';
import type { DatabaseHandle } from './client';
import { outboxMessage, trade } from './schema/index';

// On the real drivers (PGlite, or PostgreSQL with DATABASE_URL): a transaction that writes nothing a kept read uses,
// as every sweep's round with nothing due, leaves the kept reads of every process alone (decision 151)

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

test('a transaction that only reads, or finds nothing to change, or writes only the outbox, leaves the count as it was', async () => {
  const before = database.writes.count;
  await database.db.transaction(async (tx) => {
    await tx.select().from(trade).limit(1);
    await tx.execute(sql`update "trade" set "name" = "name" where false`);
  });
  await database.db.transaction(async (tx) => {
    await tx
      .update(outboxMessage)
      .set({ attempts: 0 })
      .where(sql`false`);
    await tx.transaction(async (inner) => void (await inner.select().from(trade).limit(1)));
  });
  expect(database.writes.count).toBe(before);
});

test('a transaction that changes a row a kept read may use counts, by the time it has ended', async () => {
  const before = database.writes.count;
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`update "trade" set "name" = "name" where "id" = (select min("id") from "trade")`);
  });
  expect(database.writes.count).toBeGreaterThan(before);
  const afterWrite = database.writes.count;
  await expect(
    database.db.transaction(async (tx) => {
      await tx.execute(sql`update "trade" set "name" = "name" where "id" = (select min("id") from "trade")`);
      throw new Error('changed my mind');
    }),
  ).rejects.toThrow('changed my mind');
  expect(database.writes.count).toBeGreaterThan(afterWrite);
});
