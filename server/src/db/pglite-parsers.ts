import { types, type PGlite, type Transaction } from '@electric-sql/pglite';

/**
 * The types drizzle-orm asks PGlite to hand over as text on every statement (it reads dates and intervals itself):
 * timestamp, timestamptz, interval, date, and the arrays numeric[], timestamp[], timestamptz[], interval[], date[].
 */
const DRIZZLE_TEXT_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
];
const asText = (value: string) => value;

type QueryOptions = Parameters<PGlite['query']>[2];

/** Whether `options` asks for drizzle-orm's own text parsers and nothing else. */
function asksDrizzleTextParsers(options: QueryOptions): boolean {
  const parsers = options?.parsers;
  if (!parsers) return false;
  const asked = Object.keys(parsers).map(Number);
  return asked.length === DRIZZLE_TEXT_TYPES.length && asked.every((type) => DRIZZLE_TEXT_TYPES.includes(type));
}

interface Queries {
  query: PGlite['query'];
}

/**
 * PGlite copies its ~320 type parsers into a new object for every statement that brings parsers of its own, and
 * drizzle-orm brings its nine on every statement: half a millisecond of the event loop each on this machine, the
 * largest share of a sign-up beside its hash (decision 149). The client keeps drizzle's nine as its own instead, and
 * a statement that asks for exactly those goes without them: the same rows, no copy. The array types' parsers are set
 * again before each statement, as PGlite may refresh them.
 */
function withoutParserCopy(target: Queries, client: PGlite): void {
  const original = target.query.bind(target);
  target.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
    if (!asksDrizzleTextParsers(options)) return original(text, params, options);
    for (const type of DRIZZLE_TEXT_TYPES) client.parsers[type] = asText;
    return original(text, params, { ...options, parsers: undefined });
  }) as PGlite['query'];
}

/**
 * The client and every transaction it opens run drizzle-orm's statements without PGlite's per-statement parser copy.
 * The client must be ready (from `PGlite.create`): its start sets the array types' parsers over any set before.
 */
export function keepDrizzleParsers(client: PGlite): void {
  withoutParserCopy(client, client);
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      withoutParserCopy(tx, client);
      return callback(tx);
    });
}
