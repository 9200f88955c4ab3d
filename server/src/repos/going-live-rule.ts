import { and, isNotNull, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { DESCRIPTION_MIN } from '#common/contract/description-field';
import { goingLiveItems, type GoingLiveItem } from '#common/going-live';
import { address, company, user, userTrade } from '../db/schema/index';

/**
 * What a profile needs to be live (decision 064), as SQL over `user` and `company`, so the
 * publish call, the user view and the public pages all read the one rule from the database.
 * Each check is true when that item is done. The database's own copy, `trader_is_live`, is printed from these
 * (decision 147): change a check here and the test beside this file asks for a migration with the new text.
 */
export const goingLiveChecks: Record<GoingLiveItem, SQL<boolean>> = {
  trades: sql<boolean>`exists (select 1 from ${userTrade} where ${userTrade.userId} = ${user.id})`,
  verify_phone: sql<boolean>`(${user.phoneVerifiedAt} is not null)`,
  // saved only through the description step, which refuses fewer characters (stored normalised)
  description: sql<boolean>`(coalesce(char_length(${company.description}), 0) >= ${sql.raw(String(DESCRIPTION_MIN))})`,
  location: sql<boolean>`exists (select 1 from ${address} where ${address.userId} = ${user.id} and ${address.kind} = 'business')`,
};

/** Every item done: the profile may be live. */
export const meetsGoingLiveRule: SQL = sql.join(
  goingLiveItems.map((item) => sql`${goingLiveChecks[item]}`),
  sql` and `,
);

/** Shown at /t/{url} and in /directory: published once and meeting the rule now (hidden while not). */
export const isLive = and(isNotNull(company.publishedAt), sql`(${meetsGoingLiveRule})`) as SQL;

/** The checks as columns of a select beside other columns (names that clash with none). */
export const goingLiveColumns = {
  liveTrades: goingLiveChecks.trades,
  liveVerifyPhone: goingLiveChecks.verify_phone,
  liveDescription: goingLiveChecks.description,
  liveLocation: goingLiveChecks.location,
};
type GoingLiveRow = { [K in keyof typeof goingLiveColumns]: boolean | null };

/** The items a row selected with `goingLiveColumns` still misses, in the setup order. */
export function missingItems(row: GoingLiveRow): GoingLiveItem[] {
  const done: Record<GoingLiveItem, boolean | null> = {
    trades: row.liveTrades,
    verify_phone: row.liveVerifyPhone,
    description: row.liveDescription,
    location: row.liveLocation,
  };
  return goingLiveItems.filter((item) => done[item] !== true);
}

/** A row of trade_area_cover exists only for a trade the trader has: that item is answered by the row itself. */
const ANSWERED_BY_COVER_ROW: GoingLiveItem = 'trades';

/**
 * The SQL of `trader_is_live(for_user)` printed from the checks above (decision 147), then the kept live state of
 * every area brought to it: what a migration holds when the rule changes (decision 093 keeps the state per area).
 */
export function traderIsLiveMigration(): string {
  const checks = goingLiveItems.filter((item) => item !== ANSWERED_BY_COVER_ROW).map((item) => goingLiveChecks[item]);
  const rule = new PgDialect().sqlToQuery(and(isNotNull(company.publishedAt), ...checks) as SQL);
  if (rule.params.length > 0) throw new Error('the going-live rule must print without parameters');
  return `CREATE OR REPLACE FUNCTION "trader_is_live"(for_user integer) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce((
    SELECT ${rule.sql}
    FROM "user" JOIN "company" ON "company"."user_id" = "user"."id"
    WHERE "user"."id" = for_user), false)
$$;--> statement-breakpoint
UPDATE "trade_area_cover" c SET "live" = "trader_is_live"(c."user_id") WHERE c."live" IS DISTINCT FROM "trader_is_live"(c."user_id");
`;
}
