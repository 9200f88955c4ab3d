import type { FastifyInstance } from 'fastify';
import { createOutcodeRepo } from '../repos/outcode-repo';
import { createDistrictIndex, type DistrictIndex } from '../lib/district-neighbours';
import { cachePerDatabase } from '../lib/per-database';

const loadDistricts = cachePerDatabase(async (db) => createDistrictIndex(await createOutcodeRepo(db).listCentroids()));

/** The app's postcode districts (the `outcode` table, read once; it changes only by seed). */
export function districtsOf(app: FastifyInstance): Promise<DistrictIndex> {
  return loadDistricts(app.database);
}
