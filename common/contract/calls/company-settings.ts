import { z } from 'zod';
import { defineCall } from '../define-call';
import {
  businessType,
  businessWebsite,
  companyNumberProblem,
  companyNumberText,
  employeeBand,
  hasCompanyNumber,
  tradingSince,
} from '../company-fields';
import { normaliseCompanyNumber } from '../company-number';
import { companyCheckResult, companyCheckStatuses } from '../company-check';

const companySettingsFields = z.object({
  type: businessType,
  number_of_employees: employeeBand,
  company_number: companyNumberText,
  website: businessWebsite,
  active_since: tradingSince,
  // always sent as 1; the business name is set at registration and never changed here
  skip_name: z.union([z.literal(1), z.literal('1'), z.boolean()], { error: 'The business name setting could not be read.' }).optional(),
});

/** The payload, its company number checked only where it applies and cleared where it does not. */
export const companySettingsInput = companySettingsFields
  .superRefine(
    (input, ctx) => {
      const problem = hasCompanyNumber(input.type) ? companyNumberProblem(input.company_number) : null;
      if (problem) ctx.addIssue({ code: 'custom', path: ['company_number'], message: problem });
    },
    // the number's check needs a known type, but must not wait for the other fields;
    // a payload that is no object at all has no fields to check
    {
      when: ({ issues, value }) =>
        typeof value === 'object' &&
        value !== null &&
        !issues.some((issue) => ['type', 'company_number'].includes(String(issue.path?.[0]))),
    },
  )
  .transform((input) => ({
    ...input,
    company_number: hasCompanyNumber(input.type) && input.company_number?.trim() ? normaliseCompanyNumber(input.company_number) : null,
  }));

/**
 * Reads settings (business_type, website, employees); errors per field. A limited company's or LLP's number is
 * checked with the company register first: dissolved or not found is a 422 under `company_number`, the register
 * not answering saves it `not_checked` for a later sweep. `company_check` (not in the spec) is what was found,
 * null when there is no number (decision 133).
 */
export const companySettingsSave = defineCall({
  method: 'POST',
  path: '/v1/account/settings/company/save',
  auth: 'trader',
  input: companySettingsInput,
  output: z.object({
    settings: z.object({ business_type: z.number(), website: z.string().nullable(), employees: z.number() }),
    company_check: companyCheckResult.nullable(),
  }),
});

/**
 * The company register's last answer for the account's number (decision 133). `not_checked` with a null
 * `company_number` when the business has no number to check (a sole trader, a partnership, or none given).
 */
export const companyVerification = defineCall({
  method: 'GET',
  path: '/v1/account/verify/company',
  auth: 'trader',
  input: z.object({}),
  output: z.object({
    status: z.enum(companyCheckStatuses),
    company_name: z.string().nullable(),
    company_number: z.string().nullable(),
    date_of_creation: z.string().nullable(),
    checked_at: z.string().nullable(),
  }),
});
