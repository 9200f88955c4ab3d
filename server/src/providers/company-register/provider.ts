import { z } from 'zod';

/**
 * The company register: Companies House's public data API in production, a local stand-in by default
 * (decision 133). Both answer in Companies House's JSON shape and are read by `readRegisterReply`.
 */
export interface CompanyRegister {
  /** `local` or `companies-house`, for the startup line and the logs. */
  name: string;
  /** The company of a normalised number, or null when the register has none. Throws when the register does not answer. */
  lookUp: (companyNumber: string) => Promise<RegisteredCompany | null>;
}

export interface RegisteredCompany {
  companyNumber: string;
  companyName: string;
  /** The register's own word: `active`, `dissolved`, `liquidation`, … */
  companyStatus: string;
  /** YYYY-MM-DD, or null when the register gives none. */
  dateOfCreation: string | null;
}

/** The part of Companies House's company profile the app reads (GET /company/{number}). */
const companyProfile = z.object({
  company_number: z.string(),
  company_name: z.string().min(1),
  company_status: z.string().min(1),
  date_of_creation: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullish(),
});

/** The register did not answer, answered something else than a company or "none", or its request limit was reached. */
export class RegisterUnavailable extends Error {
  override name = 'RegisterUnavailable';
}

/** A reply of the register read the one way: 200 with a profile is the company, 404 is none, anything else throws. */
export function readRegisterReply(status: number, body: unknown): RegisteredCompany | null {
  if (status === 404) return null;
  const parsed = companyProfile.safeParse(body);
  if (status !== 200 || !parsed.success) throw new RegisterUnavailable(`The company register answered HTTP ${status}`);
  const { company_number, company_name, company_status, date_of_creation } = parsed.data;
  return {
    companyNumber: company_number,
    companyName: company_name,
    companyStatus: company_status,
    dateOfCreation: date_of_creation ?? null,
  };
}
