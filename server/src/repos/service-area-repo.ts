import { and, asc, count, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import { defaultRadiusMiles, METRES_PER_MILE } from '#common/service-areas';
import type { Executor } from '../db/client';
import { job, outcode, tradeAreaBase, user, userTrade } from '../db/schema/index';

export interface AreaBase {
  postcode: string;
  outcode: string;
  radiusMiles: number;
  /** The district's centre and names; null for a district the `outcode` table does not know. */
  district: { latitude: number; longitude: number; place: string; county: string } | null;
}

export interface TradeArea {
  tradeId: number;
  /** Saved by the trader, or false: the default from the work address (decision 087). */
  saved: boolean;
  bases: AreaBase[];
}

export interface Circle {
  latitude: number;
  longitude: number;
  radiusMiles: number;
}

/** The circles of bases whose district we know (an unknown district covers nothing). */
export function circlesOf(bases: readonly AreaBase[]): Circle[] {
  return bases.flatMap((base) => (base.district ? [{ ...base.district, radiusMiles: base.radiusMiles }] : []));
}

export interface NearDistrict {
  outcode: string;
  latitude: number;
  longitude: number;
  jobs: number;
}

const earthAt = (latitude: SQL | number, longitude: SQL | number) => sql`ll_to_earth(${latitude}::float8, ${longitude}::float8)`;
const districtEarth = sql`ll_to_earth(${outcode.latitude}, ${outcode.longitude})`;
/** Centroid within the circle: the one test of "covers" (decision 087), computed by earthdistance. */
const inCircle = (circle: Circle) =>
  sql`earth_distance(${districtEarth}, ${earthAt(circle.latitude, circle.longitude)}) <= ${circle.radiusMiles * METRES_PER_MILE}::float8`;

function toBase(row: {
  postcode: string;
  outcode: string;
  radiusMiles: number;
  latitude: number | null;
  longitude: number | null;
  place: string | null;
  county: string | null;
}): AreaBase {
  const { postcode, radiusMiles } = row;
  const district =
    row.latitude === null || row.longitude === null
      ? null
      : { latitude: row.latitude, longitude: row.longitude, place: row.place ?? '', county: row.county ?? '' };
  return { postcode, outcode: row.outcode, radiusMiles, district };
}

/** The service areas of traders' trades: saved bases, defaults, and what a set of circles covers. */
export function createServiceAreaRepo(db: Executor) {
  return {
    /** Every trade of the trader, primary first, each with its saved bases or the default one. */
    async areasOf(userId: number, tx: Executor = db): Promise<TradeArea[]> {
      const [trades, saved, [account]] = await Promise.all([
        tx.select({ tradeId: userTrade.tradeId }).from(userTrade).where(eq(userTrade.userId, userId)).orderBy(asc(userTrade.position)),
        tx
          .select({
            tradeId: tradeAreaBase.tradeId,
            postcode: tradeAreaBase.postcode,
            outcode: tradeAreaBase.outcode,
            radiusMiles: tradeAreaBase.radiusMiles,
            latitude: outcode.latitude,
            longitude: outcode.longitude,
            place: outcode.place,
            county: outcode.county,
          })
          .from(tradeAreaBase)
          .leftJoin(outcode, eq(outcode.outcode, tradeAreaBase.outcode))
          .where(eq(tradeAreaBase.userId, userId))
          .orderBy(asc(tradeAreaBase.tradeId), asc(tradeAreaBase.position)),
        tx
          .select({
            postcode: user.postcode,
            customRadius: user.customRadius,
            latitude: outcode.latitude,
            longitude: outcode.longitude,
            place: outcode.place,
            county: outcode.county,
          })
          .from(user)
          .leftJoin(outcode, eq(outcode.outcode, sql`split_part(${user.postcode}, ' ', 1)`))
          .where(eq(user.id, userId)),
      ]);
      const work = account?.postcode
        ? [
            toBase({
              ...account,
              postcode: account.postcode,
              outcode: account.postcode.split(' ')[0] ?? '',
              radiusMiles: defaultRadiusMiles(account.customRadius),
            }),
          ]
        : [];
      return trades.map(({ tradeId }) => {
        const bases = saved.filter((row) => row.tradeId === tradeId).map(toBase);
        return bases.length > 0 ? { tradeId, saved: true, bases } : { tradeId, saved: false, bases: work };
      });
    },

    /** Replaces the bases of each trade given; other trades keep theirs. */
    async replace(userId: number, areas: readonly { tradeId: number; bases: readonly Omit<AreaBase, 'district'>[] }[], tx: Executor = db) {
      if (areas.length === 0) return;
      // one save per trader at a time, in the order the trade save takes its locks (the trader's row first)
      await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
      const tradeIds = areas.map((area) => area.tradeId);
      await tx.delete(tradeAreaBase).where(and(eq(tradeAreaBase.userId, userId), inArray(tradeAreaBase.tradeId, tradeIds)));
      const rows = areas.flatMap((area) => area.bases.map((base, position) => ({ userId, tradeId: area.tradeId, position, ...base })));
      if (rows.length > 0) await tx.insert(tradeAreaBase).values(rows);
    },

    /** The districts whose centre lies in any circle, and this trade's jobs in them since `since`. */
    async coverage(
      tradeId: number,
      circles: readonly Circle[],
      since: Date,
      tx: Executor = db,
    ): Promise<{ districts: number; jobs: number }> {
      if (circles.length === 0) return { districts: 0, jobs: 0 };
      const covered = tx
        .select({ outcode: outcode.outcode })
        .from(outcode)
        .where(or(...circles.map(inCircle)));
      const [districts, jobs] = await Promise.all([
        tx.select({ total: count() }).from(covered.as('covered')),
        tx
          .select({ total: count() })
          .from(job)
          .where(and(eq(job.tradeId, tradeId), gt(job.createdAt, since), inArray(job.outcode, covered))),
      ]);
      return { districts: districts[0]?.total ?? 0, jobs: jobs[0]?.total ?? 0 };
    },

    /** Whether any circle holds this district's centre (the quote form's check, decision 087). */
    async coversDistrict(district: string, circles: readonly Circle[], tx: Executor = db): Promise<boolean> {
      if (circles.length === 0) return false;
      const [row] = await tx
        .select({ outcode: outcode.outcode })
        .from(outcode)
        .where(and(eq(outcode.outcode, district), or(...circles.map(inCircle))));
      return row !== undefined;
    },

    async centreOf(district: string, tx: Executor = db): Promise<{ outcode: string; latitude: number; longitude: number } | undefined> {
      const [row] = await tx
        .select({ outcode: outcode.outcode, latitude: outcode.latitude, longitude: outcode.longitude })
        .from(outcode)
        .where(eq(outcode.outcode, district));
      return row;
    },

    /** The districts within one circle, each with this trade's jobs since `since`: what the area map draws. */
    async districtsNear(tradeId: number, circle: Circle, since: Date, tx: Executor = db): Promise<NearDistrict[]> {
      const inside = tx.select({ outcode: outcode.outcode }).from(outcode).where(inCircle(circle));
      const jobs = tx
        .select({ outcode: job.outcode, jobs: sql<number>`count(*)::int`.as('jobs') })
        .from(job)
        .where(and(eq(job.tradeId, tradeId), gt(job.createdAt, since), inArray(job.outcode, inside)))
        .groupBy(job.outcode)
        .as('recent');
      return tx
        .select({
          outcode: outcode.outcode,
          latitude: outcode.latitude,
          longitude: outcode.longitude,
          jobs: sql<number>`coalesce(${jobs.jobs}, 0)::int`,
        })
        .from(outcode)
        .leftJoin(jobs, eq(jobs.outcode, outcode.outcode))
        .where(inCircle(circle))
        .orderBy(asc(outcode.outcode));
    },
  };
}
export type ServiceAreaRepo = ReturnType<typeof createServiceAreaRepo>;
