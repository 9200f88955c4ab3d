import type { FastifyInstance } from 'fastify';
import { londonToday, longDateText } from '#common/calendar-date';
import { paymentBefore } from '../lib/plan-change-date';
import { withVatText } from '../lib/vat';
import { trialEndingEmail } from '../messages/trial-ending-email';
import { createTrialNoticeRepo } from '../repos/trial-notice-repo';
import { membershipAreaUrl } from './membership-cancel';

const BATCH = 50;
/** One sweep writes at most this many batches; the next sweep goes on. */
const MAX_BATCHES = 20;

/**
 * Three days before a free month ends, one e-mail through the outbox (decision 089). Due notices are
 * found in the database, so a restart loses none; each is claimed and its e-mail written in one transaction,
 * so any number of processes sweeping together write it once.
 */
export function createTrialNotices(app: FastifyInstance) {
  const repo = createTrialNoticeRepo(app.db);

  return {
    /** Writes every notice due at `now`; resolves to how many this call wrote. */
    async sweep(now: Date): Promise<number> {
      let written = 0;
      for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
        const count = await app.db.transaction(async (tx) => {
          const due = await repo.claimDue(now, BATCH, tx);
          for (const notice of due) {
            const email = trialEndingEmail({
              to: notice.email,
              firstName: notice.firstName,
              planName: notice.planName,
              amount: withVatText(notice.costPence),
              // the terms take each fee 2 days before the anniversary it pays for (decision 065)
              firstChargeOn: longDateText(londonToday(paymentBefore(notice.trialEndsAt))),
              trialEndsOn: longDateText(londonToday(notice.trialEndsAt)),
              accountUrl: membershipAreaUrl(app),
            });
            // a notice: past an e-mail cap it is not sent, and the claim stands (decision 103)
            await app.outbox.enqueue(email, tx, { accountId: notice.userId, pastCap: 'drop' });
          }
          return due.length;
        });
        written += count;
        if (count < BATCH) break;
      }
      return written;
    },
  };
}
