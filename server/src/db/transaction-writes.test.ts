import { countConnectionWrites, countTransactionWrites } from './transaction-writes';
import { WriteCounter } from './write-counter';

/** A connection answering like node-pg: a row count per statement, each after a turn of the event loop. */
function fakeConnection(rowCount = 1) {
  const sent: string[] = [];
  const connection = {
    query: async (text: string) => {
      sent.push(text);
      await new Promise((resolve) => setImmediate(resolve));
      return { rowCount: /^\s*update .* where false/i.test(text) ? 0 : rowCount };
    },
  };
  return { connection, sent };
}

test('a transaction that only read, or wrote only tables no kept read uses, leaves the count as it was', async () => {
  const counter = new WriteCounter();
  const { connection } = fakeConnection();
  countConnectionWrites(connection, counter);
  await connection.query('begin');
  await connection.query('select * from "outbox_message" for update skip locked');
  await connection.query('update "outbox_message" set "attempts" = 1 where "id" = $1');
  await connection.query('update "user" set "first_name" = $1 where false');
  await connection.query('commit');
  expect(counter.count).toBe(0);
});

test('a write inside a transaction counts as it finishes and again when the transaction ends', async () => {
  const counter = new WriteCounter();
  const { connection } = fakeConnection();
  countConnectionWrites(connection, counter);
  await connection.query('BEGIN ISOLATION LEVEL SERIALIZABLE');
  await connection.query('savepoint a');
  await connection.query('update "user" set "first_name" = $1');
  expect(counter.count).toBe(1);
  await connection.query('rollback to savepoint a');
  expect(counter.count).toBe(1);
  await connection.query('commit');
  expect(counter.count).toBe(2);
  // the next transaction starts quiet again
  await connection.query('begin');
  await connection.query('commit');
  expect(counter.count).toBe(2);
});

test('an end sent before a write inside has finished counts: the write may still land with it', async () => {
  const counter = new WriteCounter();
  const { connection } = fakeConnection();
  countConnectionWrites(connection, counter);
  await connection.query('begin');
  const write = connection.query('delete from "session" where "id" = $1');
  const end = connection.query('commit');
  await Promise.all([write, end]);
  expect(counter.count).toBe(2);
});

test('outside a transaction every write counts, a rollback on its own too', async () => {
  const counter = new WriteCounter();
  const { connection } = fakeConnection();
  countConnectionWrites(connection, counter);
  await connection.query('insert into "user" values (1)');
  await connection.query('rollback');
  expect(counter.count).toBe(2);
});

test("PGlite's transaction counts once at its end, and only when a statement inside wrote what a kept read may use", async () => {
  const counter = new WriteCounter();
  const statements: string[] = [];
  const client = {
    async transaction<T>(callback: (tx: { query: unknown; exec: unknown }) => Promise<T>): Promise<T> {
      const tx = { query: async (text: string) => (statements.push(text), { affectedRows: 1 }), exec: async () => [] };
      return callback(tx);
    },
  };
  countTransactionWrites(client, counter);
  await client.transaction(async (tx) => (tx as { query: (text: string) => Promise<unknown> }).query('update "lead" set "step" = 2'));
  expect(counter.count).toBe(0);
  await client.transaction(async (tx) => {
    await (tx as { query: (text: string) => Promise<unknown> }).query('update "user" set "first_name" = $1');
    expect(counter.count).toBe(0);
  });
  expect(counter.count).toBe(1);
  await expect(
    client.transaction(async (tx) => {
      await (tx as { query: (text: string) => Promise<unknown> }).query('insert into "photo" values (1)');
      throw new Error('refused');
    }),
  ).rejects.toThrow('refused');
  expect(counter.count).toBe(2);
  expect(statements).toHaveLength(3);
});
