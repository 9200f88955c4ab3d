import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { supportTicket } from '../db/schema/index';

export type SupportTicketRow = typeof supportTicket.$inferSelect;
export type SupportTicketDraft = Omit<typeof supportTicket.$inferInsert, 'id' | 'reference' | 'status' | 'createdAt' | 'closedAt'>;

export function createSupportTicketRepo(db: Executor) {
  return {
    /**
     * Stores the ticket under `reference`, or returns null (storing nothing) when another ticket
     * already has it: ON CONFLICT on the unique index, so the transaction stays usable for a retry.
     */
    async insert(reference: string, draft: SupportTicketDraft, tx: Executor = db): Promise<SupportTicketRow | null> {
      const [row] = await tx
        .insert(supportTicket)
        .values({ ...draft, reference })
        .onConflictDoNothing({ target: supportTicket.reference })
        .returning();
      return row ?? null;
    },

    async find(id: number, tx: Executor = db): Promise<SupportTicketRow | undefined> {
      const [row] = await tx.select().from(supportTicket).where(eq(supportTicket.id, id));
      return row;
    },

    /** Open tickets oldest first (up to `openLimit`), then the `closedLimit` most recently closed. */
    async listForStaff(options: { openLimit: number; closedLimit: number }, tx: Executor = db): Promise<SupportTicketRow[]> {
      const open = await tx
        .select()
        .from(supportTicket)
        .where(eq(supportTicket.status, 'open'))
        .orderBy(asc(supportTicket.createdAt), asc(supportTicket.id))
        .limit(options.openLimit);
      const closed = await tx
        .select()
        .from(supportTicket)
        .where(eq(supportTicket.status, 'closed'))
        .orderBy(desc(supportTicket.closedAt), desc(supportTicket.id))
        .limit(options.closedLimit);
      return [...open, ...closed];
    },

    /**
     * Moves the ticket to `status` if it is not there yet; the row as it is afterwards, with
     * `changed` telling whether this call moved it (two staff clicking Close close it once).
     */
    async setStatus(
      id: number,
      status: 'open' | 'closed',
      tx: Executor = db,
    ): Promise<{ row: SupportTicketRow; changed: boolean } | undefined> {
      const [moved] = await tx
        .update(supportTicket)
        .set({ status, closedAt: status === 'closed' ? new Date() : null })
        .where(and(eq(supportTicket.id, id), eq(supportTicket.status, status === 'closed' ? 'open' : 'closed')))
        .returning();
      if (moved) return { row: moved, changed: true };
      const current = await this.find(id, tx);
      return current ? { row: current, changed: false } : undefined;
    },
  };
}
