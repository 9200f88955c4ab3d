import { sql, type SQL } from 'drizzle-orm';
import { AREA_RADIUS_DEFAULT_MILES, AREA_RADIUS_MAX_MILES, AREA_RADIUS_MIN_MILES, METRES_PER_MILE } from '#common/service-areas';
import type { Executor } from '../db/client';
import { company, outcode, tradeAreaBase, user, userTrade } from '../db/schema/index';
import { isLive } from './going-live-rule';

export interface AreaOrigin {
  latitude: number;
  longitude: number;
}

export interface CoveringTrader {
  userId: number;
  /** From the nearest base that covers the origin to the origin, between district centres. */
  metres: number;
}

/** No base reaches further: districts beyond this never need a distance (an index-friendly box first). */
const MAX_METRES = AREA_RADIUS_MAX_MILES * METRES_PER_MILE;
const DEGREES_LAT = MAX_METRES / 111_000 + 0.01;

/**
 * The live traders of one trade whose area covers the origin (docs/decisions/087): saved bases, and
 * for a trade with none the default base (work district at `custom_radius`, else 10 miles). One
 * statement: the districts near the origin, then the bases in them by (trade_id, outcode) index.
 */
function covering(tradeId: number, origin: AreaOrigin): SQL {
  const here = sql`ll_to_earth(${origin.latitude}::float8, ${origin.longitude}::float8)`;
  const degreesLng = DEGREES_LAT / Math.max(0.2, Math.cos((origin.latitude * Math.PI) / 180));
  const defaultMiles = sql`least(${AREA_RADIUS_MAX_MILES}, greatest(${AREA_RADIUS_MIN_MILES}, coalesce(${user.customRadius}, ${AREA_RADIUS_DEFAULT_MILES})))`;
  return sql`with near as materialized (
  select ${outcode.outcode} as outcode, earth_distance(ll_to_earth(${outcode.latitude}, ${outcode.longitude}), ${here}) as metres
  from ${outcode}
  where ${outcode.latitude} between ${origin.latitude - DEGREES_LAT}::float8 and ${origin.latitude + DEGREES_LAT}::float8
    and ${outcode.longitude} between ${origin.longitude - degreesLng}::float8 and ${origin.longitude + degreesLng}::float8
), saved as (
  select ${tradeAreaBase.userId} as user_id, min(near.metres) as metres
  from ${tradeAreaBase} join near on near.outcode = ${tradeAreaBase.outcode}
  where ${tradeAreaBase.tradeId} = ${tradeId} and near.metres <= ${tradeAreaBase.radiusMiles} * ${METRES_PER_MILE}::float8
  group by ${tradeAreaBase.userId}
), defaulted as (
  select ${userTrade.userId} as user_id, near.metres
  from ${userTrade} join ${user} on ${user.id} = ${userTrade.userId}
  join near on near.outcode = split_part(${user.postcode}, ' ', 1)
  where ${userTrade.tradeId} = ${tradeId} and near.metres <= ${defaultMiles} * ${METRES_PER_MILE}::float8
    and not exists (select 1 from ${tradeAreaBase} where ${tradeAreaBase.userId} = ${userTrade.userId} and ${tradeAreaBase.tradeId} = ${tradeId})
), covering as (
  select user_id, metres from saved
  where exists (select 1 from ${userTrade} where ${userTrade.userId} = saved.user_id and ${userTrade.tradeId} = ${tradeId})
  union all select user_id, metres from defaulted
)
select covering.user_id as "userId", covering.metres as metres, lower(${company.name}) as sort_name
from covering join ${company} on ${company.userId} = covering.user_id join ${user} on ${user.id} = covering.user_id
where ${isLive}`;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The directory's listing for a postcode: only the traders whose area covers it, nearest first. */
export function createAreaDirectoryRepo(db: Executor) {
  return {
    async page(
      options: { tradeId: number; origin: AreaOrigin; limit: number; offset: number },
      tx: Executor = db,
    ): Promise<CoveringTrader[]> {
      const result = await tx.execute(
        sql`${covering(options.tradeId, options.origin)} order by metres asc, sort_name asc, "userId" asc limit ${options.limit} offset ${options.offset}`,
      );
      return rowsOf<{ userId: number; metres: number | string }>(result).map((row) => ({
        userId: Number(row.userId),
        metres: Number(row.metres),
      }));
    },

    async count(tradeId: number, origin: AreaOrigin, tx: Executor = db): Promise<number> {
      const result = await tx.execute(sql`select count(*)::int as total from (${covering(tradeId, origin)}) as listed`);
      return Number(rowsOf<{ total: number }>(result)[0]?.total ?? 0);
    },
  };
}
export type AreaDirectoryRepo = ReturnType<typeof createAreaDirectoryRepo>;
