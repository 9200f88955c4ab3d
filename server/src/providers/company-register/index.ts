import type { Env } from '#server/env';
import { createCompaniesHouseRegister } from './companies-house';
import { createStandInRegister, standInReply } from './stand-in-register';
import type { CompanyRegister } from './provider';

export type * from './provider';
export { readRegisterReply, RegisterUnavailable } from './provider';
/** The stand-in's replies, which the app also serves at /local-companies-house/company/{number}. */
export { standInReply };

/** Companies House when COMPANIES_HOUSE_API_KEY is set, the local stand-in register otherwise (decision 133). */
export function createCompanyRegister(env: Env): CompanyRegister {
  if (env.COMPANIES_HOUSE_API_KEY) {
    return createCompaniesHouseRegister({ apiKey: env.COMPANIES_HOUSE_API_KEY, baseUrl: env.COMPANIES_HOUSE_URL });
  }
  return createStandInRegister();
}
