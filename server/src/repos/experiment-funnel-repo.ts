import { and, sql, type SQL } from 'drizzle-orm';
import { countedSteps, outcomeNames, stepBit, type CountedStep, type OutcomeName } from '#common/experiment';
import type { Executor } from '../db/client';
import {
  company,
  companyCheck,
  customerReview,
  experimentVisit,
  identityCheck,
  paymentMethod,
  user,
  verificationRequest,
} from '../db/schema/index';
import { isLive } from './going-live-rule';
import type { StepMask } from './experiment-visit-repo';
import { rowsOf } from '../db/rows-of';

/** One scheme's visitors of a period, forced or not: how many, each step's counts and each outcome's. */
export interface FunnelCounts {
  scheme: string;
  forced: boolean;
  visitors: number;
  simulated: number;
  steps: Record<CountedStep, Record<StepMask, number>>;
  outcomes: Record<OutcomeName, number>;
}

const masks: StepMask[] = ['reachedSteps', 'savedSteps', 'skippedSteps'];

/** What each outcome is, as SQL over the visit and its account (decision 092). */
const realOutcomeChecks: Record<OutcomeName, SQL> = {
  setup_complete: sql`(${experimentVisit.reachedSteps} & ${stepBit('complete')}) <> 0`,
  profile_live: sql`${company.userId} is not null and ${isLive}`,
  plan_picked: sql`${user.membershipStatus} = 'PICKED'`,
  card_added: sql`exists (select 1 from ${paymentMethod} where ${paymentMethod.userId} = ${user.id})`,
  first_week_retained: sql`${experimentVisit.returnedAt} is not null`,
  company_checked: sql`exists (select 1 from ${companyCheck} where ${companyCheck.userId} = ${user.id} and ${companyCheck.status} = 'active')`,
  // approved public liability insurance that has not yet run out, today in London
  insured: sql`exists (select 1 from ${verificationRequest} where ${verificationRequest.userId} = ${user.id} and ${verificationRequest.kind} = 'insurance' and ${verificationRequest.status} = 'approved' and ${verificationRequest.expiresOn} >= (now() at time zone 'Europe/London')::date)`,
  id_checked: sql`exists (select 1 from ${identityCheck} where ${identityCheck.userId} = ${user.id} and ${identityCheck.status} = 'verified')`,
  first_review_published: sql`exists (select 1 from ${customerReview} where ${customerReview.userId} = ${user.id} and ${customerReview.status} = 'published')`,
};

/** A simulated visitor's outcomes are bits of its own (the demo makes no accounts). */
export function simulatedOutcomeBit(name: OutcomeName): number {
  return 1 << outcomeNames.indexOf(name);
}

const outcomeChecks = Object.fromEntries(
  outcomeNames.map((name) => [
    name,
    sql`case when ${experimentVisit.simulated} then (${experimentVisit.simulatedOutcomes} & ${simulatedOutcomeBit(name)}) <> 0 else ${realOutcomeChecks[name]} end`,
  ]),
) as Record<OutcomeName, SQL>;

function stepColumn(mask: StepMask, step: CountedStep): string {
  return `${mask}_${step}`;
}

/** Visitors assigned from `from` to `to` (London dates, both included), counted per scheme in one pass. */
function countsStatement(from: string, to: string): SQL {
  const stepSums = masks.flatMap((mask) =>
    countedSteps.map(
      (step) =>
        sql`sum((${experimentVisit[mask]} >> ${sql.raw(String(countedSteps.indexOf(step)))}) & 1)::int as ${sql.identifier(stepColumn(mask, step))}`,
    ),
  );
  const outcomeCounts = outcomeNames.map((name) => sql`(count(*) filter (where ${outcomeChecks[name]}))::int as ${sql.identifier(name)}`);
  return sql`
    select ${experimentVisit.scheme} as scheme, ${experimentVisit.forced} as forced,
      count(*)::int as visitors,
      (count(*) filter (where ${experimentVisit.simulated}))::int as simulated,
      ${sql.join([...stepSums, ...outcomeCounts], sql`, `)}
    from ${experimentVisit}
    left join ${user} on ${user.id} = ${experimentVisit.userId}
    left join ${company} on ${company.userId} = ${user.id}
    where ${and(
      sql`${experimentVisit.assignedAt} >= (${from}::date)::timestamp at time zone 'Europe/London'`,
      sql`${experimentVisit.assignedAt} < (${to}::date + 1)::timestamp at time zone 'Europe/London'`,
    )}
    group by ${experimentVisit.scheme}, ${experimentVisit.forced}`;
}

export function createExperimentFunnelRepo(db: Executor) {
  return {
    /** The one statement of the counts, for the bench's EXPLAIN. */
    statement: countsStatement,
    async counts(from: string, to: string): Promise<FunnelCounts[]> {
      // PostgreSQL's JIT compiled this statement's 40-odd aggregates afresh on every call: 1.2 s of a 1.7 s answer
      // at 100,000 visitors, for 0.3 s of work (bench/RESULTS.md, "Experiment funnel report")
      const result = await db.transaction(async (tx) => {
        await tx.execute(sql`set local jit = off`);
        return tx.execute(countsStatement(from, to));
      });
      return rowsOf<Record<string, unknown>>(result).map((row) => ({
        scheme: String(row.scheme),
        forced: row.forced === true,
        visitors: Number(row.visitors),
        simulated: Number(row.simulated),
        steps: Object.fromEntries(
          countedSteps.map((step) => [step, Object.fromEntries(masks.map((mask) => [mask, Number(row[stepColumn(mask, step)] ?? 0)]))]),
        ) as FunnelCounts['steps'],
        outcomes: Object.fromEntries(outcomeNames.map((name) => [name, Number(row[name] ?? 0)])) as FunnelCounts['outcomes'],
      }));
    },
  };
}
