// One made-up visitor walking their scheme's funnel by the demo's true behaviour (behaviour.ts).
import { funnelSteps, outcomeNames, stepBit, type CountedStep, type OutcomeName } from '#common/experiment';
import { goingLiveItems } from '#common/going-live';
import type { OrderingScheme } from '#common/step-order';
import type { Random } from '#server/db/seed/prng';
import { simulatedOutcomeBit } from '#server/repos/experiment-funnel-repo';
import { goesOn, laterOutcomeShare, returnsInFirstWeek, savedShare } from './behaviour';

export interface SimulatedVisit {
  reachedSteps: number;
  savedSteps: number;
  skippedSteps: number;
  /** One bit per outcome (`simulatedOutcomeBit`), as the funnel reads a simulated row. */
  outcomes: number;
}

/** Step by step in the scheme's order: reach it, then leave, or save or skip it and go on. */
export function simulateVisit(scheme: OrderingScheme, random: Random): SimulatedVisit {
  let reachedSteps = 0;
  let savedSteps = 0;
  let skippedSteps = 0;
  for (const step of funnelSteps(scheme)) {
    reachedSteps |= stepBit(step);
    // lead_phone and lead_existing are in no funnel: named here for the type only
    if (step === 'complete' || step === 'lead_phone' || step === 'lead_existing') break;
    if (random() >= goesOn[scheme][step]) break;
    if (random() < savedShare[scheme][step]) savedSteps |= stepBit(step);
    else skippedSteps |= stepBit(step);
  }
  const has = (mask: number, step: CountedStep) => (mask & stepBit(step)) !== 0;
  const completed = has(reachedSteps, 'complete');
  const registered = has(savedSteps, 'lead_register');
  // the profile goes live the moment its last item is saved (decision 064)
  const live = goingLiveItems.every((item) => has(savedSteps, item));
  const achieved: Record<OutcomeName, boolean> = {
    setup_complete: completed,
    profile_live: live,
    plan_picked: has(savedSteps, 'membership'),
    card_added: has(savedSteps, 'billing'),
    first_week_retained: registered && random() < (completed ? returnsInFirstWeek.completed : returnsInFirstWeek.registered),
    company_checked: has(savedSteps, 'company') && random() < laterOutcomeShare.companyChecked,
    insured: live && random() < laterOutcomeShare.insuredOfLive,
    id_checked: registered && random() < (completed ? laterOutcomeShare.idChecked.completed : laterOutcomeShare.idChecked.registered),
    first_review_published: live && random() < laterOutcomeShare.firstReviewOfLive,
  };
  const outcomes = outcomeNames.reduce((bits, name) => (achieved[name] ? bits | simulatedOutcomeBit(name) : bits), 0);
  return { reachedSteps, savedSteps, skippedSteps, outcomes };
}

/** The rate of each outcome the behaviour produces, from `draws` visitors of the scheme (the "true" rates). */
export function expectedRates(scheme: OrderingScheme, random: Random, draws: number): Record<OutcomeName, number> {
  const counts = Object.fromEntries(outcomeNames.map((name) => [name, 0])) as Record<OutcomeName, number>;
  for (let index = 0; index < draws; index += 1) {
    const { outcomes } = simulateVisit(scheme, random);
    for (const name of outcomeNames) if (outcomes & simulatedOutcomeBit(name)) counts[name] += 1;
  }
  return Object.fromEntries(outcomeNames.map((name) => [name, counts[name] / draws])) as Record<OutcomeName, number>;
}
