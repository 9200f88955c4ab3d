import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import {
  company,
  companyCheck,
  customerReview,
  identityCheck,
  outcode,
  trade,
  user,
  userTrade,
  verificationRequest,
} from '../db/schema/index';
import { isLive } from './going-live-rule';

export interface TraderTrade {
  id: number;
  name: string;
  slug: string;
}

export interface TraderDistrict {
  outcode: string;
  place: string;
  county: string;
}

/** What the public may see of a published trader (decision 040): never e-mail, phone or full postcode. */
export interface PublicTrader {
  userId: number;
  url: string;
  name: string;
  pictureKey: string | null;
  pictureThumbnailKey: string | null;
  /** When staff approved the check now standing (decision 064); null: no badge. */
  gasVerifiedSince: Date | null;
  electricVerifiedSince: Date | null;
  /** Public liability insurance staff approved whose policy has not ended (decision 135); null: none shown. */
  insurance: CurrentInsurance | null;
  /** When the ID check passed, while it stands (decision 137); null: nothing shown. */
  idCheckedAt: Date | null;
  district: TraderDistrict | null;
  /** Primary trade first. */
  trades: TraderTrade[];
  /** The company register's last word while it stands: active, and checked within `COMPANY_CHECK_STANDS_DAYS`. */
  registeredCompany: RegisteredCompanyCheck | null;
  /** Away mode's first day back ("YYYY-MM-DD"), as stored: in the past it means nothing (decision 089). */
  pausedUntil: string | null;
  /** The published reviews' average and count (decision 141); null with none. */
  rating: { average: number; count: number } | null;
}

export interface RegisteredCompanyCheck {
  name: string;
  number: string;
  checkedAt: Date;
}

/**
 * A company check shows this long after the register last said the company is active (the sweep looks monthly;
 * the rest covers a register that does not answer for a while). Older, it has lapsed and shows nowhere.
 */
export const COMPANY_CHECK_STANDS_DAYS = 45;

/** The account's company check while it stands (decision 133), else null. */
const registeredCompany =
  sql`(select json_build_object('name', ${companyCheck.companyName}, 'number', ${companyCheck.companyNumber}, 'checkedAt', ${companyCheck.checkedAt})
  from ${companyCheck} where ${companyCheck.userId} = ${user.id} and ${companyCheck.status} = 'active' and ${companyCheck.companyName} is not null
  and ${companyCheck.checkedAt} > now() - make_interval(days => ${COMPANY_CHECK_STANDS_DAYS}))`.mapWith(
    (value: unknown): RegisteredCompanyCheck | null => {
      if (value === null || value === undefined) return null;
      const row = (typeof value === 'string' ? JSON.parse(value) : value) as { name: string; number: string; checkedAt: string };
      return { name: row.name, number: row.number, checkedAt: new Date(row.checkedAt) };
    },
  );

export interface PublicProfile extends PublicTrader {
  description: string | null;
  website: string | null;
  publishedAt: Date;
}

export interface DirectoryEntry extends PublicTrader {
  /** Between district centres; null without an origin or for a district we do not know. */
  metres: number | null;
}

export interface Origin {
  latitude: number;
  longitude: number;
}

/**
 * The approval behind a verified check: the newest approved request of that kind, while the
 * trader's status is still verified. A rejection or revoke sets the status back, so the badge goes.
 */
function approvedSince(kind: 'gas' | 'electric'): SQL<Date | null> {
  const status = kind === 'gas' ? user.gasStatus : user.electricStatus;
  return sql`(select max(${verificationRequest.decidedAt}) from ${verificationRequest} where ${verificationRequest.userId} = ${user.id} and ${verificationRequest.kind} = ${kind} and ${verificationRequest.status} = 'approved' and ${status} = 'verified')`.mapWith(
    (value: string | Date | null) => (value === null ? null : new Date(value)),
  );
}

export interface CurrentInsurance {
  cover: number;
  /** The policy's last day, "YYYY-MM-DD". */
  expiresOn: string;
}

function toInsurance(value: unknown): CurrentInsurance | null {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (!parsed || typeof parsed !== 'object') return null;
  const { cover, expires_on } = parsed as { cover?: unknown; expires_on?: unknown };
  return typeof cover === 'number' && typeof expires_on === 'string' ? { cover, expiresOn: expires_on } : null;
}

/**
 * The approved certificate whose policy runs to today or later on London's calendar: a lapsed one shows nowhere,
 * even before the sweep marks it expired.
 */
const currentInsurance =
  sql`(select json_build_object('cover', ${verificationRequest.cover}, 'expires_on', ${verificationRequest.expiresOn}) from ${verificationRequest} where ${verificationRequest.userId} = ${user.id} and ${verificationRequest.kind} = 'insurance' and ${verificationRequest.status} = 'approved' and ${verificationRequest.expiresOn} >= (now() at time zone 'Europe/London')::date order by ${verificationRequest.expiresOn} desc limit 1)`.mapWith(
    toInsurance,
  );

/** The passed ID check's date: a check taken again, failed or waiting for a reviewer shows nowhere. */
const idCheckedAt =
  sql`(select ${identityCheck.verifiedAt} from ${identityCheck} where ${identityCheck.userId} = ${user.id} and ${identityCheck.status} = 'verified')`.mapWith(
    (value: string | Date | null) => (value === null ? null : new Date(value)),
  );

/** Over the trader's published reviews only: pending and rejected ones never reach the public (decision 141). */
const publishedReviews = sql`from ${customerReview} where ${customerReview.userId} = ${user.id} and ${customerReview.status} = 'published'`;

const columns = {
  userId: company.userId,
  url: company.url,
  name: company.name,
  description: company.description,
  website: company.website,
  publishedAt: company.publishedAt,
  pictureKey: user.picture,
  pictureThumbnailKey: user.pictureThumbnail,
  gasVerifiedSince: approvedSince('gas'),
  electricVerifiedSince: approvedSince('electric'),
  registeredCompany,
  insurance: currentInsurance,
  idCheckedAt,
  outcode: outcode.outcode,
  place: outcode.place,
  county: outcode.county,
  pausedUntil: user.pausedUntil,
  reviewCount: sql<number>`(select count(*) ${publishedReviews})`.mapWith(Number),
  reviewAverage: sql<number | null>`(select avg(${customerReview.rating})::float8 ${publishedReviews})`.mapWith((value: unknown) =>
    value === null ? null : Number(value),
  ),
};

/** Every published-or-not trader with its district; callers add the conditions. */
function traderRows<Extra extends Record<string, SQL>>(tx: Executor, extra: Extra) {
  return tx
    .select({ ...columns, ...extra })
    .from(company)
    .innerJoin(user, eq(user.id, company.userId))
    .leftJoin(outcode, eq(outcode.outcode, sql`split_part(${user.postcode}, ' ', 1)`));
}
type Row = Awaited<ReturnType<typeof traderRows<Record<never, SQL>>>>[number];

function toTrader(row: Row, trades: TraderTrade[]): PublicTrader {
  return {
    userId: row.userId,
    url: row.url ?? '',
    name: row.name,
    pictureKey: row.pictureKey,
    pictureThumbnailKey: row.pictureThumbnailKey,
    gasVerifiedSince: row.gasVerifiedSince,
    electricVerifiedSince: row.electricVerifiedSince,
    registeredCompany: row.registeredCompany,
    insurance: row.insurance,
    idCheckedAt: row.idCheckedAt,
    district: row.outcode ? { outcode: row.outcode, place: row.place ?? '', county: row.county ?? '' } : null,
    trades,
    pausedUntil: row.pausedUntil,
    rating: row.reviewCount > 0 && row.reviewAverage !== null ? { average: row.reviewAverage, count: row.reviewCount } : null,
  };
}

/** Published traders as the profile page and the directory show them. */
export function createPublicTraderRepo(db: Executor) {
  async function tradesOf(userIds: readonly number[], tx: Executor = db): Promise<Map<number, TraderTrade[]>> {
    const byUser = new Map<number, TraderTrade[]>();
    if (userIds.length === 0) return byUser;
    const rows = await tx
      .select({ userId: userTrade.userId, id: trade.id, name: trade.name, slug: trade.slug })
      .from(userTrade)
      .innerJoin(trade, eq(trade.id, userTrade.tradeId))
      .where(sql`${userTrade.userId} = any(${sql.param([...userIds])}::int[])`)
      .orderBy(asc(userTrade.userId), asc(userTrade.position));
    for (const { userId, ...row } of rows) byUser.set(userId, [...(byUser.get(userId) ?? []), row]);
    return byUser;
  }

  // published once and meeting the going-live rule now (decision 064)
  const isPublished = isLive;
  const inTrade = (tradeId: number) =>
    sql`exists (select 1 from ${userTrade} where ${userTrade.userId} = ${company.userId} and ${userTrade.tradeId} = ${tradeId})`;

  return {
    tradesOf,

    /** Only a published profile: an unpublished or unknown url is undefined (a 404). */
    async findPublished(url: string, tx: Executor = db): Promise<PublicProfile | undefined> {
      const [row] = await traderRows(tx, {}).where(and(eq(company.url, url), isPublished));
      if (!row?.publishedAt) return undefined;
      const trades = (await tradesOf([row.userId], tx)).get(row.userId) ?? [];
      return { ...toTrader(row, trades), description: row.description, website: row.website, publishedAt: row.publishedAt };
    },

    /** These published traders, in the order given, each with its distance (the directory's covering list). */
    async listListed(listed: readonly { userId: number; metres: number }[], tx: Executor = db): Promise<DirectoryEntry[]> {
      if (listed.length === 0) return [];
      const ids = listed.map((entry) => entry.userId);
      const rows = await traderRows(tx, {}).where(and(isPublished, sql`${company.userId} = any(${sql.param(ids)}::int[])`));
      const trades = await tradesOf(ids, tx);
      const byId = new Map(rows.map((row) => [row.userId, row]));
      return listed.flatMap(({ userId, metres }) => {
        const row = byId.get(userId);
        return row ? [{ ...toTrader(row, trades.get(userId) ?? []), metres }] : [];
      });
    },

    async countInTrade(tradeId: number, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ total: count() })
        .from(company)
        .innerJoin(user, eq(user.id, company.userId))
        .where(and(isPublished, inTrade(tradeId)));
      return row?.total ?? 0;
    },

    /**
     * One page of the published traders with this trade (any position): nearest first to
     * `origin` by earthdistance between district centres, else by name (decision 042); traders away
     * on `today` ("YYYY-MM-DD", London) after the available ones (decision 089).
     */
    async listInTrade(
      options: { tradeId: number; origin: Origin | null; limit: number; offset: number; today: string },
      tx: Executor = db,
    ): Promise<DirectoryEntry[]> {
      const { origin } = options;
      const metres: SQL<number | null> = origin
        ? sql`earth_distance(ll_to_earth(${outcode.latitude}, ${outcode.longitude}), ll_to_earth(${origin.latitude}::float8, ${origin.longitude}::float8))`
        : sql`null::float8`;
      const away = sql`coalesce(${user.pausedUntil} > ${options.today}::date, false) asc`;
      const order = [away, ...(origin ? [sql`${metres} asc nulls last`] : []), sql`lower(${company.name}) asc`, asc(company.userId)];
      const rows = await traderRows(tx, { metres })
        .where(and(isPublished, inTrade(options.tradeId)))
        .orderBy(...order)
        .limit(options.limit)
        .offset(options.offset);
      const trades = await tradesOf(
        rows.map((row) => row.userId),
        tx,
      );
      return rows.map((row) => ({ ...toTrader(row, trades.get(row.userId) ?? []), metres: row.metres }));
    },
  };
}
export type PublicTraderRepo = ReturnType<typeof createPublicTraderRepo>;
