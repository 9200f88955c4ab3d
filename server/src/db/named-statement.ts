import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Executor } from './client';
import { markNamed } from './pglite-prepared';
import { rowsOf } from './rows-of';

interface Prepared<Result> {
  execute: (values: Record<string, unknown>) => Promise<Result>;
}

/** What drizzle's prepared statements keep of their driver: PGlite's carry the client and the text. */
interface DriverSide {
  client?: unknown;
  queryString?: unknown;
}

/**
 * `make`'s prepared statement, made once per database handle (or transaction). On PGlite its text is marked named
 * with the client, which then parses and plans it once (decision 153).
 */
function perExecutor<Result>(name: string, make: (db: Executor) => Prepared<Result>) {
  const prepared = new WeakMap<Executor, Prepared<Result>>();
  return (db: Executor, values: Record<string, unknown>): Promise<Result> => {
    let statement = prepared.get(db);
    if (!statement) {
      statement = make(db);
      prepared.set(db, statement);
      const { client, queryString } = statement as DriverSide;
      if (typeof queryString === 'string') markNamed(client, queryString, name);
    }
    return statement.execute(values);
  };
}

/*
 * Named statements (decision 099): a statement whose text is the same on every call, its values given by
 * placeholder name (`sql.placeholder`), lists as arrays, an absent part as a null that matches no row. The app builds
 * the text once per database handle, and PostgreSQL parses and plans it once per connection under its name
 * (node-postgres sends a named statement's Parse only the first time on each connection): for the statements every
 * request sends, parse and plan cost more than running them. PGlite parses and plans it once per client (decision 153).
 */

/** A raw SQL named statement: its rows as the driver gives them. */
export function namedStatement<Row>(name: string, build: (db: Executor) => SQL) {
  const run = perExecutor(name, (db) => {
    // drizzle prepares raw SQL only through its session, which both drivers have (node-postgres passes the name on)
    const internal = db as unknown as { dialect: PgDialect; session: PgSession };
    return internal.session.prepareQuery(internal.dialect.sqlToQuery(build(db)), undefined, name, false);
  });
  return async (db: Executor, values: Record<string, unknown>): Promise<Row[]> => rowsOf<Row>(await run(db, values));
}

/** A query builder's named statement (`.prepare(name)`): its rows mapped as the builder maps them. */
export function namedQuery<Result>(name: string, build: (db: Executor) => { prepare: (name: string) => Prepared<Result> }) {
  return perExecutor(name, (db) => build(db).prepare(name));
}
