import type { CompanyCheckStatus } from '#common/contract/company-check';
import type { Executor } from '../db/client';
import type { CompanyRegister } from '../providers/company-register/index';
import { createCompanyRegisterReplyRepo, type CachedReply } from '../repos/company-register-reply-repo';
import { takeSlot, type AtomicLimit } from './atomic-limit';

/**
 * Companies House allows 600 requests in any 5 minutes. Counted in one-minute windows of 100, any five minutes
 * span at most six windows: never more than 600, whichever process asks (decision 133).
 */
export const REGISTER_REQUEST_LIMIT: AtomicLimit = { name: 'companies-house', max: 100, windowMs: 60_000 };
/** How long an answer of the register is used again instead of asking it. */
export const REGISTER_REPLY_CACHE_MS = 24 * 60 * 60 * 1000;

/** Register states that mean the company no longer exists; any other state is a company still on the register. */
const GONE = new Set(['dissolved', 'converted-closed', 'closed', 'removed']);

/** The register's answer for a number, in the app's words; `not_checked` when it could not be asked or did not answer. */
export interface RegisterLookup {
  status: CompanyCheckStatus;
  companyName: string | null;
  dateOfCreation: string | null;
}

function lookupOf(reply: CachedReply): RegisterLookup {
  if (!reply.found) return { status: 'not_found', companyName: null, dateOfCreation: null };
  const status = GONE.has(reply.companyStatus ?? '') ? 'dissolved' : 'active';
  return { status, companyName: reply.companyName, dateOfCreation: reply.dateOfCreation };
}

export interface LookupOptions {
  limit?: AtomicLimit;
  keptMs?: number;
}

/**
 * Asks the register through the day's kept answers and the shared request limit: an answer is kept in the
 * database for every process; past the limit, or when the register does not answer, the number is `not_checked`.
 */
export function createRegisterLookup(db: Executor, register: CompanyRegister, options: LookupOptions = {}) {
  const replies = createCompanyRegisterReplyRepo(db);
  const limit = options.limit ?? REGISTER_REQUEST_LIMIT;
  const keptMs = options.keptMs ?? REGISTER_REPLY_CACHE_MS;
  return {
    async lookUp(companyNumber: string, now: Date, log?: { warn: (details: object, message: string) => void }): Promise<RegisterLookup> {
      const kept = await replies.fresh(companyNumber, new Date(now.getTime() - keptMs));
      if (kept) return lookupOf(kept);
      const slot = await takeSlot(db, limit, 'all', now.getTime());
      if (!slot.allowed) {
        log?.warn({ companyNumber }, 'company register request limit reached; the number waits for the sweep');
        return { status: 'not_checked', companyName: null, dateOfCreation: null };
      }
      let reply: CachedReply;
      try {
        const found = await register.lookUp(companyNumber);
        reply = found
          ? { found: true, companyName: found.companyName, companyStatus: found.companyStatus, dateOfCreation: found.dateOfCreation }
          : { found: false, companyName: null, companyStatus: null, dateOfCreation: null };
      } catch (error) {
        log?.warn({ companyNumber, err: error }, 'the company register did not answer; the number waits for the sweep');
        return { status: 'not_checked', companyName: null, dateOfCreation: null };
      }
      await replies.keep(companyNumber, reply, now);
      return lookupOf(reply);
    },
  };
}
export type RegisterLookupService = ReturnType<typeof createRegisterLookup>;
