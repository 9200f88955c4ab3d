import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { namedStatement } from '../db/named-statement';
import { lead } from '../db/schema/index';

export type LeadRow = typeof lead.$inferSelect;

/** A visit's first step: the lead it registers. */
export interface NewLead {
  sessionId: string;
  formId: string | null;
  email: string;
  postcode: string;
  trades: readonly number[];
}

/**
 * Many visits' leads by arrays, one text for any number: a named statement (decision 099). Each lead's trades go
 * as an array literal, as arrays of arrays do not unnest row by row. The rows come back in the order they are inserted,
 * which `order by` makes the order asked (as PostgreSQL returns an INSERT ... VALUES's rows in its VALUES' order).
 */
const runInsertMany = namedStatement<{ id: number | string }>(
  'tradespace_new_leads',
  () => sql`insert into ${lead} (session_id, form_id, email, postcode, trades)
    select asked.session_id, asked.form_id, asked.email, asked.postcode, asked.trades::int[]
    from unnest(${sql.placeholder('sessionIds')}::text[], ${sql.placeholder('formIds')}::text[], ${sql.placeholder('emails')}::text[],
      ${sql.placeholder('postcodes')}::text[], ${sql.placeholder('trades')}::text[])
      with ordinality as asked (session_id, form_id, email, postcode, trades, position)
    order by asked.position
    returning id`,
);

export function createLeadRepo(db: Executor) {
  return {
    /** Several visits' leads in one statement (decision 098): their ids in the rows' order. */
    async insertMany(rows: readonly NewLead[]): Promise<number[]> {
      const created = await runInsertMany(db, {
        sessionIds: rows.map((row) => row.sessionId),
        formIds: rows.map((row) => row.formId),
        emails: rows.map((row) => row.email),
        postcodes: rows.map((row) => row.postcode),
        trades: rows.map((row) => `{${row.trades.join(',')}}`),
      });
      if (created.length !== rows.length) throw new Error('lead insert returned a row count unlike its rows');
      return created.map((row) => Number(row.id));
    },
    /** The visit's lead: the newest its session registered (a visitor may go back and register another). */
    async newestOfVisit(sessionPublicId: string): Promise<LeadRow | undefined> {
      const [row] = await db.select().from(lead).where(eq(lead.sessionId, sessionPublicId)).orderBy(desc(lead.id)).limit(1);
      return row;
    },
    /** A lead can only be read or changed from the visit (session) that created it. */
    async findForSession(id: number, sessionPublicId: string, tx: Executor = db): Promise<LeadRow | undefined> {
      const [row] = await tx
        .select()
        .from(lead)
        .where(and(eq(lead.id, id), eq(lead.sessionId, sessionPublicId)));
      return row;
    },
    async update(id: number, changes: Partial<typeof lead.$inferInsert>, tx: Executor = db): Promise<void> {
      await tx
        .update(lead)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(lead.id, id));
    },
  };
}
