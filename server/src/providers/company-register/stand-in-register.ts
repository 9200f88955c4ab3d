import { readRegisterReply, type CompanyRegister } from './provider';

/**
 * The local stand-in register's companies, in Companies House's JSON shape (README lists the numbers, as it lists
 * the test cards); any other well-formed number is not found.
 */
const testCompanies: Record<string, Record<string, unknown>> = {
  '09446231': {
    company_name: 'TRADESPACE TEST HEATING LTD',
    company_status: 'active',
    date_of_creation: '2014-03-12',
    type: 'ltd',
    registered_office_address: { address_line_1: '1 Test Street', locality: 'London', postal_code: 'EC1A 1BB', country: 'England' },
  },
  SC123456: {
    company_name: 'TRADESPACE TEST ROOFING LTD',
    company_status: 'active',
    date_of_creation: '2009-06-01',
    type: 'ltd',
    registered_office_address: { address_line_1: '2 Test Road', locality: 'Edinburgh', postal_code: 'EH1 1YZ', country: 'Scotland' },
  },
  '01234567': {
    company_name: 'OLD TEST BUILDERS LTD',
    company_status: 'dissolved',
    date_of_creation: '1977-01-20',
    date_of_cessation: '2019-08-06',
    type: 'ltd',
    registered_office_address: { address_line_1: '3 Test Lane', locality: 'Leeds', postal_code: 'LS1 1UR', country: 'England' },
  },
};

/** What Companies House answers for a number it does not know. */
const NOT_FOUND = { errors: [{ error: 'company-profile-not-found', type: 'ch:service' }] };

/** The stand-in's reply to GET /company/{number}: the status code and the JSON body Companies House would send. */
export function standInReply(companyNumber: string): { statusCode: 200 | 404; body: Record<string, unknown> } {
  const known = testCompanies[companyNumber];
  if (!known) return { statusCode: 404, body: NOT_FOUND };
  return {
    statusCode: 200,
    body: { company_number: companyNumber, jurisdiction: companyNumber.startsWith('SC') ? 'scotland' : 'england-wales', ...known },
  };
}

/**
 * The offline default: the stand-in's replies read in process by the same reader as the production adapter's
 * (no request to the app itself, so a test app that never listens has a register too).
 */
export function createStandInRegister(): CompanyRegister {
  return {
    name: 'local',
    async lookUp(companyNumber) {
      const { statusCode, body } = standInReply(companyNumber);
      return readRegisterReply(statusCode, body);
    },
  };
}
