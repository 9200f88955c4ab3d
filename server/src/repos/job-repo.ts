import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { job } from '../db/schema/index';

export interface JobCountQuery {
  tradeId: number;
  outcodes: readonly string[];
  since: Date;
}

export function createJobRepo(db: Executor) {
  return {
    /** Served by job_trade_outcode_created_idx alone: one short range per district. */
    async countSince({ tradeId, outcodes, since }: JobCountQuery, tx: Executor = db): Promise<number> {
      if (outcodes.length === 0) return 0;
      const [row] = await tx
        .select({ quotes: count() })
        .from(job)
        .where(
          and(
            eq(job.tradeId, tradeId),
            // one array parameter, not one per district: the same statement for every postcode
            sql`${job.outcode} = any(${sql.param([...outcodes])}::text[])`,
            gt(job.createdAt, since),
          ),
        );
      return row?.quotes ?? 0;
    },
  };
}
export type JobRepo = ReturnType<typeof createJobRepo>;
