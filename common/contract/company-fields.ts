import { z } from 'zod';
import { COMPANY_NUMBER_INVALID, normaliseCompanyNumber } from './company-number';
import { normaliseWebsite, WEBSITE_INVALID, WEBSITE_MAX, WEBSITE_TOO_LONG } from './website';

// spec setup-steps §3: business type and employee band codes, with the words a trader sees.
export const businessTypes = [
  { code: 1, label: 'Sole Trader' },
  { code: 2, label: 'Limited Company' },
  { code: 3, label: 'Partnership' },
  { code: 4, label: 'Limited Liability Partnership' },
] as const;
export type BusinessTypeCode = (typeof businessTypes)[number]['code'];

export const employeeBands = [
  { code: 1, label: '1-2' },
  { code: 2, label: '3-5' },
  { code: 3, label: '6-10' },
  { code: 4, label: '11-20' },
  { code: 5, label: '21-50' },
  { code: 6, label: '50+' },
] as const;
export type EmployeeBandCode = (typeof employeeBands)[number]['code'];

export const BUSINESS_TYPE_REQUIRED = 'Please choose your type of business.';
export const EMPLOYEES_REQUIRED = 'Please choose how many people work in your business.';
export const TRADING_SINCE_MIN = 1900;
export const tradingSinceInvalid = () =>
  `Please choose a year between ${TRADING_SINCE_MIN} and ${new Date().getFullYear()}.`;

/** spec setup-steps §2: a company number is asked for Limited Companies and LLPs only. */
export function hasCompanyNumber(type: number | null | undefined): boolean {
  return type === 2 || type === 4;
}

/** A select's code: a number from the list, or the message (a missing choice included). */
function codeOf<T extends number>(codes: readonly { code: T }[], message: string) {
  return z
    .number({ error: message })
    .nullable()
    .transform((value, ctx): T => {
      const known = codes.find((entry) => entry.code === value);
      if (known) return known.code;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });
}

export const businessType = codeOf(businessTypes, BUSINESS_TYPE_REQUIRED);
export const employeeBand = codeOf(employeeBands, EMPLOYEES_REQUIRED);

/** Optional; the format is checked with the business type, which decides whether it applies. */
export const companyNumberText = z
  .string({ error: COMPANY_NUMBER_INVALID })
  .max(32, COMPANY_NUMBER_INVALID)
  .nullish();

export function companyNumberProblem(raw: string | null | undefined): string | null {
  if (!raw?.trim()) return null;
  return normaliseCompanyNumber(raw) === null ? COMPANY_NUMBER_INVALID : null;
}

/** Optional: empty gives null, anything else an absolute http(s) address. */
export const businessWebsite = z
  .string({ error: WEBSITE_INVALID })
  .max(WEBSITE_MAX * 2, WEBSITE_TOO_LONG)
  .nullish()
  .transform((value, ctx) => {
    if (!value?.trim()) return null;
    const url = normaliseWebsite(value);
    if (url === null || url.length > WEBSITE_MAX) {
      ctx.addIssue({ code: 'custom', message: url === null ? WEBSITE_INVALID : WEBSITE_TOO_LONG });
      return z.NEVER;
    }
    return url;
  });

/** Optional year the business started trading (docs/decisions/021). */
export const tradingSince = z
  .number({ error: tradingSinceInvalid })
  .int({ error: tradingSinceInvalid })
  .nullish()
  .refine((year) => year == null || (year >= TRADING_SINCE_MIN && year <= new Date().getFullYear()), {
    error: tradingSinceInvalid,
  });
