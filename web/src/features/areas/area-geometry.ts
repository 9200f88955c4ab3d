// Pure geometry of the area map (decision 087): the same sphere as earthdistance, so the live
// count the screen shows as the slider moves is the count the server answers after the save.
import { METRES_PER_MILE } from '#common/service-areas';

const EARTH_RADIUS_METRES = 6_378_168;
const MILES_PER_DEGREE_LATITUDE = (Math.PI * EARTH_RADIUS_METRES) / 180 / METRES_PER_MILE;

export interface Point {
  latitude: number;
  longitude: number;
}

export interface MapDistrict extends Point {
  outcode: string;
  jobs_last_7_days: number;
}

export interface Circle extends Point {
  radiusMiles: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function milesBetween(a: Point, b: Point): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return (2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)))) / METRES_PER_MILE;
}

/** The districts whose centre lies within any circle, and their jobs. */
export function coverageOf(districts: readonly MapDistrict[], circles: readonly Circle[]): { covered: Set<string>; jobs: number } {
  const covered = new Set<string>();
  let jobs = 0;
  for (const district of districts) {
    if (covered.has(district.outcode)) continue;
    if (circles.some((circle) => milesBetween(circle, district) <= circle.radiusMiles + 1e-9)) {
      covered.add(district.outcode);
      jobs += district.jobs_last_7_days;
    }
  }
  return { covered, jobs };
}

/** Each district once, from the lists near several bases. */
export function uniqueDistricts(lists: readonly (readonly MapDistrict[])[]): MapDistrict[] {
  const byOutcode = new Map<string, MapDistrict>();
  for (const list of lists) for (const district of list) byOutcode.set(district.outcode, district);
  return [...byOutcode.values()];
}

export interface Projection {
  width: number;
  height: number;
  x: (point: Point) => number;
  y: (point: Point) => number;
  /** Miles as map units (the same both ways: longitude is scaled at the map's middle latitude). */
  miles: (miles: number) => number;
}

/** A flat map around the circles, their largest radius and a margin on every side, `width` units wide. */
export function projectionAround(circles: readonly Circle[], width = 320): Projection {
  const reach = (circle: Circle) => (circle.radiusMiles + 3) / MILES_PER_DEGREE_LATITUDE;
  const latitudes = circles.flatMap((circle) => [circle.latitude - reach(circle), circle.latitude + reach(circle)]);
  const middle = (Math.min(...latitudes) + Math.max(...latitudes)) / 2;
  const squash = Math.cos(radians(middle));
  const longitudes = circles.flatMap((circle) => [circle.longitude - reach(circle) / squash, circle.longitude + reach(circle) / squash]);
  const west = Math.min(...longitudes);
  const north = Math.max(...latitudes);
  const spanX = (Math.max(...longitudes) - west) * squash;
  const spanY = north - Math.min(...latitudes);
  const scale = width / Math.max(spanX, 1e-6);
  return {
    width,
    height: Math.max(1, Math.round(spanY * scale)),
    x: (point) => (point.longitude - west) * squash * scale,
    y: (point) => (north - point.latitude) * scale,
    miles: (miles) => (miles / MILES_PER_DEGREE_LATITUDE) * scale,
  };
}
