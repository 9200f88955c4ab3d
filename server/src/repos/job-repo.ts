import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { namedQuery } from '../db/named-statement';
import { job } from '../db/schema/index';

export interface JobCountQuery {
  tradeId: number;
  outcodes: readonly string[];
  since: Date;
}

/** The lead trades step's estimate, asked on every step: a named statement (decision 099). */
const runCountSince = namedQuery('tradespace_jobs_estimate_by_category', (db) =>
  db
    .select({ categoryId: job.categoryId, jobs: count() })
    .from(job)
    .where(
      and(
        eq(job.tradeId, sql.placeholder('tradeId')),
        // one array parameter, not one per district: the same statement for every postcode
        sql`${job.outcode} = any(${sql.placeholder('outcodes')}::text[])`,
        gt(job.createdAt, sql.placeholder('since')),
      ),
    )
    // the lead price of a job follows its category (decision 116)
    .groupBy(job.categoryId),
);

/** The jobs counted, in all and per category (null: jobs without one). */
export interface JobCount {
  total: number;
  byCategory: readonly { categoryId: number | null; jobs: number }[];
}

export function createJobRepo(db: Executor) {
  return {
    /** Read from job_trade_outcode_created_category_idx alone: one short range per district, each entry with its category. */
    async countSince({ tradeId, outcodes, since }: JobCountQuery, tx: Executor = db): Promise<JobCount> {
      if (outcodes.length === 0) return { total: 0, byCategory: [] };
      const byCategory = await runCountSince(tx, { tradeId, outcodes: [...outcodes], since });
      return { total: byCategory.reduce((sum, row) => sum + row.jobs, 0), byCategory };
    },
  };
}
export type JobRepo = ReturnType<typeof createJobRepo>;
