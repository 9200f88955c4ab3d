import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { staffMember } from '../db/schema/index';

export type StaffRow = typeof staffMember.$inferSelect;

/** Members of the review back office; e-mails are kept lower case, as traders' are. */
export function createStaffRepo(db: Executor) {
  return {
    async findByEmail(email: string, tx: Executor = db): Promise<StaffRow | undefined> {
      const [row] = await tx.select().from(staffMember).where(eq(staffMember.email, email.toLowerCase()));
      return row;
    },
    async findById(id: number, tx: Executor = db): Promise<StaffRow | undefined> {
      const [row] = await tx.select().from(staffMember).where(eq(staffMember.id, id));
      return row;
    },
    /** Reads the member and locks the row until `tx` ends: one code send at a time. */
    async lockById(id: number, tx: Executor): Promise<StaffRow | undefined> {
      const [row] = await tx.select().from(staffMember).where(eq(staffMember.id, id)).for('update');
      return row;
    },
    /** Creates the member, or gives an existing one this password (and enables it again). */
    async upsertPassword(email: string, passwordHash: string, tx: Executor = db): Promise<{ row: StaffRow; created: boolean }> {
      const existing = await this.findByEmail(email, tx);
      const [row] = await tx
        .insert(staffMember)
        .values({ email: email.toLowerCase(), passwordHash })
        .onConflictDoUpdate({ target: staffMember.email, set: { passwordHash, disabledAt: null } })
        .returning();
      if (!row) throw new Error('staff upsert returned nothing');
      return { row, created: !existing };
    },
  };
}
export type StaffRepo = ReturnType<typeof createStaffRepo>;
