// The setup-order experiment (decisions 091 and 092): which steps and outcomes the
// funnel counts, in one place for the server's counting and the admin page's drawing.
import { leadSteps, orderingSchemes, setupOrder, type OrderingScheme } from './step-order';
import type { RouteName } from './routes';

/**
 * Every step the counting knows, each with a fixed bit in the per-visitor step masks: append only,
 * never reorder (the bits are stored).
 */
export const countedSteps = [...leadSteps, ...setupOrder.original] as const satisfies readonly RouteName[];
export type CountedStep = (typeof countedSteps)[number];

export function stepBit(step: CountedStep): number {
  return 1 << countedSteps.indexOf(step);
}

/**
 * The steps a scheme's funnel shows, in its order: the lead steps every visitor passes (lead_phone
 * only runs when a page option asks for it, lead_existing is a detour for known e-mails), then the
 * scheme's setup order.
 */
export function funnelSteps(scheme: OrderingScheme): CountedStep[] {
  return ['lead_location', 'lead_trades', 'lead_email', 'lead_register', ...setupOrder[scheme]];
}

/** The events that mark a step reached, saved or skipped (an auto-skip passes the step unsaved). */
export const stepEventKinds = { loaded: 'reached', saved: 'saved', skipped: 'skipped', autoskipped: 'skipped' } as const;

/**
 * The outcomes that matter, in the report's order. A simulated visitor stores its outcomes as bits in this order:
 * append only, never reorder.
 */
export const outcomeNames = [
  'setup_complete',
  'profile_live',
  'plan_picked',
  'card_added',
  'first_week_retained',
  'company_checked',
  'insured',
  'id_checked',
  'first_review_published',
] as const;
export type OutcomeName = (typeof outcomeNames)[number];

export const outcomeLabels: Record<OutcomeName, string> = {
  setup_complete: 'Setup complete',
  profile_live: 'Profile live',
  plan_picked: 'Plan picked',
  card_added: 'Card added',
  first_week_retained: 'First week retained',
  company_checked: 'Company checked',
  insured: 'Insured',
  id_checked: 'ID checked',
  first_review_published: 'First review published',
};

/** The scheme every other one is compared with. */
export const controlScheme: OrderingScheme = 'original';

export type SchemeWeights = Record<OrderingScheme, number>;

/** Before staff set any: an even split. */
export const evenWeights: SchemeWeights = { original: 1, reorderedV1412: 1, reorderedV1612: 1 };

/** A scheme drawn by weight; `draw` is uniform in [0, 1). Weights of zero are never drawn. */
export function drawScheme(weights: SchemeWeights, draw: number): OrderingScheme {
  const total = orderingSchemes.reduce((sum, scheme) => sum + weights[scheme], 0);
  let left = draw * total;
  for (const scheme of orderingSchemes) {
    if (weights[scheme] <= 0) continue;
    if (left < weights[scheme]) return scheme;
    left -= weights[scheme];
  }
  return orderingSchemes.findLast((scheme) => weights[scheme] > 0) ?? controlScheme;
}
