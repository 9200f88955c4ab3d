import type { FastifyInstance } from 'fastify';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { outcodeOf } from '../common/contract/fields';
import type { Database, DatabaseHandle } from '../server/src/db/client';
import * as schema from '../server/src/db/schema/index';
import { districtsOf } from '../server/src/services/districts';
import { ESTIMATE_WINDOW_MS } from '../server/src/services/jobs-estimate';
import { createJobRepo } from '../server/src/repos/job-repo';

interface CapturedQuery {
  text: string;
  params: unknown[];
}

type RawClient = { query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };

/**
 * The plan PostgreSQL picks for the estimate's own statement: the job repo runs once on a
 * connection that records its SQL, and that exact SQL and parameters go through EXPLAIN ANALYZE.
 */
export async function explainEstimate(app: FastifyInstance, handle: DatabaseHandle, postcode: string, tradeId: number): Promise<string> {
  const client = (handle.db as unknown as { $client: unknown }).$client;
  let captured: CapturedQuery | undefined;
  const logger = { logQuery: (text: string, params: unknown[]) => void (captured = { text, params }) };
  const recording = (handle.kind === 'postgres'
    ? drizzleNodePg(client as pg.Pool, { schema, logger })
    : drizzlePglite(client as PGlite, { schema, logger })) as unknown as Database;
  const districts = await districtsOf(app);
  const since = new Date(Date.now() - ESTIMATE_WINDOW_MS);
  await createJobRepo(recording).countSince({ tradeId, outcodes: districts.within(outcodeOf(postcode)), since });
  if (!captured) throw new Error('the job repo ran no query');
  const result = await (client as RawClient).query(
    `explain (analyze, costs off, timing off, summary off) ${captured.text}`,
    captured.params,
  );
  return result.rows.map((row) => String(Object.values(row)[0])).join('\n');
}

/** True when the plan reads the job table through its estimate index and never scans the whole table. */
export function usesEstimateIndex(plan: string): boolean {
  return /job_trade_outcode_created_category_idx/.test(plan) && !/Seq Scan on job\b/.test(plan);
}
