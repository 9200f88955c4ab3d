import { z } from 'zod';
import { isCalendarDate, londonToday } from '#common/calendar-date';
import { defineCall } from '../define-call';

// Public liability insurance, kept current (decisions 135 and 136): a certificate with its insurer,
// policy number, cover and end date, reviewed by staff beside gas and electric, reminded and expired by date.

/** The cover a trader may state, in pounds. */
export const INSURANCE_COVERS = [1_000_000, 2_000_000, 5_000_000, 10_000_000] as const;
export type InsuranceCover = (typeof INSURANCE_COVERS)[number];
export const INSURER_MAX = 100;
export const POLICY_NUMBER_MAX = 50;
/** The furthest end date accepted: a year's policy, renewed early, with room to spare. */
export const MAX_MONTHS_AHEAD = 18;

export const insuranceMessages = {
  insurerMissing: 'Please enter the name of your insurer.',
  insurerTooLong: `The insurer's name may not be longer than ${INSURER_MAX} characters.`,
  policyMissing: 'Please enter your policy number.',
  policyTooLong: `The policy number may not be longer than ${POLICY_NUMBER_MAX} characters.`,
  policyCharacters: 'A policy number has only letters, digits, spaces, dashes, dots and slashes.',
  coverMissing: 'Please choose how much cover your policy gives: £1m, £2m, £5m or £10m.',
  expiryMissing: 'Please enter the date your policy ends.',
  expiryNotDate: 'Please enter the date your policy ends as a real date, such as 31 May 2027.',
  expiryPast: 'This policy has already ended. Please upload the certificate of your current policy.',
  expiryTooFar: `The end date is more than ${MAX_MONTHS_AHEAD} months away. Please check the date on your certificate.`,
} as const;

/** "£2m": how the profile, the e-mails and the form name a cover. */
export function coverText(cover: number): string {
  return `£${cover / 1_000_000}m`;
}

/** The date `months` calendar months after `date` ("YYYY-MM-DD"), on the month's last day when it is shorter. */
export function addMonths(date: string, months: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The one problem with an end date on `today` (London), or null: after today, at most 18 months ahead. */
export function expiryProblem(value: string, today: string): string | null {
  if (value.trim() === '') return insuranceMessages.expiryMissing;
  if (!isCalendarDate(value)) return insuranceMessages.expiryNotDate;
  if (value <= today) return insuranceMessages.expiryPast;
  if (value > addMonths(today, MAX_MONTHS_AHEAD)) return insuranceMessages.expiryTooFar;
  return null;
}

const insurer = z
  .string({ error: insuranceMessages.insurerMissing })
  .trim()
  .min(1, insuranceMessages.insurerMissing)
  .max(INSURER_MAX, insuranceMessages.insurerTooLong);

const policyNumber = z
  .string({ error: insuranceMessages.policyMissing })
  .trim()
  .min(1, insuranceMessages.policyMissing)
  .max(POLICY_NUMBER_MAX, insuranceMessages.policyTooLong)
  // empty is the missing message alone
  .regex(/^([A-Za-z0-9][A-Za-z0-9 ./-]*)?$/, insuranceMessages.policyCharacters);

/** Sent as text by the form (multipart), as a number by any other client. */
const cover = z
  .union([z.string(), z.number()], { error: insuranceMessages.coverMissing })
  .transform((value) => Number(value))
  .refine((value): value is InsuranceCover => (INSURANCE_COVERS as readonly number[]).includes(value), insuranceMessages.coverMissing);

const expiresOn = z
  .string({ error: insuranceMessages.expiryMissing })
  .trim()
  .superRefine((value, ctx) => {
    const problem = expiryProblem(value, londonToday());
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** The fields sent beside the certificate's file. */
export const insuranceFields = z.object({ insurer, policy_number: policyNumber, cover, expires_on: expiresOn });
export const INSURANCE_FIELD_NAMES = ['insurer', 'policy_number', 'cover', 'expires_on'] as const;

export const insuranceStatus = z.enum(['pending', 'approved', 'rejected', 'expired']);
export type InsuranceStatus = z.infer<typeof insuranceStatus>;

/** Multipart, one request: `file` (a PDF, JPEG or PNG judged by content) and the fields; 422s under each field. */
export const insuranceUpload = defineCall({
  method: 'POST',
  path: '/v1/account/verify/insurance',
  auth: 'trader',
  input: insuranceFields,
  output: z.object({
    success: z.literal(true),
    insurance: z.object({ status: z.literal('pending'), insurer: z.string(), cover: z.number(), expires_on: z.string() }),
  }),
  multipart: true,
});

export const insuranceView = z.object({
  status: insuranceStatus,
  insurer: z.string(),
  policy_number: z.string(),
  cover: z.number(),
  expires_on: z.string(),
  /** The reviewer's words when rejected; null otherwise. */
  reason: z.string().nullable(),
});
export type InsuranceView = z.infer<typeof insuranceView>;

/** The trader's newest certificate, as they last sent it; null before the first. */
export const insuranceRead = defineCall({
  method: 'GET',
  path: '/v1/account/verify/insurance',
  auth: 'trader',
  input: z.object({}),
  output: z.object({ insurance: insuranceView.nullable() }),
});
