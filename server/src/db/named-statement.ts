import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Executor } from './client';
import { rowsOf } from './rows-of';

interface Prepared<Result> {
  execute: (values: Record<string, unknown>) => Promise<Result>;
}

/** `make`'s prepared statement, made once per database handle (or transaction). */
function perExecutor<Result>(make: (db: Executor) => Prepared<Result>) {
  const prepared = new WeakMap<Executor, Prepared<Result>>();
  return (db: Executor, values: Record<string, unknown>): Promise<Result> => {
    let statement = prepared.get(db);
    if (!statement) {
      statement = make(db);
      prepared.set(db, statement);
    }
    return statement.execute(values);
  };
}

/*
 * Named statements (decision 099): a statement whose text is the same on every call, its values given by
 * placeholder name (`sql.placeholder`), lists as arrays, an absent part as a null that matches no row. The app builds
 * the text once per database handle, and PostgreSQL parses and plans it once per connection under its name
 * (node-postgres sends a named statement's Parse only the first time on each connection): for the statements every
 * request sends, parse and plan cost more than running them. PGlite runs it as any other statement.
 */

/** A raw SQL named statement: its rows as the driver gives them. */
export function namedStatement<Row>(name: string, build: (db: Executor) => SQL) {
  const run = perExecutor((db) => {
    // drizzle prepares raw SQL only through its session, which both drivers have (node-postgres passes the name on)
    const internal = db as unknown as { dialect: PgDialect; session: PgSession };
    return internal.session.prepareQuery(internal.dialect.sqlToQuery(build(db)), undefined, name, false);
  });
  return async (db: Executor, values: Record<string, unknown>): Promise<Row[]> => rowsOf<Row>(await run(db, values));
}

/** A query builder's named statement (`.prepare(name)`): its rows mapped as the builder maps them. */
export function namedQuery<Result>(name: string, build: (db: Executor) => { prepare: (name: string) => Prepared<Result> }) {
  return perExecutor((db) => build(db).prepare(name));
}
