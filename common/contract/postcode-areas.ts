import { normalisePostcode } from './postcode-format';

// Plain data, no schemas: the address finder reads it without loading zod (decisions 044, 068).

/**
 * The postcode areas of the UK, the Isle of Man and the Channel Islands (the letters before the first
 * digit). A postcode in one of them is a real UK postcode even when no lookup knows its district yet.
 */
export const postcodeAreas: ReadonlySet<string> = new Set(
  (
    'AB AL B BA BB BD BH BL BN BR BS BT CA CB CF CH CM CO CR CT CV CW DA DD DE DG DH DL DN DT DY E EC EH EN EX ' +
    'FK FY G GL GU GY HA HD HG HP HR HS HU HX IG IM IP IV JE KA KT KW KY L LA LD LE LL LN LS LU M ME MK ML N NE ' +
    'NG NN NP NR NW OL OX PA PE PH PL PO PR RG RH RM S SA SE SG SK SL SM SN SO SP SR SS ST SW SY TA TD TF TN TQ ' +
    'TR TS TW UB W WA WC WD WF WN WR WS WV YO ZE'
  ).split(' '),
);

/** "GY1 1AA" → "GY"; "" when it does not start with letters. */
export function postcodeAreaOf(postcode: string): string {
  return /^[A-Z]{1,2}/.exec(normalisePostcode(postcode))?.[0] ?? '';
}

/** Whether the postcode's area is one of the UK's ("GIR 0AA", the Girobank's, counts too). */
export function isUkPostcodeArea(postcode: string): boolean {
  const normalised = normalisePostcode(postcode);
  return normalised === 'GIR 0AA' || postcodeAreas.has(postcodeAreaOf(normalised));
}

const crownDependencies: Record<string, string> = { GY: 'Guernsey', JE: 'Jersey', IM: 'Isle of Man' };

/**
 * The country a manual address starts with when no lookup named one: the island for GY, JE and IM,
 * otherwise "United Kingdom" (BT, Northern Ireland, too; the trader may pick a nation from the list).
 */
export function countryOfPostcode(postcode: string): string {
  return crownDependencies[postcodeAreaOf(postcode)] ?? 'United Kingdom';
}
