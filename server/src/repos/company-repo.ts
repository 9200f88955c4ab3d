import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { company } from '../db/schema/index';

export interface CompanySettings {
  businessType: number;
  employees: number;
  companyNumber: string | null;
  website: string | null;
  /** Left as stored when undefined (decision 021). */
  activeSince?: number | null;
}

/** The trader's business row: created at registration, changed by the setup steps. */
export function createCompanyRepo(db: Executor) {
  async function update(userId: number, values: Partial<typeof company.$inferInsert>, tx: Executor): Promise<boolean> {
    const rows = await tx
      .update(company)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(company.userId, userId))
      .returning({ userId: company.userId });
    return rows.length > 0;
  }

  return {
    /** False when the user has no business row (registration always makes one). */
    async saveDescription(userId: number, description: string, tx: Executor = db): Promise<boolean> {
      return update(userId, { description }, tx);
    },
    async saveSettings(userId: number, settings: CompanySettings, tx: Executor = db): Promise<boolean> {
      const { activeSince, ...always } = settings;
      return update(userId, { ...always, ...(activeSince === undefined ? {} : { activeSince }) }, tx);
    },
  };
}
export type CompanyRepo = ReturnType<typeof createCompanyRepo>;
