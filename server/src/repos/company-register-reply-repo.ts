import { and, eq, gt } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { companyRegisterReply } from '../db/schema/index';

/** What the register answered for one number: the company, or `found: false`. */
export interface CachedReply {
  found: boolean;
  companyName: string | null;
  companyStatus: string | null;
  dateOfCreation: string | null;
}

/** The register's answers, kept a while for every process (decision 133). */
export function createCompanyRegisterReplyRepo(db: Executor) {
  return {
    /** The answer fetched after `freshAfter`, or null when there is none that fresh. */
    async fresh(companyNumber: string, freshAfter: Date, tx: Executor = db): Promise<CachedReply | null> {
      const [row] = await tx
        .select({
          found: companyRegisterReply.found,
          companyName: companyRegisterReply.companyName,
          companyStatus: companyRegisterReply.companyStatus,
          dateOfCreation: companyRegisterReply.dateOfCreation,
        })
        .from(companyRegisterReply)
        .where(and(eq(companyRegisterReply.companyNumber, companyNumber), gt(companyRegisterReply.fetchedAt, freshAfter)));
      return row ?? null;
    },
    async keep(companyNumber: string, reply: CachedReply, fetchedAt: Date, tx: Executor = db): Promise<void> {
      const values = { ...reply, fetchedAt };
      await tx
        .insert(companyRegisterReply)
        .values({ companyNumber, ...values })
        .onConflictDoUpdate({ target: companyRegisterReply.companyNumber, set: values });
    },
  };
}
