import { z } from 'zod';
import { isCalendarDate } from '#common/calendar-date';
import { orderingSchemes } from '#common/step-order';
import { outcomeNames } from '#common/experiment';
import { defineCall } from '../define-call';

// The setup-order experiment: the funnel report and the weights new visitors are split by.
// Statistics: decision 091; assignment and counting: decision 092.

export const FUNNEL_MAX_DAYS = 731;

export const experimentTexts = {
  dateMalformed: 'Please give the date as YYYY-MM-DD, like 2026-03-01.',
  toBeforeFrom: 'The end of the period may not be before its start.',
  periodTooLong: `The period may not be longer than ${FUNNEL_MAX_DAYS} days.`,
  weightMalformed: 'Each weight is a whole number from 0 to 100.',
  weightsAllZero: 'At least one weight must be above 0, or no new visitor could be assigned.',
} as const;

const reportDate = z.string({ error: experimentTexts.dateMalformed }).refine(isCalendarDate, { error: experimentTexts.dateMalformed });

const funnelStep = z.object({ step: z.string(), reached: z.number(), saved: z.number(), skipped: z.number() });

/** A rate with its 95 % Wilson interval; `p_value` is the two-sided test against `original` (null for it). */
const funnelOutcome = z.object({
  name: z.enum(outcomeNames),
  count: z.number(),
  rate: z.number(),
  ci_low: z.number(),
  ci_high: z.number(),
  p_value: z.number().nullable(),
});

export const funnelScheme = z.object({
  scheme: z.enum(orderingSchemes),
  /** Visitors assigned at random (or by the weights) in the period; forced visits are not among them. */
  assigned: z.number(),
  /** Visits that forced this scheme with `?scheme=` (outside production): shown, never counted. */
  forced: z.number(),
  /** Of the assigned, how many `npm run demo:experiment` made up (never in production): the page labels them. */
  simulated: z.number(),
  steps: z.array(funnelStep),
  outcomes: z.array(funnelOutcome),
});
export type FunnelScheme = z.infer<typeof funnelScheme>;

export const funnelReport = z.object({ from: z.string(), to: z.string(), schemes: z.array(funnelScheme) });
export type FunnelReport = z.infer<typeof funnelReport>;

/** Visitors first assigned from `from` to `to` (London dates, both included), and what they did since. */
export const funnel = defineCall({
  method: 'GET',
  path: '/v1/admin/funnel',
  auth: 'staff',
  input: z.object({ from: reportDate, to: reportDate }),
  output: funnelReport,
});

const weight = z
  .number({ error: experimentTexts.weightMalformed })
  .int({ error: experimentTexts.weightMalformed })
  .min(0, { error: experimentTexts.weightMalformed })
  .max(100, { error: experimentTexts.weightMalformed });

export const schemeWeights = z.object({ original: weight, reorderedV1412: weight, reorderedV1612: weight });

/**
 * Shares of new visitors: each scheme gets its weight over the sum (1/1/1 is an even split, 0/100/0 a roll-out).
 * Sent flat, a field per scheme, so each message lands under its own input; all 0 is a `general` error.
 */
const savedWeights = schemeWeights.refine((weights) => weights.original + weights.reorderedV1412 + weights.reorderedV1612 > 0, {
  error: experimentTexts.weightsAllZero,
});

export const weightsChange = z.object({
  weights: schemeWeights,
  staff_email: z.string(),
  changed_at: z.string(),
});
export type WeightsChange = z.infer<typeof weightsChange>;

/** The weights in force (1/1/1 before staff set any) and every change, newest first. */
const weightsReply = z.object({ weights: schemeWeights, changes: z.array(weightsChange) });

export const experimentWeights = defineCall({
  method: 'GET',
  path: '/v1/admin/experiment/weights',
  auth: 'staff',
  input: z.object({}),
  output: weightsReply,
});

/** New weights for new visitors only; 422 under the scheme's field, or under `general` when all are 0. */
export const experimentWeightsSave = defineCall({
  method: 'POST',
  path: '/v1/admin/experiment/weights',
  auth: 'staff',
  input: savedWeights,
  output: weightsReply,
});
