import { sql, type SQL } from 'drizzle-orm';
import type { OrderingScheme } from '#common/step-order';
import type { Executor } from '../db/client';
import { namedStatement } from '../db/named-statement';
import { company, experimentVisit, lead, registerAttempt, session, user, userCategory, userTrade } from '../db/schema/index';
import type { NewSessionRow } from './session-repo';

/** A new account's visit of the experiment: the browser's own (`visitorKey`, if no one's yet) or else `fresh`. */
export interface NewAccountVisit {
  visitorKey: string | null;
  fresh: { visitorKey: string; scheme: OrderingScheme };
}

/** Everything a sign-up writes, in the one statement of decision 097. */
export interface NewTrader {
  account: {
    email: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
    phoneNumber: string;
    postcode: string;
    source: string | null;
  };
  companyName: string;
  /** In order: the first is the primary trade. */
  tradeIds: readonly number[];
  categoryIds: readonly number[];
  session: { row: NewSessionRow; replacing: string | null };
  /** Null when the experiment's bookkeeping could not be read: the account gets its visit on its first page. */
  visit: NewAccountVisit | null;
  /** The idempotency key's hash, so a retry finds this account (decision 074). */
  signUpKeyHash: string | null;
  /** The visit's lead, which becomes the account's. */
  lead: { id: number; sessionPublicId: string } | null;
}

/** The statement's values by placeholder name: a part whose value is null writes nothing. */
function valuesOf(trader: NewTrader): Record<string, unknown> {
  const { row, replacing } = trader.session;
  return {
    ...trader.account,
    orderingScheme: trader.visit?.fresh.scheme ?? null,
    companyName: trader.companyName,
    sessionId: row.id,
    csrfToken: row.csrfToken,
    sessionData: JSON.stringify(row.data ?? {}),
    ip: row.ip ?? null,
    userAgent: row.userAgent ?? null,
    expiresAt: row.expiresAt.toISOString(),
    replacedSessionId: replacing,
    tradeIds: [...trader.tradeIds],
    categoryIds: [...trader.categoryIds],
    signUpKeyHash: trader.signUpKeyHash,
    leadId: trader.lead?.id ?? null,
    leadSessionId: trader.lead?.sessionPublicId ?? null,
    visitorKey: trader.visit?.visitorKey ?? null,
    freshVisitorKey: trader.visit?.fresh.visitorKey ?? null,
  };
}

const p = (name: string) => sql.placeholder(name);

/**
 * One text for every sign-up, a named statement (decision 099): lists go as arrays and an absent part as a null
 * that matches no row.
 * Each part is a data-modifying CTE that writes only when `account` (the new user row) was inserted; all of them see
 * the same snapshot, so none reads another's rows: each takes the account's id from `account`. `signed_out` is the
 * sign-in's new session taking over the visitor's (no session fixation), only if the account was made.
 */
function newTraderStatement(db: Executor): SQL {
  const account = db
    .insert(user)
    .values({
      email: p('email'),
      passwordHash: p('passwordHash'),
      firstName: p('firstName'),
      lastName: p('lastName'),
      phoneNumber: p('phoneNumber'),
      postcode: p('postcode'),
      source: p('source'),
      orderingScheme: p('orderingScheme'),
    })
    .onConflictDoNothing({ target: user.email, where: sql`email_released_at is null` })
    .returning({ id: user.id, createdAt: user.createdAt });
  return sql`with account as (${account.getSQL()}),
    firm as (insert into ${company} (user_id, name) select id, ${p('companyName')} from account),
    signed_in as (
      insert into ${session} (id, user_id, csrf_token, data, ip, user_agent, expires_at)
      select ${p('sessionId')}, id, ${p('csrfToken')}, ${p('sessionData')}::jsonb, ${p('ip')}::text, ${p('userAgent')}::text,
        ${p('expiresAt')}::timestamptz
      from account),
    signed_out as (
      delete from ${session} where ${session.id} = ${p('replacedSessionId')}::text and exists (select 1 from account)),
    trades as (
      insert into ${userTrade} (user_id, trade_id, position)
      select account.id, chosen.trade_id, (chosen.position - 1)::int
      from account, unnest(${p('tradeIds')}::int[]) with ordinality as chosen (trade_id, position)),
    categories as (
      insert into ${userCategory} (user_id, category_id)
      select account.id, chosen.category_id from account, unnest(${p('categoryIds')}::int[]) as chosen (category_id)),
    attempt as (
      insert into ${registerAttempt} (key_hash, user_id) select key_hash, id from account, (select ${p('signUpKeyHash')}::text as key_hash) as given
      where key_hash is not null
      on conflict (key_hash) do nothing),
    lead_taken as (
      update ${lead} set user_id = account.id, updated_at = now() from account
      where ${lead.id} = ${p('leadId')}::int and ${lead.sessionId} = ${p('leadSessionId')}::text),
    ${visitParts()}
    select id, (select visitor_key from visit_linked union all select visitor_key from visit_made limit 1) as visitor_key from account`;
}

/**
 * The browser's visit becomes the account's if it is still no one's when the row is reached (another sign-up from
 * the same browser a moment earlier may have taken it: then this account gets none until its first page), or else a
 * new visit with the fresh key and order does; with no fresh key (the bookkeeping could not be read), neither.
 */
function visitParts(): SQL {
  return sql`visit_found as (
      select id from ${experimentVisit} where visitor_key = ${p('visitorKey')}::text and user_id is null limit 1),
    visit_linked as (
      update ${experimentVisit} set user_id = account.id, registered_at = account.created_at from visit_found, account
      where ${experimentVisit.id} = visit_found.id and ${experimentVisit.userId} is null
      returning ${experimentVisit.visitorKey} as visitor_key),
    visit_made as (
      insert into ${experimentVisit} (visitor_key, scheme, forced, user_id, registered_at)
      select fresh_key, ${p('orderingScheme')}::text, false, id, created_at
      from account, (select ${p('freshVisitorKey')}::text as fresh_key) as fresh
      where fresh_key is not null and not exists (select 1 from visit_found)
      returning visitor_key)`;
}

const runNewTrader = namedStatement<{ id: number | string; visitor_key: string | null }>('tradespace_new_trader', newTraderStatement);

/**
 * A new trader in one statement (decision 097): the account with its order of the setup steps, its company,
 * trades and categories, the sign-in's session replacing the visitor's, its experiment visit, its idempotency key and
 * its lead. The account is inserted only if its e-mail is free: otherwise nothing is written and the answer is null
 * (another sign-up took the e-mail a moment ago). The phone goes in unverified: a claim that no index refuses
 * (decision 101).
 *
 * The protocol around it, in three steps, so one statement can do what a sign-in and the experiment would each write:
 * 1. prepare: the sessions' `prepareSignIn` makes the new session's row (fresh id and CSRF token) and the
 *    experiment's `prepareNewAccountVisit` reads which visit the account takes; neither writes a row or a cookie.
 * 2. write: this statement, with both plans as its values.
 * 3. complete, only when the answer is an account: the sign-in's `complete(userId)` sets the session cookies and the
 *    request's session, the visit's `complete(visitorKey)` the visitor cookie. On null nothing was written, so
 *    nothing is completed and nothing needs undoing; the session listeners are not told (the statement wrote the visit).
 */
export async function insertNewTrader(db: Executor, trader: NewTrader): Promise<{ userId: number; visitorKey: string | null } | null> {
  const [created] = await runNewTrader(db, valuesOf(trader));
  return created ? { userId: Number(created.id), visitorKey: created.visitor_key } : null;
}
