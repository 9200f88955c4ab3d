import { desc, eq } from 'drizzle-orm';
import { evenWeights, type SchemeWeights } from '#common/experiment';
import type { Executor } from '../db/client';
import { namedQuery } from '../db/named-statement';
import { experimentWeights, staffMember } from '../db/schema/index';

export interface WeightsChangeRow {
  weights: SchemeWeights;
  staffEmail: string;
  changedAt: Date;
}

const HISTORY_SHOWN = 100;

const weightColumns = {
  original: experimentWeights.original,
  reorderedV1412: experimentWeights.reorderedV1412,
  reorderedV1612: experimentWeights.reorderedV1612,
};

/** Every new visitor's draw reads it: a named statement (decision 099). */
const runCurrent = namedQuery('tradespace_weights_now', (db) =>
  db.select(weightColumns).from(experimentWeights).orderBy(desc(experimentWeights.id)).limit(1),
);

/** The scheme weights: every setting kept with who made it, the newest in force. */
export function createExperimentWeightsRepo(db: Executor) {
  return {
    async current(tx: Executor = db): Promise<SchemeWeights> {
      const [row] = await runCurrent(tx, {});
      return row ?? evenWeights;
    },
    async history(tx: Executor = db): Promise<WeightsChangeRow[]> {
      const rows = await tx
        .select({ ...weightColumns, staffEmail: staffMember.email, changedAt: experimentWeights.changedAt })
        .from(experimentWeights)
        .innerJoin(staffMember, eq(staffMember.id, experimentWeights.staffId))
        .orderBy(desc(experimentWeights.id))
        .limit(HISTORY_SHOWN);
      return rows.map(({ staffEmail, changedAt, ...weights }) => ({ weights, staffEmail, changedAt }));
    },
    async save(weights: SchemeWeights, staffId: number, tx: Executor = db): Promise<void> {
      await tx.insert(experimentWeights).values({ ...weights, staffId });
    },
  };
}
