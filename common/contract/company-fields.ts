import { z } from 'zod';
import { COMPANY_NUMBER_INVALID, normaliseCompanyNumber } from './company-number';
import { normaliseWebsite, WEBSITE_INVALID, WEBSITE_MAX, WEBSITE_TOO_LONG } from './website';

// Business type and employee band codes, with the words a trader sees.
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
export const TRADING_SINCE_NOT_A_YEAR = 'Please enter the year your business started as four digits, like 2010.';
export const TRADING_SINCE_TOO_EARLY = `Please enter a year from ${TRADING_SINCE_MIN} onwards.`;
export const TRADING_SINCE_IN_FUTURE = 'The year your business started cannot be in the future.';

/** A company number is asked for Limited Companies and LLPs only. */
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
export const companyNumberText = z.string({ error: COMPANY_NUMBER_INVALID }).max(32, COMPANY_NUMBER_INVALID).nullish();

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

/**
 * Optional year the business started trading (decisions 021, 068): a number or the text a form
 * sends ("2010" is 2010); empty or null clears it, absent keeps the stored year.
 */
export const tradingSince = z
  .union([z.number(), z.string()], { error: TRADING_SINCE_NOT_A_YEAR })
  .nullish()
  .transform((value, ctx): number | null | undefined => {
    if (value === undefined || value === null) return value;
    const text = String(value).trim();
    if (text === '') return null;
    const year = /^\d{4}$/.test(text) ? Number(text) : null;
    const problem =
      year === null
        ? TRADING_SINCE_NOT_A_YEAR
        : year < TRADING_SINCE_MIN
          ? TRADING_SINCE_TOO_EARLY
          : year > new Date().getFullYear()
            ? TRADING_SINCE_IN_FUTURE
            : null;
    if (problem === null) return year;
    ctx.addIssue({ code: 'custom', message: problem });
    return z.NEVER;
  });
