import { readRegisterReply, RegisterUnavailable, type CompanyRegister } from './provider';

export interface CompaniesHouseOptions {
  apiKey: string;
  /** https://api.company-information.service.gov.uk; tests point it at a local fake or the app's stand-in. */
  baseUrl: string;
  timeoutMs?: number;
}

/** The Companies House Public Data API: GET /company/{number}, the key as the basic-auth user name. */
export function createCompaniesHouseRegister(options: CompaniesHouseOptions): CompanyRegister {
  const authorization = `Basic ${Buffer.from(`${options.apiKey}:`).toString('base64')}`;
  return {
    name: 'companies-house',
    async lookUp(companyNumber) {
      const url = new URL(`company/${encodeURIComponent(companyNumber)}`, `${options.baseUrl.replace(/\/+$/, '')}/`);
      let response: Response;
      try {
        response = await fetch(url, {
          headers: { Accept: 'application/json', Authorization: authorization },
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
      } catch (error) {
        throw new RegisterUnavailable(`The company register did not answer: ${(error as Error).message}`);
      }
      return readRegisterReply(response.status, await response.json().catch(() => null));
    },
  };
}
