import { sql, type SQL } from 'drizzle-orm';
import { AREA_RADIUS_MAX_MILES, METRES_PER_MILE } from '#common/service-areas';
import type { Executor } from '../db/client';
import { company, outcode, tradeAreaCover } from '../db/schema/index';
import { rowsOf } from '../db/rows-of';

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
 * The live traders of one trade whose area covers the origin (decision 087), from the areas in
 * force (`trade_area_cover`: saved bases, else the default one, kept by the database) with their trader's
 * live state and away date beside them (decision 093). The districts within 50 miles of the origin, then
 * the live rows of the trade in them, from an index that holds all the listing needs of each base.
 */
function covering(tradeId: number, origin: AreaOrigin, today: string): SQL {
  const here = sql`point(${origin.longitude}::float8, ${origin.latitude}::float8)`;
  const degreesLng = DEGREES_LAT / Math.max(0.2, Math.cos((origin.latitude * Math.PI) / 180));
  const reach = sql`${tradeAreaCover.radiusMiles} * ${METRES_PER_MILE}::float8`;
  return sql`with near as materialized (
  select ${outcode.outcode} as outcode, (point(${outcode.longitude}, ${outcode.latitude}) <@> ${here}) * ${METRES_PER_MILE}::float8 as metres
  from ${outcode}
  where ${outcode.latitude} between ${origin.latitude - DEGREES_LAT}::float8 and ${origin.latitude + DEGREES_LAT}::float8
    and ${outcode.longitude} between ${origin.longitude - degreesLng}::float8 and ${origin.longitude + degreesLng}::float8
)
select ${tradeAreaCover.userId} as user_id, min(near.metres) as metres, coalesce(max(${tradeAreaCover.pausedUntil}) > ${today}::date, false) as away
from near join ${tradeAreaCover} on ${tradeAreaCover.tradeId} = ${tradeId} and ${tradeAreaCover.outcode} = near.outcode
  -- whole miles at most the distance: a bound the index can use; the exact test follows
  and ${tradeAreaCover.radiusMiles} >= floor(near.metres / ${METRES_PER_MILE}::float8)::int and near.metres <= ${reach}
where ${tradeAreaCover.live}
group by ${tradeAreaCover.userId}`;
}

type ListingOptions = { tradeId: number; origin: AreaOrigin; limit: number; offset: number; today: string };

/**
 * Away, then distance, then name: the first two are in the index, so only the traders who can be on the page
 * (those up to the page's end, with every one tied with the last) are looked up for their name.
 */
function listingStatement(options: ListingOptions): SQL {
  const { tradeId, origin, limit, offset, today } = options;
  // a plain select from the first word (a WITH inside the subqueries): the write counter takes any other
  // statement for a write, which would keep no listing and let every kept page go (decision 051)
  return sql`select ranked.user_id as "userId", ranked.metres as metres, ranked.total as total
from (
  select *, count(*) over () as total from (${covering(tradeId, origin, today)}) as listed
  order by away asc, metres asc fetch first (${offset + limit}) rows with ties
) as ranked join ${company} on ${company.userId} = ranked.user_id
order by ranked.away asc, ranked.metres asc, lower(${company.name}) asc, ranked.user_id asc limit ${limit} offset ${offset}`;
}

/**
 * The directory's listing for a postcode: only the traders whose area covers it, nearest first; traders away on
 * `today` ("YYYY-MM-DD", London) after the available ones (decision 089).
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
