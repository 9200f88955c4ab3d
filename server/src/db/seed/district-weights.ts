import type { OutcodeRow } from './outcodes';

/*
 * How many homeowner jobs a postcode district gets relative to others. The outcode file has no
 * population, but districts are drawn around similar numbers of addresses, so where they are
 * packed together people are too: a district with many others within 10 km is urban, one with
 * none is a Highland glen like IV27. The neighbour count saturates (square root, capped at 15)
 * because a city district is not busier just for sitting in a bigger city.
 *
 * London needs no more than that: its districts are small and tightly packed (200 lie within
 * 10 miles of SW1A), so its density already shows in the count. The other core cities have
 * fewer, larger districts (33 within 10 miles of EH1), so their postcode areas get a boost. The
 * result deliberately compresses London against real population so that every city centre, not
 * just London, shows "tens of jobs a week" for a common trade.
 */
const NEIGHBOUR_RADIUS_KM = 10;
const NEIGHBOUR_SATURATION = 15;
const RURAL_FLOOR = 0.1;
const CITY_BOOST = 3;
const CORE_CITY_AREAS = new Set([...['B', 'M', 'L', 'LS', 'S', 'BS', 'NE', 'NG', 'G', 'EH', 'CF', 'BT'], ...['LE', 'SO', 'PO', 'BD']]);

export function postcodeArea(outcode: string): string {
  return /^[A-Z]+/.exec(outcode)?.[0] ?? outcode;
}

export function districtWeights(districts: readonly OutcodeRow[]): number[] {
  const neighbours = countNeighbours(districts, NEIGHBOUR_RADIUS_KM);
  return districts.map((district, index) => {
    const urban = Math.sqrt(Math.min(neighbours[index] ?? 0, NEIGHBOUR_SATURATION) / NEIGHBOUR_SATURATION);
    const boost = CORE_CITY_AREAS.has(postcodeArea(district.outcode)) ? CITY_BOOST : 1;
    return (RURAL_FLOOR + (1 - RURAL_FLOOR) * urban) * boost;
  });
}

/** Other districts within `radiusKm` of each one (equirectangular: exact enough at 10 km). */
function countNeighbours(districts: readonly OutcodeRow[], radiusKm: number): number[] {
  const counts = districts.map(() => 0);
  const limit = (radiusKm / 111.195) ** 2; // km per degree of latitude
  districts.forEach((a, i) => {
    const cosLat = Math.cos((a.latitude * Math.PI) / 180);
    for (let j = i + 1; j < districts.length; j += 1) {
      const b = districts[j];
      if (b === undefined) continue;
      const dLat = b.latitude - a.latitude;
      const dLng = (b.longitude - a.longitude) * cosLat;
      if (dLat * dLat + dLng * dLng <= limit) {
        counts[i] = (counts[i] ?? 0) + 1;
        counts[j] = (counts[j] ?? 0) + 1;
      }
    }
  });
  return counts;
}
