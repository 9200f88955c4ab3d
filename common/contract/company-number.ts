// Companies House registration numbers (decision 020).
export const COMPANY_NUMBER_INVALID = 'Please enter a valid Companies House number, like 01234567 or SC123456.';

// Prefixes Companies House puts before six digits: SC Scotland, NI / R0 Northern Ireland,
// OC / SO / NC limited liability partnerships, and the rarer registers.
const PREFIXES = new Set([
  'AC',
  'CE',
  'CS',
  'EN',
  'ES',
  'FC',
  'GE',
  'GN',
  'GS',
  'IC',
  'IP',
  'LP',
  'NA',
  'NC',
  'NF',
  'NI',
  'NL',
  'NO',
  'NP',
  'NR',
  'NZ',
  'OC',
  'OE',
  'R0',
  'RC',
  'SA',
  'SC',
  'SE',
  'SF',
  'SG',
  'SI',
  'SL',
  'SO',
  'SP',
  'SR',
  'SZ',
  'ZC',
]);

/** "sc 123456" → "SC123456", "1234567" → "01234567"; null when it is not a Companies House number. */
export function normaliseCompanyNumber(raw: string): string | null {
  const compact = raw.replace(/\s+/g, '').toUpperCase();
  if (/^\d{1,8}$/.test(compact)) {
    // people (and spreadsheets) drop the leading zeros of England and Wales numbers
    const padded = compact.padStart(8, '0');
    return padded === '00000000' ? null : padded;
  }
  const match = /^([A-Z][A-Z0-9])(\d{6})$/.exec(compact);
  return match && PREFIXES.has(match[1] ?? '') ? compact : null;
}
