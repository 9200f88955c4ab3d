// The made-up TRUE behaviour of each scheme's visitors, for `npm run demo:experiment` only, chosen so the report
// has a real difference to find: reorderedV1412 asks for the plan and the card while the trader is keen and gets
// about twice as many (with fewer live profiles); reorderedV1612 comes out about level with original.
import type { CountedStep } from '#common/experiment';
import type { OrderingScheme } from '#common/step-order';

/** The steps a visitor passes on the way to `complete` (lead_phone and lead_existing are not in the funnel). */
export type PassedStep = Exclude<CountedStep, 'lead_phone' | 'lead_existing' | 'complete'>;

/** Of the visitors on a lead step, the share who go on to the next: the lead steps are alike in every scheme. */
const leadGoesOn = { lead_location: 0.8, lead_trades: 0.8, lead_email: 0.75, lead_register: 0.7 } as const;

/** The original order's: of the visitors on a step, the share who go on to the next. */
const originalGoesOn: Record<PassedStep, number> = {
  ...leadGoesOn,
  trades: 0.95,
  verify_phone: 0.85,
  description: 0.85,
  company: 0.9,
  location: 0.9,
  photo: 0.92,
  gallery: 0.95,
  membership: 0.7,
  billing: 0.75,
  gas: 0.97,
  electric: 0.97,
};

/**
 * Of the visitors on a step, the share who go on to the next step of their scheme's order: asked early, more
 * traders pass the plan and the card; reorderedV1612's address before the plan loses some, and after the
 * payment steps fewer finish the company step.
 */
export const goesOn: Record<OrderingScheme, Record<PassedStep, number>> = {
  original: originalGoesOn,
  reorderedV1412: { ...originalGoesOn, membership: 0.85, billing: 0.85 },
  reorderedV1612: { ...originalGoesOn, location: 0.82, membership: 0.9, billing: 0.88, description: 0.92, company: 0.75 },
};

const savedAlike: Record<PassedStep, number> = {
  lead_location: 1,
  lead_trades: 1,
  lead_email: 1,
  lead_register: 1,
  trades: 1,
  verify_phone: 0.95,
  description: 0.85,
  company: 0.8,
  location: 0.9,
  photo: 0.55,
  gallery: 0.35,
  membership: 0.6,
  billing: 0.7,
  gas: 0.1,
  electric: 0.1,
};

/**
 * Of the visitors who go on from a step, the share who saved it (the rest skipped it): a saved membership is a
 * plan picked (skipping it is pay-as-you-go) and a saved billing step a card added. Asked after the address,
 * more reorderedV1612 visitors go on, but more of them as pay-as-you-go and without a card.
 */
export const savedShare: Record<OrderingScheme, Record<PassedStep, number>> = {
  original: savedAlike,
  reorderedV1412: savedAlike,
  reorderedV1612: { ...savedAlike, membership: 0.36, billing: 0.36 },
};

/** Of the registered, the share back within the first week: more of those who finished the setup. */
export const returnsInFirstWeek = { completed: 0.6, registered: 0.25 } as const;

/**
 * The checks and the first review, alike in every scheme (the order of the setup steps is not what moves them):
 * of those who saved the company step, the share whose company the register finds active; of the live profiles,
 * the share with current insurance approved and the share with a first review published; of the registered, the
 * share who pass the ID check (more of those who finished the setup).
 */
export const laterOutcomeShare = {
  companyChecked: 0.5,
  insuredOfLive: 0.3,
  firstReviewOfLive: 0.2,
  idChecked: { completed: 0.4, registered: 0.1 },
} as const;
