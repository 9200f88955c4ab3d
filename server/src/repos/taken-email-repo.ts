import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { namedStatement } from '../db/named-statement';
import { rateCounter, user } from '../db/schema/index';

export interface TakenEmailFacts {
  /** The count in the client's "already taken" counter row (0 when it has none yet). */
  answers: number;
  /** The account holding the e-mail, if one does. */
  ownerId: number | null;
  /** Whether an account has verified the phone asked about (null when none was): a typed number is only a claim. */
  phoneTaken: boolean | null;
}

/** One request's question: its client's "already taken" counter row, the e-mail and (a sign-up) the phone. */
export interface TakenEmailQuestion {
  counter: { key: string; windowStart: Date };
  email: string;
  phone: string | null;
}

type FactsRow = { position: number | string; answers: number | string; owner_id: number | string | null; phone_taken: boolean | null };

/** Questions go as arrays, one text for any number of them: a named statement (decision 099). */
const runFacts = namedStatement<FactsRow>(
  'tradespace_taken_email_facts',
  () => sql`select asked.position - 1 as position,
    coalesce((select ${rateCounter.count} from ${rateCounter}
      where ${rateCounter.key} = asked.key and ${rateCounter.windowStart} = asked.window_start), 0) as answers,
    (select ${user.id} from ${user} where ${user.email} = asked.email and ${user.emailReleasedAt} is null) as owner_id,
    case when asked.phone is null then null else exists (select 1 from ${user}
      where ${user.phoneNumber} = asked.phone and ${user.phoneVerifiedAt} is not null) end as phone_taken
    from unnest(${sql.placeholder('keys')}::text[], ${sql.placeholder('windowStarts')}::timestamptz[],
      ${sql.placeholder('emails')}::text[], ${sql.placeholder('phones')}::text[])
      with ordinality as asked (key, window_start, email, phone, position)`,
);

/**
 * One e-mail looked up for a client address (decision 104): a new e-mail raises the address's count unless it
 * reached `max`, and is then remembered for the window; one this address already looked up (its remembering row
 * exists) counts nothing. One statement (decision 149): the count is an upsert of the address's `rate_counter` row, so
 * parallel lookups are serialised on it, and a statement writing only that table leaves kept reads kept.
 */
const runCountLookup = namedStatement<{ counted: boolean; seen: boolean }>(
  'tradespace_email_lookup_count',
  () => sql`with counted as (
      insert into ${rateCounter} (key, window_start, count, expires_at)
      select ${sql.placeholder('addressKey')}::text, ${sql.placeholder('windowStart')}::timestamptz, 1, ${sql.placeholder('expiresAt')}::timestamptz
      where ${sql.placeholder('max')}::int > 0 and not exists (select 1 from ${rateCounter} as seen
        where seen.key = ${sql.placeholder('pairKey')}::text and seen.window_start = ${sql.placeholder('windowStart')}::timestamptz)
      on conflict (key, window_start) do update set count = ${rateCounter}.count + 1
        where ${rateCounter}.count < ${sql.placeholder('max')}::int
      returning count),
    remembered as (
      insert into ${rateCounter} (key, window_start, count, expires_at)
      select ${sql.placeholder('pairKey')}::text, ${sql.placeholder('windowStart')}::timestamptz, 1, ${sql.placeholder('expiresAt')}::timestamptz
      from counted
      on conflict do nothing)
    select exists (select 1 from counted) as counted,
      exists (select 1 from ${rateCounter} as seen
        where seen.key = ${sql.placeholder('pairKey')}::text and seen.window_start = ${sql.placeholder('windowStart')}::timestamptz) as seen`,
);

export interface EmailLookup {
  /** The address's counter row, and the row that remembers this e-mail for it, in the same window. */
  addressKey: string;
  pairKey: string;
  windowStart: Date;
  expiresAt: Date;
  max: number;
}

/**
 * What a sign-up or a lead asks before it is stored: how often its client heard "already taken", whose e-mail it is,
 * and (a sign-up) whether its phone has an account.
 */
export function createTakenEmailRepo(db: Executor) {
  return {
    /**
     * Whether this lookup may be answered: a new e-mail under the limit (then remembered for the window), or one the
     * address already looked up. Two parallel lookups of one new e-mail may both count (stricter, never open).
     */
    async takeLookup(lookup: EmailLookup): Promise<boolean> {
      const { addressKey, pairKey, windowStart, expiresAt, max } = lookup;
      const [answer] = await runCountLookup(db, {
        addressKey,
        pairKey,
        windowStart: windowStart.toISOString(),
        expiresAt: expiresAt.toISOString(),
        max,
      });
      return Boolean(answer?.counted) || Boolean(answer?.seen);
    },
    /** Several requests' questions in one statement (decision 098), answered in their order. */
    async factsOfMany(questions: readonly TakenEmailQuestion[]): Promise<TakenEmailFacts[]> {
      const rows = await runFacts(db, {
        keys: questions.map(({ counter }) => counter.key),
        windowStarts: questions.map(({ counter }) => counter.windowStart.toISOString()),
        emails: questions.map(({ email }) => email.toLowerCase()),
        phones: questions.map(({ phone }) => phone),
      });
      const byPosition = new Map(rows.map((row) => [Number(row.position), row]));
      return questions.map((_, position) => {
        const row = byPosition.get(position);
        return {
          answers: Number(row?.answers ?? 0),
          ownerId: row?.owner_id == null ? null : Number(row.owner_id),
          phoneTaken: row?.phone_taken ?? null,
        };
      });
    },
  };
}
