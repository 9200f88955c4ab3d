import type { AddressSuggestion } from '#common/contract/calls/helpers';

/**
 * Finds the addresses of one postcode: an offline directory of demo addresses by default,
 * Ideal Postcodes when IDEAL_POSTCODES_API_KEY is set (docs/address-lookup.md).
 */
export interface AddressLookup {
  /** The addresses at a normalised postcode (`SW1A 1AA`); [] when the postcode is unknown. Throws on an outage. */
  find: (postcode: string) => Promise<AddressSuggestion[]>;
}

/** What the offline directory knows of a postcode district: the seeded `outcode` row's names. */
export interface DemoDistrict {
  place: string;
  county: string;
  country: string;
}

/**
 * The offline directory's source of districts (the seeded `outcode` table), handed to it by whoever builds it,
 * since a provider imports no repo: the district of a postcode, or null for an unknown one.
 */
export type DistrictFinder = (postcode: string) => Promise<DemoDistrict | null>;
