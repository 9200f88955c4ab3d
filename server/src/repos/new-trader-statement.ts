import { sql, type SQL } from 'drizzle-orm';
import type { OrderingScheme } from '#common/step-order';
import type { Executor } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { company, experimentVisit, lead, registerAttempt, session, user, userCategory, userTrade } from '../db/schema/index';
import type { NewSessionRow } from './session-repo';

/** A new account's visit of the experiment: the browser's own (`visitorKey`, if no one's yet) or else `fresh`. */
export interface NewAccountVisit {
  visitorKey: string | null;
  fresh: { visitorKey: string; scheme: OrderingScheme };
}

/** Everything a sign-up writes, in the one statement of docs/decisions/097. */
export interface NewTrader {
  account: Omit<typeof user.$inferInsert, 'orderingScheme'>;
  companyName: string;
  /** In order: the first is the primary trade. */
  tradeIds: readonly number[];
  categoryIds: readonly number[];
  session: { row: NewSessionRow; replacing: string | null };
  /** Null when the experiment's bookkeeping could not be read: the account gets its visit on its first page. */
  visit: NewAccountVisit | null;
  /** The idempotency key's hash, so a retry finds this account (docs/decisions/074). */
  signUpKeyHash: string | null;
  /** The visit's lead, which becomes the account's. */
  lead: { id: number; sessionPublicId: string } | null;
}

const list = (rows: SQL[]) => sql.join(rows, sql`, `);

/**
 * Each part is a data-modifying CTE that writes only when `account` (the new user row) was inserted; all of
 * them see the same snapshot, so none reads another's rows: each takes the account's id from `account`.
 */
function parts(trader: NewTrader): SQL[] {
  const { row, replacing } = trader.session;
  const written: SQL[] = [
    sql`firm as (insert into ${company} (user_id, name) select id, ${trader.companyName} from account)`,
    sql`signed_in as (
      insert into ${session} (id, user_id, csrf_token, data, ip, user_agent, expires_at)
      select ${row.id}, id, ${row.csrfToken}, ${JSON.stringify(row.data ?? {})}::jsonb, ${row.ip ?? null}, ${row.userAgent ?? null},
        ${row.expiresAt.toISOString()}::timestamptz
      from account)`,
  ];
  if (replacing !== null) {
    // the sign-in's new session takes over the visitor's (session fixation), only if the account was made
    written.push(sql`signed_out as (delete from ${session} where ${session.id} = ${replacing} and exists (select 1 from account))`);
  }
  if (trader.tradeIds.length > 0) {
    const trades = trader.tradeIds.map((tradeId, position) => sql`(${tradeId}::int, ${position}::int)`);
    written.push(sql`trades as (
      insert into ${userTrade} (user_id, trade_id, position)
      select account.id, chosen.trade_id, chosen.position from account, (values ${list(trades)}) as chosen (trade_id, position))`);
  }
  if (trader.categoryIds.length > 0) {
    const categories = trader.categoryIds.map((categoryId) => sql`(${categoryId}::int)`);
    written.push(sql`categories as (
      insert into ${userCategory} (user_id, category_id)
      select account.id, chosen.category_id from account, (values ${list(categories)}) as chosen (category_id))`);
  }
  if (trader.signUpKeyHash !== null) {
    written.push(sql`attempt as (
      insert into ${registerAttempt} (key_hash, user_id) select ${trader.signUpKeyHash}, id from account
      on conflict (key_hash) do nothing)`);
  }
  if (trader.lead !== null) {
    written.push(sql`lead_taken as (
      update ${lead} set user_id = account.id, updated_at = now() from account
      where ${lead.id} = ${trader.lead.id} and ${lead.sessionId} = ${trader.lead.sessionPublicId})`);
  }
  if (trader.visit !== null) written.push(...visitParts(trader.visit));
  return written;
}

/**
 * The browser's visit becomes the account's if it is still no one's when the row is reached (another sign-up from
 * the same browser a moment earlier may have taken it: then this account gets none until its first page), or else a
 * new visit with `fresh`'s key and order does.
 */
function visitParts(visit: NewAccountVisit): SQL[] {
  return [
    sql`visit_found as (select id from ${experimentVisit} where visitor_key = ${visit.visitorKey} and user_id is null limit 1)`,
    sql`visit_linked as (
      update ${experimentVisit} set user_id = account.id, registered_at = account.created_at from visit_found, account
      where ${experimentVisit.id} = visit_found.id and ${experimentVisit.userId} is null
      returning ${experimentVisit.visitorKey} as visitor_key)`,
    sql`visit_made as (
      insert into ${experimentVisit} (visitor_key, scheme, forced, user_id, registered_at)
      select ${visit.fresh.visitorKey}, ${visit.fresh.scheme}, false, id, created_at from account
      where not exists (select 1 from visit_found)
      returning visitor_key)`,
  ];
}

/**
 * A new trader in one statement (docs/decisions/097): the account with its order of the setup steps, its company,
 * trades and categories, the sign-in's session replacing the visitor's, its experiment visit, its idempotency key and
 * its lead. The account is inserted only if its e-mail is free: otherwise nothing is written and the answer is null
 * (another sign-up took the e-mail a moment ago). A phone taken in the meantime fails the statement with the
 * phone's unique violation, and nothing is written either.
 */
export async function insertNewTrader(db: Executor, trader: NewTrader): Promise<{ userId: number; visitorKey: string | null } | null> {
  const scheme = trader.visit?.fresh.scheme ?? null;
  const account = db
    .insert(user)
    .values({ ...trader.account, orderingScheme: scheme })
    .onConflictDoNothing({ target: user.email })
    .returning({ id: user.id, createdAt: user.createdAt });
  const chosenKey =
    trader.visit === null
      ? sql`null::text`
      : sql`(select visitor_key from visit_linked union all select visitor_key from visit_made limit 1)`;
  const result = await db.execute(sql`with account as (${account.getSQL()}), ${list(parts(trader))}
    select id, ${chosenKey} as visitor_key from account`);
  const [created] = rowsOf<{ id: number | string; visitor_key: string | null }>(result);
  return created ? { userId: Number(created.id), visitorKey: created.visitor_key } : null;
}
