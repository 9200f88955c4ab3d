import { changedNothing, countWritesOf, isPlainRead, WriteCounter } from './write-counter';

test('only a plain select is a read, in either form drivers pass statements', () => {
  expect(isPlainRead('select 1')).toBe(true);
  expect(isPlainRead('  SELECT "id" from "user"')).toBe(true);
  expect(isPlainRead({ text: 'select * from "session" where "id" = $1' })).toBe(true);
  expect(isPlainRead('insert into "user" values (1)')).toBe(false);
  expect(isPlainRead('with moved as (delete from "job" returning *) select * from moved')).toBe(false);
  expect(isPlainRead('commit')).toBe(false);
  expect(isPlainRead({ text: 'update "user" set "x" = 1' })).toBe(false);
  expect(isPlainRead(undefined)).toBe(false);
});

function fakeDriver() {
  const calls: string[] = [];
  const driver = {
    query(text: string, callback?: (error: Error | null) => void): Promise<string> | undefined {
      calls.push(text);
      if (callback) {
        callback(null);
        return undefined;
      }
      return text.startsWith('fail') ? Promise.reject(new Error('no')) : Promise.resolve(text);
    },
  };
  return { driver, calls };
}

test('a write counts once it has finished, a read never', async () => {
  const counter = new WriteCounter();
  const { driver } = fakeDriver();
  countWritesOf(driver, 'query', counter, (args) => isPlainRead(args[0]));

  const pending = driver.query('insert into t values (1)');
  expect(counter.count).toBe(0);
  await pending;
  expect(counter.count).toBe(1);
  await driver.query('select 1');
  expect(counter.count).toBe(1);
});

test('a failed write counts too, and the failure still reaches the caller', async () => {
  const counter = new WriteCounter();
  const { driver } = fakeDriver();
  countWritesOf(driver, 'query', counter, () => false);
  await expect(driver.query('fail: update t')).rejects.toThrow('no');
  expect(counter.count).toBe(1);
});

test('a callback-style write counts before its callback runs', () => {
  const counter = new WriteCounter();
  const { driver } = fakeDriver();
  countWritesOf(driver, 'query', counter, () => false);
  let seen = -1;
  void driver.query('delete from t', () => (seen = counter.count));
  expect(seen).toBe(1);
});

test('an update or delete that touched no row is not a write; anything else that finished is', async () => {
  expect(changedNothing('update "outbox_message" set "attempts" = 1 where false', { rowCount: 0 })).toBe(true);
  expect(changedNothing({ text: 'delete from "session" where "expires_at" < $1' }, { affectedRows: 0, rows: [] })).toBe(true);
  expect(changedNothing('update "user" set "first_name" = $1', { rowCount: 1 })).toBe(false);
  expect(changedNothing('commit', { rowCount: null })).toBe(false);
  expect(changedNothing('insert into "user" values (1)', undefined)).toBe(false);

  const counter = new WriteCounter();
  const driver = { query: async (_text: string) => ({ rowCount: 0 }) };
  countWritesOf(driver, 'query', counter, (args) => isPlainRead(args[0]));
  await driver.query('update "outbox_message" set "attempts" = 2 where false');
  expect(counter.count).toBe(0);
});
