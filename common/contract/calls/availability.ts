import { z } from 'zod';
import { addDays, isCalendarDate } from '#common/calendar-date';
import { defineCall } from '../define-call';

/** Away mode goes at most this many days ahead. */
export const PAUSE_MAX_DAYS = 90;

export const availabilityTexts = {
  malformed: 'Please enter the date as day, month and year.',
  past: 'Please choose a date after today.',
  tooFar: `Please choose a date at most ${PAUSE_MAX_DAYS} days from today.`,
} as const;

/**
 * What is wrong with `pausedUntil` as the first day back, asked on `today` (both "YYYY-MM-DD" in London),
 * or null. Today itself is no pause at all, so the first day back is tomorrow at the earliest.
 */
export function pauseDateProblem(pausedUntil: string, today: string): string | null {
  if (!isCalendarDate(pausedUntil)) return availabilityTexts.malformed;
  if (pausedUntil <= today) return availabilityTexts.past;
  if (pausedUntil > addDays(today, PAUSE_MAX_DAYS)) return availabilityTexts.tooFar;
  return null;
}

/** The trader's availability: `paused_until` is the first day back ("YYYY-MM-DD", London); null when taking work. */
export const availability = z.object({ paused_until: z.string().nullable() });
export type Availability = z.infer<typeof availability>;

/**
 * Away mode (decision 089): pause new leads until a date, or resume now with null. A past date, one
 * more than 90 days ahead or no date at all is a 422 under `paused_until`, and nothing is saved.
 */
export const availabilitySave = defineCall({
  method: 'POST',
  path: '/v1/account/availability',
  auth: 'trader',
  input: z.object({
    paused_until: z
      .string({ error: availabilityTexts.malformed })
      .refine(isCalendarDate, { error: availabilityTexts.malformed })
      .nullable(),
  }),
  output: availability,
});
