import { and, isNotNull, sql, type SQL } from 'drizzle-orm';
import { AREA_RADIUS_MAX_MILES, METRES_PER_MILE } from '#common/service-areas';
import type { Executor } from '../db/client';
import { company, outcode, tradeAreaCover, user } from '../db/schema/index';
import { goingLiveItems } from '#common/going-live';
import { goingLiveChecks } from './going-live-rule';

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
 * The live traders of one trade whose area covers the origin (docs/decisions/087), from the areas in
 * force (`trade_area_cover`: saved bases, else the default one, kept by the database). One statement:
 * the districts within 50 miles of the origin, then the bases in them by the (trade_id, outcode) index.
 */
/**
 * The going-live rule (decision 064) less its trades item: a row of `trade_area_cover` exists only for a
 * trade the trader has (the triggers keep it so), so that lookup per trader is already answered.
 */
const liveWithThisTrade = and(
  isNotNull(company.publishedAt),
  ...goingLiveItems.filter((item) => item !== 'trades').map((item) => goingLiveChecks[item]),
) as SQL;

function covering(tradeId: number, origin: AreaOrigin, today: string): SQL {
  const here = sql`point(${origin.longitude}::float8, ${origin.latitude}::float8)`;
  const degreesLng = DEGREES_LAT / Math.max(0.2, Math.cos((origin.latitude * Math.PI) / 180));
  return sql`with near as materialized (
  select ${outcode.outcode} as outcode, (point(${outcode.longitude}, ${outcode.latitude}) <@> ${here}) * ${METRES_PER_MILE}::float8 as metres
  from ${outcode}
  where ${outcode.latitude} between ${origin.latitude - DEGREES_LAT}::float8 and ${origin.latitude + DEGREES_LAT}::float8
    and ${outcode.longitude} between ${origin.longitude - degreesLng}::float8 and ${origin.longitude + degreesLng}::float8
), covering as (
  select ${tradeAreaCover.userId} as user_id, min(near.metres) as metres
  from ${tradeAreaCover} join near on near.outcode = ${tradeAreaCover.outcode}
  where ${tradeAreaCover.tradeId} = ${tradeId} and near.metres <= ${tradeAreaCover.radiusMiles} * ${METRES_PER_MILE}::float8
  group by ${tradeAreaCover.userId}
)
select covering.user_id as "userId", covering.metres as metres, lower(${company.name}) as sort_name,
  coalesce(${user.pausedUntil} > ${today}::date, false) as away
from covering join ${company} on ${company.userId} = covering.user_id join ${user} on ${user.id} = covering.user_id
where ${liveWithThisTrade}`;
}

type ListingOptions = { tradeId: number; origin: AreaOrigin; limit: number; offset: number; today: string };

function listingStatement(options: ListingOptions): SQL {
  return sql`select *, count(*) over () as total from (${covering(options.tradeId, options.origin, options.today)}) as listed order by away asc, metres asc, sort_name asc, "userId" asc limit ${options.limit} offset ${options.offset}`;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * The directory's listing for a postcode: only the traders whose area covers it, nearest first; traders away on
 * `today` ("YYYY-MM-DD", London) after the available ones (docs/decisions/089).
 */
export function createAreaDirectoryRepo(db: Executor) {
  return {
    /** The one statement of a listing, for the bench's EXPLAIN. */
    statement: listingStatement,
    /** One page, each row with the count of all: one statement per listing (the bench's query). */
    async page(options: ListingOptions, tx: Executor = db): Promise<{ total: number; traders: CoveringTrader[] }> {
      const result = await tx.execute(listingStatement(options));
      const rows = rowsOf<{ userId: number; metres: number | string; total: number | string }>(result);
      return {
        total: Number(rows[0]?.total ?? 0),
        traders: rows.map((row) => ({ userId: Number(row.userId), metres: Number(row.metres) })),
      };
    },
  };
}
export type AreaDirectoryRepo = ReturnType<typeof createAreaDirectoryRepo>;
