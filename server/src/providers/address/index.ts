import type { Env } from '#server/env';
import { createIdealPostcodesLookup } from './ideal-postcodes';
import { createOfflineDirectory } from './offline-directory';
import type { AddressLookup, DistrictFinder } from './provider';

export type * from './provider';

/** Ideal Postcodes with its key, otherwise the offline directory, which finds districts with `findDistrict`. */
export function createAddressLookup(env: Env, findDistrict: DistrictFinder): AddressLookup {
  if (env.IDEAL_POSTCODES_API_KEY) {
    return createIdealPostcodesLookup({ apiKey: env.IDEAL_POSTCODES_API_KEY, baseUrl: env.IDEAL_POSTCODES_URL });
  }
  return createOfflineDirectory(findDistrict);
}
