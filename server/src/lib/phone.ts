import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/max';

// +44 also serves the Crown dependencies, whose districts (GY, JE, IM) the product covers too
const UK_NUMBERING = new Set(['GB', 'GG', 'JE', 'IM']);

function parsedUkNumber(value: string): PhoneNumber | null {
  const parsed = parsePhoneNumberFromString(value.trim(), 'GB');
  if (!parsed || parsed.countryCallingCode !== '44' || !parsed.isValid()) return null;
  if (parsed.country && !UK_NUMBERING.has(parsed.country)) return null;
  return parsed;
}

/** A real UK number in E.164 (+447911123456), or null. Full metadata: exact ranges, not just lengths. */
export function toUkE164(value: string): string | null {
  return parsedUkNumber(value)?.number ?? null;
}

/**
 * The typed numbers last asked about, and their answers: a sign-up asks once to check the field and once to write
 * the number, and the full metadata's parse is not cheap. Kept small: emptied once it holds this many.
 */
const RECENT_MOBILES = 512;
const recentMobiles = new Map<string, string | null>();

/** A real UK mobile in E.164, or null: `toUkE164` and `isUkMobile` with one parse (the full metadata's is not cheap). */
export function toUkMobileE164(value: string): string | null {
  const known = recentMobiles.get(value);
  if (known !== undefined) return known;
  const parsed = parsedUkNumber(value);
  const mobile = parsed?.getType() === 'MOBILE' ? parsed.number : null;
  if (recentMobiles.size >= RECENT_MOBILES) recentMobiles.clear();
  recentMobiles.set(value, mobile);
  return mobile;
}

export function isUkMobile(e164: string): boolean {
  return parsePhoneNumberFromString(e164)?.getType() === 'MOBILE';
}

/** "+447700900123" → "07700 900123" for people to read. */
export function nationalFormat(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatNational() ?? e164;
}
