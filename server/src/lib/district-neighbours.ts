/*
 * Postcode districts within the jobs-estimate radius of one another, worked out in memory from
 * the ~2,850 district centroids (decision 016).
 */

// The jobs estimate counts jobs "within 10 miles".
export const ESTIMATE_RADIUS_METRES = 10 * 1609.344;
// earthdistance's earth(): the same sphere as ll_to_earth/earth_distance, so SQL gives the same answer.
const EARTH_RADIUS_METRES = 6_378_168;

export interface DistrictCentroid {
  outcode: string;
  latitude: number;
  longitude: number;
}

export interface DistrictIndex {
  has: (outcode: string) => boolean;
  /** The districts whose centroids lie within the radius of this one's, itself included. */
  within: (outcode: string) => readonly string[];
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine) between two centroids. */
export function greatCircleMetres(a: DistrictCentroid, b: DistrictCentroid): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Neighbour lists are computed on first use per district and kept: the table changes only by seed. */
export function createDistrictIndex(districts: readonly DistrictCentroid[], radiusMetres = ESTIMATE_RADIUS_METRES): DistrictIndex {
  const byOutcode = new Map(districts.map((district) => [district.outcode, district]));
  const neighbours = new Map<string, readonly string[]>();
  return {
    has: (outcode) => byOutcode.has(outcode),
    within(outcode) {
      const known = neighbours.get(outcode);
      if (known) return known;
      const centre = byOutcode.get(outcode);
      if (!centre) return [];
      const found = districts.filter((other) => greatCircleMetres(centre, other) <= radiusMetres).map((other) => other.outcode);
      neighbours.set(outcode, found);
      return found;
    },
  };
}
