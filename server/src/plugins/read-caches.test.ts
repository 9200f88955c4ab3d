import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../db/client';
import { company, user } from '../db/schema/index';
import { useTestApp, createTestApp, Visitor } from '#server-test/test-app';
import { createUser, signedInVisitor } from '#server-test/test-users';

// The read cache on both databases (decision 051): what this process writes is
// seen by its very next read, whichever way the write went.
const testApp = useTestApp();

async function userOf(visitor: Visitor) {
  const response = await visitor.get('/v1/account/info');
  expect(response.statusCode).toBe(200);
  return response.json().user as { first_name: string; company: { description: string | null } } | null;
}

test('a change saved through the API shows in the very next account/info', async () => {
  const trader = await createUser(testApp.database.db);
  const visitor = await signedInVisitor(testApp, trader.id);
  expect((await userOf(visitor))?.company.description).toBeNull();
  expect((await userOf(visitor))?.company.description).toBeNull();

  const description = 'We fit boilers and bathrooms across Manchester, and we tidy up after ourselves every time.';
  const saved = await visitor.post('/v1/account/settings/description/save', { description });
  expect(saved.statusCode).toBe(200);

  expect((await userOf(visitor))?.company.description).toBe(description);
});

test('a row changed straight through the database handle shows at once', async () => {
  const trader = await createUser(testApp.database.db);
  const visitor = await signedInVisitor(testApp, trader.id);
  expect((await userOf(visitor))?.first_name).toBe('Sam');

  await testApp.database.db.update(user).set({ firstName: 'Samira' }).where(eq(user.id, trader.id));

  expect((await userOf(visitor))?.first_name).toBe('Samira');
});

test('a change made in a transaction shows once it commits', async () => {
  const trader = await createUser(testApp.database.db);
  const visitor = await signedInVisitor(testApp, trader.id);
  expect((await userOf(visitor))?.company.description).toBeNull();

  await testApp.database.db.transaction(async (tx) => {
    await tx.update(company).set({ description: 'Written in a transaction.' }).where(eq(company.userId, trader.id));
  });

  expect((await userOf(visitor))?.company.description).toBe('Written in a transaction.');
});

test('after signing out, the old session cookie is signed out at once', async () => {
  const trader = await createUser(testApp.database.db);
  const visitor = await signedInVisitor(testApp, trader.id);
  const stolen = new Visitor(testApp.app);
  for (const [name, value] of visitor.cookies) stolen.cookies.set(name, value);
  expect(await userOf(stolen)).not.toBeNull();

  const out = await visitor.post('/auth/logout', {});
  expect(out.statusCode).toBe(200);

  expect(await userOf(stolen)).toBeNull();
  expect(await userOf(visitor)).toBeNull();
});

test('a deleted user is gone from the next read', async () => {
  const trader = await createUser(testApp.database.db);
  const visitor = await signedInVisitor(testApp, trader.id);
  expect(await userOf(visitor)).not.toBeNull();

  await testApp.database.db.delete(company).where(eq(company.userId, trader.id));
  await testApp.database.db.delete(user).where(eq(user.id, trader.id));

  expect(await userOf(visitor)).toBeNull();
});

// Only PostgreSQL can be written by a second process: the trade-off the decision records.
const serverUrl = process.env.DATABASE_URL;
describe.runIf(serverUrl)('with a second process on the same PostgreSQL', () => {
  async function sameDatabaseUrl(): Promise<string> {
    const url = new URL(serverUrl as string);
    const result = (await testApp.database.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
    url.pathname = `/${result.rows[0]?.name}`;
    return url.toString();
  }

  async function renameFromOutside(userId: number, firstName: string) {
    const outside = new pg.Client({ connectionString: await sameDatabaseUrl() });
    await outside.connect();
    try {
      await outside.query('update "user" set first_name = $1 where id = $2', [firstName, userId]);
    } finally {
      await outside.end();
    }
  }

  test('without Redis, a read is kept until this process writes: several processes need REDIS_URL or READ_CACHE=off', async () => {
    const trader = await createUser(testApp.database.db);
    const visitor = await signedInVisitor(testApp, trader.id);
    expect((await userOf(visitor))?.first_name).toBe('Sam');

    await renameFromOutside(trader.id, 'Outside');
    expect((await userOf(visitor))?.first_name).toBe('Sam');

    await visitor.post('/v1/account/settings/description/save', { description: 'Any write of this process lets go of every cached read.' });
    expect((await userOf(visitor))?.first_name).toBe('Outside');
  });

  /** An app on the same database with `env`; a rename made by another process must show in its very next answer. */
  async function outsideChangeShowsAtOnce(env: Record<string, string>, firstName: string) {
    const other = await createTestApp(env, { database: testApp.database });
    try {
      const trader = await createUser(testApp.database.db);
      const visitor = await signedInVisitor(other, trader.id);
      expect((await userOf(visitor))?.first_name).toBe('Sam');

      await renameFromOutside(trader.id, firstName);

      expect((await userOf(visitor))?.first_name).toBe(firstName);
    } finally {
      await other.close();
    }
  }

  test('with READ_CACHE=off nothing is kept: another process’s change shows at once', async () => {
    await outsideChangeShowsAtOnce({ READ_CACHE: 'off' }, 'Elsewhere');
  });

  test('two app processes sharing REDIS_URL see each other’s writes', async () => {
    const env = { REDIS_URL: 'redis://127.0.0.1:6379' };
    const first = await createTestApp(env, { database: testApp.database });
    const secondHandle = await openDatabase({ databaseUrl: await sameDatabaseUrl(), dataDir: '' });
    const second = await createTestApp(env, { database: secondHandle });
    try {
      const trader = await createUser(testApp.database.db);
      const onFirst = await signedInVisitor(first, trader.id);
      const onSecond = new Visitor(second.app);
      for (const [name, value] of onFirst.cookies) onSecond.cookies.set(name, value);
      await vi.waitFor(async () => expect((await userOf(onSecond))?.company.description).toBeNull());
      expect((await userOf(onSecond))?.company.description).toBeNull();

      const description = 'Saved on one process, read on the other: the cache there has to let go.';
      expect((await onFirst.post('/v1/account/settings/description/save', { description })).statusCode).toBe(200);

      // the message crosses Redis in well under the time a browser's next request takes
      await vi.waitFor(async () => expect((await userOf(onSecond))?.company.description).toBe(description), {
        timeout: 3_000,
        interval: 5,
      });
    } finally {
      await second.close();
      await first.close();
      await secondHandle.close();
    }
  });

  test('while Redis cannot be reached, nothing is kept: another process’s change shows at once', async () => {
    // nothing listens on port 1: the subscription never comes up
    await outsideChangeShowsAtOnce({ REDIS_URL: 'redis://127.0.0.1:1' }, 'Unlinked');
  });
});
