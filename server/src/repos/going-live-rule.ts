import { and, isNotNull, sql, type SQL } from 'drizzle-orm';
import { DESCRIPTION_MIN } from '#common/contract/description-field';
import { goingLiveItems, type GoingLiveItem } from '#common/going-live';
import { address, company, user, userTrade } from '../db/schema/index';

/**
 * What a profile needs to be live (decision 064), as SQL over `user` and `company`, so the
 * publish call, the user view and the public pages all read the one rule from the database.
 * Each check is true when that item is done.
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
