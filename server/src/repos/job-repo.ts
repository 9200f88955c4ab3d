import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { namedQuery } from '../db/named-statement';
import { job } from '../db/schema/index';

export interface JobCountQuery {
  tradeId: number;
  outcodes: readonly string[];
  since: Date;
}

/** The lead trades step's estimate, asked on every step: a named statement (docs/decisions/099). */
const runCountSince = namedQuery('tradespace_jobs_estimate', (db) =>
  db
    .select({ quotes: count() })
    .from(job)
    .where(
      and(
        eq(job.tradeId, sql.placeholder('tradeId')),
        // one array parameter, not one per district: the same statement for every postcode
        sql`${job.outcode} = any(${sql.placeholder('outcodes')}::text[])`,
        gt(job.createdAt, sql.placeholder('since')),
      ),
    ),
);

export function createJobRepo(db: Executor) {
  return {
    /** Served by job_trade_outcode_created_idx alone: one short range per district. */
    async countSince({ tradeId, outcodes, since }: JobCountQuery, tx: Executor = db): Promise<number> {
      if (outcodes.length === 0) return 0;
      const [row] = await runCountSince(tx, { tradeId, outcodes: [...outcodes], since });
      return row?.quotes ?? 0;
    },
  };
}
export type JobRepo = ReturnType<typeof createJobRepo>;
