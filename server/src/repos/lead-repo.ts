import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { lead, session } from '../db/schema/index';

export type LeadRow = typeof lead.$inferSelect;

export function createLeadRepo(db: Executor) {
  return {
    /**
     * Inserts a visitor's lead and stores it in their session's data under `lead` (beside `visit.data`, the rest of
     * the row's data) in one statement: atomic without a transaction, one round trip instead of four.
     */
    async insertIntoSession(
      row: { sessionId: string; formId: string | null; email: string; postcode: string; trades: readonly number[] },
      visit: { id: string; data: Record<string, unknown> },
    ): Promise<number> {
      const trades = `{${row.trades.map((trade) => Math.trunc(trade)).join(',')}}`;
      const result = await db.execute(sql`with created as (
          insert into ${lead} (session_id, form_id, email, postcode, trades)
          values (${row.sessionId}, ${row.formId}, ${row.email}, ${row.postcode}, ${trades}::integer[])
          returning id, email, postcode, trades
        ), kept as (
          update ${session} set data = ${JSON.stringify(visit.data)}::jsonb || jsonb_build_object('lead', jsonb_build_object(
            'id', created.id, 'email', created.email, 'postcode', created.postcode, 'trades', to_jsonb(created.trades)))
          from created where ${session.id} = ${visit.id}
        )
        select id from created`);
      const [created] = rowsOf<{ id: number | string }>(result);
      if (!created) throw new Error('lead insert returned nothing');
      return Number(created.id);
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
