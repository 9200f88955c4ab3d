import { countWritesOf, leavesCachedReadsAlone, textOf, type WriteCounter } from './write-counter';

const TRANSACTION_START = /^\s*(begin|start\s+transaction)\b/i;
const TRANSACTION_END = /^\s*(commit|end|abort|rollback)\b(?!\s+to\b)/i;
/** Savepoints and a transaction's own settings write no row: what the statements between them write is what counts. */
const MARKER = /^\s*(savepoint|release|rollback\s+to|set\s+(transaction|local)\b)/i;
const writesNothingKept = (statement: unknown) => MARKER.test(textOf(statement) ?? '') || leavesCachedReadsAlone(statement);

/**
 * Counts one PostgreSQL connection's writes (decisions 051, 151): each write as it finishes, and a transaction's end only
 * when something inside it counted, or might still. A transaction that read, or wrote only tables no kept read uses
 * (a worker claiming an empty queue, a sweep that found nothing due), leaves every kept read as it was; its `begin`
 * and `commit` used to empty every cache each round.
 */
export function countConnectionWrites(client: { query: unknown }, counter: WriteCounter): void {
  let open = false;
  let wrote = false;
  /** Writes sent in this transaction and not yet finished: one the end could overtake counts as written. */
  let unfinished = 0;
  const sink = {
    bump: () => {
      if (open) wrote = true;
      counter.bump();
    },
    settled: () => {
      if (unfinished > 0) unfinished -= 1;
    },
  };
  countWritesOf(client, 'query', sink, ([statement]) => {
    const text = textOf(statement) ?? '';
    if (TRANSACTION_START.test(text)) {
      open = true;
      wrote = false;
      unfinished = 0;
      return true;
    }
    if (TRANSACTION_END.test(text)) {
      const quiet = open && !wrote && unfinished === 0;
      open = false;
      if (!quiet) unfinished += 1;
      return quiet;
    }
    if (writesNothingKept(statement)) return true;
    if (open) unfinished += 1;
    return false;
  });
}

/** What PGlite hands a transaction's callback: its own ways to send statements. */
interface TransactionHandle {
  query: unknown;
  exec: unknown;
}
type Transaction = <T>(callback: (tx: TransactionHandle) => Promise<T>) => Promise<T>;

/**
 * PGlite runs a transaction alone on its one connection: its statements count together when it ends, and only when
 * one of them wrote something a kept read may use.
 */
export function countTransactionWrites(client: { transaction: Transaction }, counter: WriteCounter): void {
  const original = client.transaction.bind(client);
  client.transaction = async <T>(callback: (tx: TransactionHandle) => Promise<T>) => {
    let wrote = false;
    const inside = { bump: () => (wrote = true) };
    const isRead = (args: unknown[]) => writesNothingKept(args[0]);
    return original((tx) => {
      countWritesOf(tx, 'query', inside, isRead);
      countWritesOf(tx, 'exec', inside, isRead);
      return callback(tx);
    }).finally(() => {
      if (wrote) counter.bump();
    });
  };
}
