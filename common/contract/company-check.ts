import { z } from 'zod';
import { longDateText } from '../calendar-date';

// The company register's check of a limited company's or LLP's number (decision 133): its states and the
// sentences a trader sees on the company step and in the Checks section.

export const companyCheckStatuses = ['active', 'dissolved', 'not_found', 'not_checked'] as const;
export type CompanyCheckStatus = (typeof companyCheckStatuses)[number];

/** What the register said of the number, as the company step's save answers it. */
export const companyCheckResult = z.object({
  status: z.enum(companyCheckStatuses),
  company_name: z.string().nullable(),
  date_of_creation: z.string().nullable(),
});
export type CompanyCheckResult = z.infer<typeof companyCheckResult>;

/** "We found TRADESPACE TEST HEATING LTD, registered 12 March 2014." */
export function companyFoundText(companyName: string, dateOfCreation: string | null): string {
  return dateOfCreation ? `We found ${companyName}, registered ${longDateText(dateOfCreation)}.` : `We found ${companyName}.`;
}

export function companyDissolvedText(companyName: string, companyNumber: string): string {
  return `Companies House lists ${companyName} (${companyNumber}) as dissolved, so it cannot be shown as your business. Please enter the number of the company you trade as now, or choose Sole Trader.`;
}

export function companyNotFoundText(companyNumber: string): string {
  return `We could not find company number ${companyNumber} at Companies House. Please check the number on your company's certificate of incorporation, or choose Sole Trader if your business is not a registered company.`;
}

export const COMPANY_NOT_CHECKED_TEXT =
  'We could not reach Companies House just now. Your company number is saved and we will check it within the hour.';
