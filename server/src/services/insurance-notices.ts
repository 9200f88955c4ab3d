import type { FastifyInstance } from 'fastify';
import { londonToday } from '#common/calendar-date';
import type { OutboxDraft } from '../repos/outbox-repo';
import { insuranceExpiredEmail, insuranceReminderEmail } from '../messages/insurance-emails';
import { createInsuranceRepo, type InsuranceNotice, type ReminderDays } from '../repos/insurance-repo';
import type { Transaction } from '../db/client';
import { insuranceAccountUrl } from './insurance-submission';

const BATCH = 50;
/** One sweep writes at most this many batches of each kind; the next sweep goes on. */
const MAX_BATCHES = 20;

type Claim = (tx: Transaction) => Promise<{ claimed: number; notices: InsuranceNotice[] }>;

/**
 * Public liability insurance kept current (decision 136): the 30-day and 7-day reminders and, the day after
 * a policy's last day (London), its expiry with an e-mail. What is due is found in the database by date, so a
 * restart loses nothing; each is claimed and its e-mail written in one transaction, so any number of processes
 * sweeping together write each once.
 */
export function createInsuranceNotices(app: FastifyInstance) {
  const repo = createInsuranceRepo(app.db);
  const accountUrl = insuranceAccountUrl(app);

  /** Claims and writes in batches until a batch comes back short; resolves to how many were claimed. */
  async function drain(claim: Claim, email: (notice: InsuranceNotice) => OutboxDraft): Promise<number> {
    let claimedInAll = 0;
    for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
      const claimed = await app.db.transaction(async (tx) => {
        const { claimed, notices } = await claim(tx);
        for (const notice of notices) {
          // a notice: past an e-mail cap it is not sent, and the claim stands (decision 103)
          await app.outbox.enqueue(email(notice), tx, { accountId: notice.userId, pastCap: 'drop' });
        }
        return claimed;
      });
      claimedInAll += claimed;
      if (claimed < BATCH) break;
    }
    return claimedInAll;
  }

  const base = (notice: InsuranceNotice) => ({
    to: notice.email,
    firstName: notice.firstName,
    cover: notice.cover,
    expiresOn: notice.expiresOn,
    accountUrl,
  });

  function reminders(days: ReminderDays, today: string, now: Date): Promise<number> {
    return drain(
      async (tx) => {
        const notices = await repo.claimReminders(days, today, now, BATCH, tx);
        return { claimed: notices.length, notices };
      },
      (notice) => insuranceReminderEmail({ ...base(notice), days }),
    );
  }

  return {
    /** Expires what ended before `now`'s London date, then writes the reminders due; resolves to how many. */
    async sweep(now: Date): Promise<number> {
      const today = londonToday(now);
      const expired = await drain(
        (tx) => repo.claimExpired(today, BATCH, tx),
        (notice) => insuranceExpiredEmail(base(notice)),
      );
      // the week's reminder first: a certificate with a week left gets it, and its 30-day one is then moot
      return expired + (await reminders(7, today, now)) + (await reminders(30, today, now));
    },
  };
}
