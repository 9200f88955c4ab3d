import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { localTwilioMessage } from '../db/schema/index';

export type LocalTwilioRow = typeof localTwilioMessage.$inferSelect;

/** What the local stand-in for Twilio's Messages API was asked and answered (routes/local-twilio, decision 142). */
export function createLocalTwilioRepo(db: Executor) {
  return {
    /**
     * Keeps a refused request unless this text (number and body) was asked for before, in one statement:
     * true for the first request, which the stand-in then refuses.
     */
    async refuseFirst(request: { toNumber: string; sender: string; body: string }): Promise<boolean> {
      const inserted = await db.execute(sql`
        insert into ${localTwilioMessage} (to_number, sender, body, status)
        select ${request.toNumber}, ${request.sender}, ${request.body}, 'refused'
        where not exists (
          select 1 from ${localTwilioMessage} where to_number = ${request.toNumber} and body = ${request.body}
        )
        returning id`);
      return rowsOf(inserted).length > 0;
    },
    async create(row: { sid: string; toNumber: string; sender: string; body: string }): Promise<LocalTwilioRow> {
      const [created] = await db
        .insert(localTwilioMessage)
        .values({ ...row, status: 'queued' })
        .returning();
      if (!created) throw new Error('The local Twilio insert returned no row');
      return created;
    },
    async setStatus(sid: string, status: string, errorCode: number | null): Promise<void> {
      await db.update(localTwilioMessage).set({ status, errorCode }).where(eq(localTwilioMessage.sid, sid));
    },
    /** The messages (not the refused requests) to a number, newest first. */
    async listTo(toNumber: string, limit: number): Promise<LocalTwilioRow[]> {
      return db
        .select()
        .from(localTwilioMessage)
        .where(and(eq(localTwilioMessage.toNumber, toNumber), sql`${localTwilioMessage.sid} is not null`))
        .orderBy(desc(localTwilioMessage.id))
        .limit(limit);
    },
  };
}
export type LocalTwilioRepo = ReturnType<typeof createLocalTwilioRepo>;
