// Seeds the simulated experiment visitors of e2e/fixtures/experiment-visits.ts (two past months of known figures).
import { stepBit, type CountedStep } from '../common/experiment';
import type { Database } from '../server/src/db/client';
import { experimentVisit } from '../server/src/db/schema/index';
import { simulatedOutcomeBit } from '../server/src/repos/experiment-funnel-repo';
import { seededPeriods, seededVisitors } from '../e2e/fixtures/experiment-visits';

const mask = (steps: CountedStep[]) => steps.reduce((bits, step) => bits | stepBit(step), 0);

export async function seedExperimentVisits(db: Database): Promise<void> {
  const visitors = Object.values(seededPeriods).flatMap(seededVisitors);
  await db
    .insert(experimentVisit)
    .values(
      visitors.map((visitor) => ({
        visitorKey: visitor.key,
        scheme: visitor.scheme,
        simulated: true,
        simulatedOutcomes: visitor.outcomes.reduce((bits, name) => bits | simulatedOutcomeBit(name), 0),
        assignedAt: visitor.assignedAt,
        reachedSteps: mask(visitor.reached),
        savedSteps: mask(visitor.saved),
        skippedSteps: mask(visitor.skipped),
      })),
    )
    .onConflictDoNothing();
}
