/**
 * Counts the writes one process sends to its database, so an in-process read cache can tell whether
 * anything it holds may be stale (decision 051). Every statement that is not a
 * plain `select` counts, once it has finished: the end of a transaction, a migration, an insert made by
 * a test through the same handle. Counting too much only costs a cache miss; missing a write would serve
 * stale data, so the test is "starts with select", nothing cleverer.
 */
export class WriteCounter {
  #count = 0;
  readonly #listeners = new Set<() => void>();

  get count(): number {
    return this.#count;
  }

  bump(): void {
    this.#count += 1;
    for (const listener of this.#listeners) listener();
  }

  /** Called after every bump (other processes are told over Redis); returns the way to stop. */
  onBump(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}

const PLAIN_READ = /^\s*select\s/i;
const ROW_CHANGE = /^\s*(insert|update|delete)\s/i;

export function textOf(statement: unknown): string | undefined {
  const text = typeof statement === 'string' ? statement : (statement as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : undefined;
}

export function isPlainRead(statement: unknown): boolean {
  return PLAIN_READ.test(textOf(statement) ?? '');
}

/**
 * Tables no kept read depends on (decision 094): rows every visitor writes all the time (a tracking event, the
 * experiment's step bits, a limit's counter, a message queued or sent, a trader's first step's lead), read only by
 * reports, workers, limits and the lead steps, which always go to the database. A kept read must never read them;
 * server/src/db/cached-reads.test.ts checks the loaders.
 */
export const TABLES_NO_CACHED_READ_USES = ['tracking_event', 'experiment_visit', 'rate_counter', 'outbox_message', 'lead'] as const;
const UNCACHED_WRITE = new RegExp(`^\\s*(insert\\s+into|update|delete\\s+from)\\s+"(${TABLES_NO_CACHED_READ_USES.join('|')})"\\s`, 'i');
/**
 * A new session: its id is a fresh random token, so no kept read (nor a kept "no such session") can be about it.
 * Every other write to `session` (data, sign-in, sign-out) counts.
 */
const NEW_SESSION = /^\s*insert\s+into\s+"session"\s/i;

/**
 * One statement that writes only a table no cached read uses: it leaves every kept read as it was. One statement only
 * (no `;`: a text of several could write anything after the first), and never a transaction's end, which counts.
 */
export function writesOnlyUncachedTables(statement: unknown): boolean {
  const text = textOf(statement);
  if (text === undefined || text.includes(';')) return false;
  return UNCACHED_WRITE.test(text) || (NEW_SESSION.test(text) && !/\bon\s+conflict\b/i.test(text)) || withWritesOnlyUncached(text);
}

/** Each write a statement names, and its table (an upsert's `do update set` is its insert's, named already). */
const NAMED_WRITE = /\b(?:insert\s+into|(?<!\bdo\s+)update|delete\s+from)\s+("?)(\w+)\1/gi;
/** Writes a `with` statement could make without naming a table as above: never left uncounted. */
const OTHER_WRITE = /\b(?:merge|truncate|copy|call)\b/i;

/**
 * A `with` statement whose every part that writes (a data-modifying CTE) writes a table no cached read uses, as the
 * lookup that counts an e-mail for its client address and remembers it in one statement (decision 149). Anything
 * else in a `with` statement that could write counts it.
 */
function withWritesOnlyUncached(text: string): boolean {
  if (!/^\s*with\s/i.test(text) || OTHER_WRITE.test(text)) return false;
  const tables = [...text.matchAll(NAMED_WRITE)].map((write) => write[2] ?? '');
  return tables.length > 0 && tables.every((table) => (TABLES_NO_CACHED_READ_USES as readonly string[]).includes(table));
}

/** What the write counter lets pass uncounted: plain reads and writes of tables no cached read uses. */
export function leavesCachedReadsAlone(statement: unknown): boolean {
  return isPlainRead(statement) || writesOnlyUncachedTables(statement);
}

/**
 * An insert, update or delete that touched no row changed nothing: a worker polling an empty queue
 * must not empty every cache each second. node-pg reports `rowCount`, PGlite `affectedRows`.
 */
export function changedNothing(statement: unknown, result: unknown): boolean {
  if (!ROW_CHANGE.test(textOf(statement) ?? '')) return false;
  const counts = result as { rowCount?: unknown; affectedRows?: unknown } | null;
  return counts?.rowCount === 0 || counts?.affectedRows === 0;
}

type AnyFunction = (...args: unknown[]) => unknown;

/** What a wrapped method tells: a write that counted, and every write's end, counted or not. */
export interface WriteSink {
  bump(): void;
  /** A statement that was not a read has finished (or failed), whether or not it counted. */
  settled?(): void;
}

/**
 * Wraps a driver method so a write bumps the counter when it has finished (succeeded or failed: a
 * failed statement inside a transaction still ends in a rollback that is itself counted).
 */
export function countWritesOf<T extends object>(
  target: T,
  method: keyof T & string,
  counter: WriteSink,
  isRead: (args: unknown[]) => boolean,
): void {
  const original = target[method] as unknown as AnyFunction;
  const counted = () => {
    counter.bump();
    counter.settled?.();
  };
  const wrapped = function (this: unknown, ...args: unknown[]) {
    if (isRead(args)) return original.apply(this, args);
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      // node-pg's callback style
      args[args.length - 1] = (...results: unknown[]) => {
        counted();
        return (last as AnyFunction)(...results);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    const submittable = result as { on?: (event: string, listener: () => void) => unknown } | null;
    if (submittable && typeof (result as Promise<unknown>).then !== 'function' && typeof submittable.on === 'function') {
      // node-pg's submittable queries (cursors, streams) finish with 'end' or 'error'
      submittable.on('end', counted);
      submittable.on('error', counted);
      return result;
    }
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      return (result as Promise<unknown>).then(
        (value) => {
          if (changedNothing(args[0], value)) counter.settled?.();
          else counted();
          return value;
        },
        (error: unknown) => {
          counted();
          throw error;
        },
      );
    }
    counted();
    return result;
  };
  (target as Record<string, unknown>)[method] = wrapped;
}
