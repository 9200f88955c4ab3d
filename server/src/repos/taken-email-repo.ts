import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { rateCounter, user } from '../db/schema/index';

export interface TakenEmailFacts {
  /** The count in the client's "already taken" counter row (0 when it has none yet). */
  answers: number;
  /** The account holding the e-mail, if one does. */
  ownerId: number | null;
  /** Whether an account holds the phone asked about (null when none was). */
  phoneTaken: boolean | null;
}

/**
 * What a sign-up or a lead asks before it is stored: how often its client heard "already taken", whose e-mail it is,
 * and (a sign-up) whether its phone has an account.
 */
export function createTakenEmailRepo(db: Executor) {
  return {
    /** All in one statement (one round trip of the three a sign-up had spent on them). */
    async facts(counter: { key: string; windowStart: Date }, email: string, phone: string | null): Promise<TakenEmailFacts> {
      const result = await db.execute(sql`select
        coalesce((select ${rateCounter.count} from ${rateCounter}
          where ${rateCounter.key} = ${counter.key} and ${rateCounter.windowStart} = ${counter.windowStart.toISOString()}::timestamptz), 0) as answers,
        (select ${user.id} from ${user} where ${user.email} = ${email.toLowerCase()}) as owner_id,
        case when ${phone}::text is null then null else exists (select 1 from ${user} where ${user.phoneNumber} = ${phone}) end as phone_taken`);
      const [row] = rowsOf<{ answers: number | string; owner_id: number | string | null; phone_taken: boolean | null }>(result);
      return {
        answers: Number(row?.answers ?? 0),
        ownerId: row?.owner_id == null ? null : Number(row.owner_id),
        phoneTaken: row?.phone_taken ?? null,
      };
    },
  };
}
