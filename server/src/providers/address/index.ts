import type { AddressSuggestion } from '../../../../common/contract/calls/helpers';
import type { Executor } from '../../db/client';
import type { Env } from '../../env';
import { createIdealPostcodesLookup } from './ideal-postcodes';
import { createOfflineDirectory } from './offline-directory';

/**
 * Finds the addresses of one postcode: an offline directory of demo addresses by default,
 * Ideal Postcodes when IDEAL_POSTCODES_API_KEY is set (docs/address-lookup.md).
 */
export interface AddressLookup {
  /** The addresses at a normalised postcode (`SW1A 1AA`); [] when the postcode is unknown. Throws on an outage. */
  find: (postcode: string) => Promise<AddressSuggestion[]>;
}

export function createAddressLookup(env: Env, db: Executor): AddressLookup {
  if (env.IDEAL_POSTCODES_API_KEY) {
    return createIdealPostcodesLookup({ apiKey: env.IDEAL_POSTCODES_API_KEY, baseUrl: env.IDEAL_POSTCODES_URL });
  }
  return createOfflineDirectory(db);
}
