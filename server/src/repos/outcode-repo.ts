import type { Executor } from '../db/client';
import { outcode } from '../db/schema/index';
import type { DistrictCentroid } from '../lib/district-neighbours';

export function createOutcodeRepo(db: Executor) {
  return {
    async listCentroids(tx: Executor = db): Promise<DistrictCentroid[]> {
      return tx.select({ outcode: outcode.outcode, latitude: outcode.latitude, longitude: outcode.longitude }).from(outcode);
    },
  };
}
export type OutcodeRepo = ReturnType<typeof createOutcodeRepo>;
