import { eq } from 'drizzle-orm';
import { outcodeOf } from '#common/contract/fields';
import type { Executor } from '../db/client';
import { outcode } from '../db/schema/index';
import type { DistrictCentroid } from '../lib/district-neighbours';

export type District = typeof outcode.$inferSelect;

/** The postcode district (outcode row) a postcode belongs to, or null for an unknown district. */
export async function findDistrict(db: Executor, postcode: string): Promise<District | null> {
  const [row] = await db
    .select()
    .from(outcode)
    .where(eq(outcode.outcode, outcodeOf(postcode)))
    .limit(1);
  return row ?? null;
}

export function createOutcodeRepo(db: Executor) {
  return {
    async listCentroids(tx: Executor = db): Promise<DistrictCentroid[]> {
      return tx.select({ outcode: outcode.outcode, latitude: outcode.latitude, longitude: outcode.longitude }).from(outcode);
    },
  };
}
export type OutcodeRepo = ReturnType<typeof createOutcodeRepo>;
