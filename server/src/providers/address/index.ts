import type { Executor } from '#server/db/client';
import type { Env } from '#server/env';
import { createIdealPostcodesLookup } from './ideal-postcodes';
import { createOfflineDirectory } from './offline-directory';
import type { AddressLookup } from './provider';

export type * from './provider';

export function createAddressLookup(env: Env, db: Executor): AddressLookup {
  if (env.IDEAL_POSTCODES_API_KEY) {
    return createIdealPostcodesLookup({ apiKey: env.IDEAL_POSTCODES_API_KEY, baseUrl: env.IDEAL_POSTCODES_URL });
  }
  return createOfflineDirectory(db);
}
