import type { FastifyInstance } from 'fastify';
import { areaSentence, districtOfBase, isBasePostcode, normaliseBasePostcode } from '#common/service-areas';
import { circlesOf, createServiceAreaRepo, type AreaBase } from '../repos/service-area-repo';

export interface ProfileServiceArea {
  tradeId: number;
  /** "Plumber within 15 miles of Reading". */
  sentence: string;
}

/** What a homeowner's postcode check on a profile found (decision 087). */
export type PostcodeCheck = { postcode: string; outcome: 'inside' | 'outside' } | { postcode: string; outcome: 'invalid' | 'unknown' };

/** A base's place as the public reads it: the post town, else the county the data gives, else the district. */
export function placeNameOf(base: AreaBase): string {
  return base.district?.place || base.district?.county || base.outcode;
}

/** Where a published trader works, for the profile page: one sentence per trade, and the postcode check. */
export function createProfileServiceAreas(app: FastifyInstance) {
  const areas = createServiceAreaRepo(app.db);
  return {
    async sentencesOf(userId: number, trades: readonly { id: number; name: string }[]): Promise<ProfileServiceArea[]> {
      const list = await areas.areasOf(userId);
      return trades.flatMap((trade) => {
        const bases = list.find((area) => area.tradeId === trade.id)?.bases ?? [];
        const named = bases.map((base) => ({ radiusMiles: base.radiusMiles, placeName: placeNameOf(base) }));
        return named.length > 0 ? [{ tradeId: trade.id, sentence: areaSentence(trade.name, named) }] : [];
      });
    },

    /** Whether any of the trader's areas covers the postcode typed (the database measures). */
    async check(userId: number, typed: string): Promise<PostcodeCheck> {
      const postcode = normaliseBasePostcode(typed);
      if (!isBasePostcode(postcode)) return { postcode: typed.trim(), outcome: 'invalid' };
      const district = districtOfBase(postcode);
      if (!(await areas.centreOf(district))) return { postcode, outcome: 'unknown' };
      const covered = await areas.coversDistrict(district, circlesOf((await areas.areasOf(userId)).flatMap((area) => area.bases)));
      return { postcode, outcome: covered ? 'inside' : 'outside' };
    },
  };
}
