import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { lead } from '../db/schema/index';

export type LeadRow = typeof lead.$inferSelect;

export type NewLead = typeof lead.$inferInsert;

export function createLeadRepo(db: Executor) {
  return {
    /** Several visits' leads in one statement (docs/decisions/098): their ids in the rows' order. */
    async insertMany(rows: readonly NewLead[]): Promise<number[]> {
      // PostgreSQL returns an INSERT ... VALUES's rows in the order of its VALUES (Django's bulk_create relies on it too)
      const created = await db
        .insert(lead)
        .values([...rows])
        .returning({ id: lead.id });
      if (created.length !== rows.length) throw new Error('lead insert returned a row count unlike its rows');
      return created.map((row) => row.id);
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
