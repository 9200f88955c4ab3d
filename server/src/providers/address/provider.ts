import type { AddressSuggestion } from '#common/contract/calls/helpers';

/**
 * Finds the addresses of one postcode: an offline directory of demo addresses by default,
 * Ideal Postcodes when IDEAL_POSTCODES_API_KEY is set (docs/address-lookup.md).
 */
export interface AddressLookup {
  /** The addresses at a normalised postcode (`SW1A 1AA`); [] when the postcode is unknown. Throws on an outage. */
  find: (postcode: string) => Promise<AddressSuggestion[]>;
}
