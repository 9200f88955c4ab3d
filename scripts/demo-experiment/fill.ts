// The simulated experiment of `npm run demo:experiment`: visitors drawn as real ones are, walking
// their scheme's funnel by the demo's true behaviour, written to a development database only.
import { randomBytes } from 'node:crypto';
import { addDays, londonToday } from '#common/calendar-date';
import { drawScheme, evenWeights } from '#common/experiment';
import { orderingSchemes, type OrderingScheme } from '#common/step-order';
import type { Database } from '#server/db/client';
import { createRandom } from '#server/db/seed/prng';
import { simulateVisit } from './simulate';
import { createSimulatedVisitRepo, type SimulatedVisitRow } from './simulated-visit-repo';

export const DEMO_DEFAULTS = { visitors: 3_000, seed: 24, days: 30 } as const;

/** Why the demo will not run here, or null: its made-up visitors would mix with real ones in production. */
export function productionRefusal(env: { NODE_ENV?: string }): string | null {
  return env.NODE_ENV === 'production'
    ? 'The experiment demo only fills a development database: it refuses to run with NODE_ENV=production.'
    : null;
}

export interface DemoOptions {
  visitors: number;
  seed: number;
  now?: Date;
}

export interface DemoFilled {
  /** The London dates the visitors were assigned on, both included. */
  from: string;
  to: string;
  perScheme: Record<OrderingScheme, number>;
}

/** The instant a London date begins: midnight is 00:00 UTC in winter and 23:00 UTC the day before in summer. */
function londonMidnight(date: string): Date {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  const hourEarlier = new Date(utcMidnight - 3_600_000);
  return londonToday(hourEarlier) === date ? hourEarlier : new Date(utcMidnight);
}

/** Replaces the earlier demo's visitors with `visitors` new ones, assigned over the last 30 days. */
export async function fillDemoExperiment(db: Database, options: DemoOptions): Promise<DemoFilled> {
  const now = options.now ?? new Date();
  const to = londonToday(now);
  const from = addDays(to, 1 - DEMO_DEFAULTS.days);
  const start = londonMidnight(from).getTime();
  const random = createRandom(options.seed);
  const perScheme = Object.fromEntries(orderingSchemes.map((scheme) => [scheme, 0])) as Record<OrderingScheme, number>;
  const rows: SimulatedVisitRow[] = [];
  for (let index = 0; index < options.visitors; index += 1) {
    const scheme = drawScheme(evenWeights, random());
    const visit = simulateVisit(scheme, random);
    perScheme[scheme] += 1;
    rows.push({
      visitorKey: `simulated-${randomBytes(12).toString('base64url')}`,
      scheme,
      assignedAt: new Date(start + random() * (now.getTime() - start)),
      reachedSteps: visit.reachedSteps,
      savedSteps: visit.savedSteps,
      skippedSteps: visit.skippedSteps,
      simulatedOutcomes: visit.outcomes,
    });
  }
  await createSimulatedVisitRepo(db).replace(rows);
  return { from, to, perScheme };
}

/** Removes the demo's visitors; how many there were. */
export function clearDemoExperiment(db: Database): Promise<number> {
  return createSimulatedVisitRepo(db).clear();
}
