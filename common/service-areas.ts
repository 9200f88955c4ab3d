// Service areas per trade (decision 087): plain rules shared by the contract, the server and the screen.
import { normalisePostcode } from './contract/postcode-format';

export const AREA_RADIUS_MIN_MILES = 1;
export const AREA_RADIUS_MAX_MILES = 50;
/** An account without its own `custom_radius`. */
export const AREA_RADIUS_DEFAULT_MILES = 10;
/** The main base and up to 3 more, per trade. */
export const AREA_BASES_MAX = 4;
export const METRES_PER_MILE = 1609.344;

export const AREA_MESSAGES = {
  radius: `Please choose a radius between ${AREA_RADIUS_MIN_MILES} and ${AREA_RADIUS_MAX_MILES} miles.`,
  postcode: 'Please enter a valid UK postcode or postcode district, like RG1 1AA or RG1.',
  noBases: 'Please give at least one postcode this trade is based at.',
  tooManyBases: `You can add up to ${AREA_BASES_MAX - 1} more postcodes to each trade, ${AREA_BASES_MAX} in all.`,
  tradeTwice: 'Each trade can have only one area. Please list it once.',
  notYourTrade: 'This trade is not one of yours. Please add it to your trades first.',
  unknownPostcode: 'We do not recognise that postcode. Please check it and try again.',
} as const;

const FULL_POSTCODE = /^(GIR 0AA|[A-Z]{1,2}[0-9][0-9A-Z]? [0-9][A-Z]{2})$/;
const DISTRICT = /^[A-Z]{1,2}[0-9][0-9A-Z]?$/;

/** "rg1 1aa" → "RG1 1AA"; a district alone stays one ("sw1a" → "SW1A"). */
export function normaliseBasePostcode(value: string): string {
  const compact = value.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return DISTRICT.test(compact) ? compact : normalisePostcode(compact);
}

export function isBasePostcode(normalised: string): boolean {
  return FULL_POSTCODE.test(normalised) || DISTRICT.test(normalised);
}

/** The district a base's centre is: "RG1 1AA" → "RG1", "RG1" → "RG1". */
export function districtOfBase(normalised: string): string {
  return normalised.split(' ')[0] ?? '';
}

/** The account's radius as a base's default: its `custom_radius` kept within 1–50, else 10. */
export function defaultRadiusMiles(customRadius: number | null | undefined): number {
  if (customRadius === null || customRadius === undefined || !Number.isFinite(customRadius)) return AREA_RADIUS_DEFAULT_MILES;
  return Math.min(AREA_RADIUS_MAX_MILES, Math.max(AREA_RADIUS_MIN_MILES, Math.round(customRadius)));
}

export interface AreaBaseInput {
  postcode: string;
  radius_miles: number;
}
export interface AreaInput {
  trade_id: number;
  bases: AreaBaseInput[];
}

/**
 * What is wrong with a save's areas on their own (no database): field keys name the place in the
 * body, `areas.0.bases.1.radius_miles`, so the screen puts each message under its own field.
 */
export function areaInputProblems(areas: readonly AreaInput[]): Record<string, string> {
  const problems: Record<string, string> = {};
  const seen = new Set<number>();
  areas.forEach((area, index) => {
    const at = `areas.${index}`;
    if (seen.has(area.trade_id)) problems[`${at}.trade_id`] = AREA_MESSAGES.tradeTwice;
    seen.add(area.trade_id);
    if (area.bases.length === 0) problems[`${at}.bases`] = AREA_MESSAGES.noBases;
    if (area.bases.length > AREA_BASES_MAX) problems[`${at}.bases`] = AREA_MESSAGES.tooManyBases;
    area.bases.slice(0, AREA_BASES_MAX).forEach((base, position) => {
      const baseAt = `${at}.bases.${position}`;
      if (!isBasePostcode(base.postcode)) problems[`${baseAt}.postcode`] = AREA_MESSAGES.postcode;
      const radius = base.radius_miles;
      if (!Number.isInteger(radius) || radius < AREA_RADIUS_MIN_MILES || radius > AREA_RADIUS_MAX_MILES) {
        problems[`${baseAt}.radius_miles`] = AREA_MESSAGES.radius;
      }
    });
  });
  return problems;
}

/** "Plumbing within 15 miles of Reading", with " and 10 miles of Oxford" for each further base. */
export function areaSentence(tradeName: string, bases: readonly { radiusMiles: number; placeName: string }[]): string {
  const parts = bases.map((base) => `${base.radiusMiles} ${base.radiusMiles === 1 ? 'mile' : 'miles'} of ${base.placeName}`);
  if (parts.length === 0) return tradeName;
  const last = parts.pop() ?? '';
  return `${tradeName} within ${parts.length > 0 ? `${parts.join(', ')} and ${last}` : last}`;
}
