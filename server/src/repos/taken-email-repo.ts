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

/** Questions go as arrays, one text for any number of them: a named statement (docs/decisions/099). */
const runFacts = namedStatement<FactsRow>(
  'tradespace_taken_email_facts',
  () => sql`select asked.position - 1 as position,
    coalesce((select ${rateCounter.count} from ${rateCounter}
      where ${rateCounter.key} = asked.key and ${rateCounter.windowStart} = asked.window_start), 0) as answers,
    (select ${user.id} from ${user} where ${user.email} = asked.email) as owner_id,
    case when asked.phone is null then null else exists (select 1 from ${user}
      where ${user.phoneNumber} = asked.phone and ${user.phoneVerifiedAt} is not null) end as phone_taken
    from unnest(${sql.placeholder('keys')}::text[], ${sql.placeholder('windowStarts')}::timestamptz[],
      ${sql.placeholder('emails')}::text[], ${sql.placeholder('phones')}::text[])
      with ordinality as asked (key, window_start, email, phone, position)`,
);

/**
 * What a sign-up or a lead asks before it is stored: how often its client heard "already taken", whose e-mail it is,
 * and (a sign-up) whether its phone has an account.
 */
export function createTakenEmailRepo(db: Executor) {
  return {
    /** Several requests' questions in one statement (docs/decisions/098), answered in their order. */
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
