import { z } from 'zod';
import { defineCall } from '../define-call';
import { postcode } from '../fields';
import { isUkPostcodeArea } from '../postcode-areas';

// decision 022: `name` says which address, not a house name
export const addressKinds = ['business', 'home'] as const;
export const addressKind = z.enum(addressKinds, { error: 'Please say which address this is.' });
export type AddressKind = z.infer<typeof addressKind>;

// The UK's countries and the Crown Dependencies, as the address lookup names them.
export const addressCountries = [
  'England',
  'Scotland',
  'Wales',
  'Northern Ireland',
  'Isle of Man',
  'Guernsey',
  'Jersey',
  'United Kingdom',
] as const;

const COUNTRY_REQUIRED = 'You must specify the country.';
/** A postcode of the right shape in no UK postcode area ("ZZ9 9ZZ"); one no lookup knows is fine (decision 068). */
export const POSTCODE_AREA_UNKNOWN = 'This postcode is not in the UK. Please check it and try again.';
// a vendor names Guernsey and Jersey "Channel Islands"; the postcode area says which island
const CHANNEL_ISLANDS = 'Channel Islands';
const islands: Record<string, string> = { GY: 'Guernsey', JE: 'Jersey' };
const islandOf = (code: string) => islands[code.slice(0, 2)];

const optionalLine = (label: string) =>
  z
    .string({ error: `The ${label} must be text.` })
    .trim()
    .max(100, `The ${label} may not be longer than 100 characters.`)
    .nullish()
    .transform((value) => value ?? '');

export const addressLine1 = z
  .string({ error: 'You must enter your full address.' })
  .trim()
  .min(1, 'You must enter your full address.')
  .max(100, 'The first line of the address may not be longer than 100 characters.');

export const postalTown = z
  .string({ error: 'You must specify the town/city.' })
  .trim()
  .min(1, 'You must specify the town/city.')
  .max(60, 'The town/city may not be longer than 60 characters.');

/** One of `addressCountries` (or "Channel Islands", see below), in any letter case; stored as listed. */
export const addressCountry = z
  .string({ error: COUNTRY_REQUIRED })
  .trim()
  .min(1, COUNTRY_REQUIRED)
  .transform((value) => [...addressCountries, CHANNEL_ISLANDS].find((name) => name.toLowerCase() === value.toLowerCase()) ?? '')
  .refine((value) => value !== '', 'We can only accept addresses in the UK, the Isle of Man and the Channel Islands.');

/** The address fields every form shares (location step, card form). */
export const addressFields = {
  line_1: addressLine1,
  line_2: optionalLine('second line of the address'),
  postal_town: postalTown,
  county: optionalLine('county'),
  postcode,
  country: addressCountry,
};

export const address = z.object({
  name: addressKind,
  line_1: z.string(),
  line_2: z.string(),
  postal_town: z.string(),
  county: z.string(),
  postcode: z.string(),
  country: z.string(),
  /** Business only; decision 023 */
  home_is_same: z.boolean().nullable(),
});
export type Address = z.infer<typeof address>;

export const addressBook = defineCall({
  method: 'GET',
  path: '/v1/account/settings/address',
  auth: 'trader',
  input: z.object({}),
  output: z.object({ address_book: z.object({ home: address.nullable(), business: address.nullable() }) }),
});

export const addressSaveInput = z
  .object({
    name: addressKind,
    ...addressFields,
    home_is_same: z.boolean({ error: 'Please tick or untick whether your home address is the same.' }).optional(),
  })
  .superRefine(
    (value, context) => {
      if (!isUkPostcodeArea(value.postcode)) {
        context.addIssue({ code: 'custom', path: ['postcode'], message: POSTCODE_AREA_UNKNOWN });
      }
      if (value.country === CHANNEL_ISLANDS && !islandOf(value.postcode)) {
        context.addIssue({ code: 'custom', path: ['country'], message: 'Please choose Guernsey or Jersey.' });
      }
    },
    // both checks read the postcode and country as their schemas left them: not after either failed
    {
      when: ({ issues, value }) =>
        typeof value === 'object' && value !== null && !issues.some((issue) => ['postcode', 'country'].includes(String(issue.path?.[0]))),
    },
  )
  .transform((value) => ({ ...value, country: value.country === CHANNEL_ISLANDS ? (islandOf(value.postcode) ?? '') : value.country }));

export const addressSave = defineCall({
  method: 'POST',
  path: '/v1/account/settings/address/save',
  auth: 'trader',
  input: addressSaveInput,
  output: z.object({ success: z.literal(true) }),
});
