import { and, asc, desc, eq, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { user, verificationRequest as request } from '../db/schema/index';

export type InsuranceRow = typeof request.$inferSelect;

/** The policy's details, as a trader sends them with the certificate. */
export interface InsuranceDetails {
  insurer: string;
  policyNumber: string;
  cover: number;
  expiresOn: string;
}

/** A certificate whose e-mail is due, with whom to write to. */
export interface InsuranceNotice {
  requestId: number;
  userId: number;
  email: string;
  firstName: string;
  cover: number;
  expiresOn: string;
}

/** Which reminder: 30 or 7 days before the policy's last day (decision 136). */
export type ReminderDays = 30 | 7;

const isInsurance = eq(request.kind, 'insurance');
/** A certificate that can still stand: waiting for review, or approved. */
const standing = inArray(request.status, ['pending', 'approved']);

/**
 * No other certificate of the trader that can stand ends later: a renewal waiting for review, or approved, ends the
 * old one's reminders, so the trader is not told to renew what they already renewed.
 */
const newestStanding = sql`not exists (select 1 from ${request} as later where later.user_id = ${request.userId} and later.kind = 'insurance' and later.status in ('pending', 'approved') and later.expires_on > ${request.expiresOn})`;

const noticeColumns = {
  requestId: request.id,
  userId: user.id,
  email: user.email,
  firstName: user.firstName,
  cover: request.cover,
  expiresOn: request.expiresOn,
};

/** Public liability insurance certificates: verification requests of kind `insurance` (decision 135). */
export function createInsuranceRepo(db: Executor) {
  async function noticesOf(ids: number[], tx: Executor): Promise<InsuranceNotice[]> {
    if (ids.length === 0) return [];
    const rows = await tx
      .select(noticeColumns)
      .from(request)
      .innerJoin(user, eq(user.id, request.userId))
      .where(inArray(request.id, ids))
      .orderBy(asc(request.id));
    return rows.flatMap(({ cover, expiresOn, ...row }) => (cover !== null && expiresOn !== null ? [{ ...row, cover, expiresOn }] : []));
  }

  return {
    /** The trader's newest certificate other than one a newer one superseded before review. */
    async latest(userId: number, tx: Executor = db): Promise<InsuranceRow | undefined> {
      const [row] = await tx
        .select()
        .from(request)
        .where(and(eq(request.userId, userId), isInsurance, ne(request.status, 'superseded')))
        .orderBy(desc(request.createdAt), desc(request.id))
        .limit(1);
      return row;
    },

    /** Retires the trader's certificate still waiting for review: only the newest is reviewed. */
    async supersedePending(userId: number, tx: Executor): Promise<void> {
      await tx
        .update(request)
        .set({ status: 'superseded' })
        .where(and(eq(request.userId, userId), isInsurance, eq(request.status, 'pending')));
    },

    async insertPending(userId: number, details: InsuranceDetails, document: DocumentStored, tx: Executor): Promise<InsuranceRow> {
      const [created] = await tx
        .insert(request)
        .values({ userId, kind: 'insurance', status: 'pending', ...details, ...document })
        .returning();
      if (!created) throw new Error('insurance request insert returned nothing');
      return created;
    },

    /** Once a certificate is approved, the trader's older approved one is replaced (it stood until now). */
    async replaceOlderApproved(userId: number, approvedId: number, tx: Executor): Promise<void> {
      await tx
        .update(request)
        .set({ status: 'replaced' })
        .where(and(eq(request.userId, userId), isInsurance, eq(request.status, 'approved'), ne(request.id, approvedId)));
    },

    /**
     * Claims up to `limit` certificates whose `days` reminder is due on `today` (London) and not yet written, by
     * stamping it in one UPDATE … RETURNING: SKIP LOCKED keeps two sweeps apart, and the repeated `is null` makes
     * a sweep that waited find the row taken. The 7-day reminder also stamps the 30-day one: a certificate saved
     * with a week left gets one reminder, not two. Run it in the transaction that writes the e-mails.
     */
    async claimReminders(days: ReminderDays, today: string, now: Date, limit: number, tx: Executor): Promise<InsuranceNotice[]> {
      const column = days === 30 ? request.reminded30At : request.reminded7At;
      const notYet = and(isInsurance, standing, isNull(column));
      const due = tx
        .select({ id: request.id })
        .from(request)
        .where(
          and(
            notYet,
            sql`${request.expiresOn} >= ${today}::date`,
            lte(request.expiresOn, sql`${today}::date + ${days}::int`),
            // the 30-day reminder is moot once the 7-day one is due
            days === 30 ? sql`${request.expiresOn} > ${today}::date + 7` : sql`true`,
            newestStanding,
          ),
        )
        .orderBy(asc(request.expiresOn), asc(request.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      const stamp =
        days === 30 ? { reminded30At: now } : { reminded7At: now, reminded30At: sql`coalesce(${request.reminded30At}, ${now})` };
      const claimed = await tx
        .update(request)
        .set(stamp)
        .where(and(inArray(request.id, due), notYet))
        .returning({ id: request.id });
      return noticesOf(
        claimed.map((row) => row.id),
        tx,
      );
    },

    /**
     * Claims up to `limit` certificates whose last day is before `today` and sets them `expired`: the badge goes at
     * once. Returns the ones that were approved, whose traders are told; a lapsed one still waiting for review is
     * expired too (staff cannot approve a lapsed policy), without an e-mail: it never showed.
     */
    async claimExpired(today: string, limit: number, tx: Executor): Promise<{ claimed: number; notices: InsuranceNotice[] }> {
      const lapsed = and(isInsurance, standing, lt(request.expiresOn, today));
      // locked until the transaction ends, so the status read here is the one the update changes
      const due = await tx
        .select({ id: request.id, status: request.status })
        .from(request)
        .where(lapsed)
        .orderBy(asc(request.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return { claimed: 0, notices: [] };
      await tx
        .update(request)
        .set({ status: 'expired' })
        .where(
          inArray(
            request.id,
            due.map((row) => row.id),
          ),
        );
      const told = due.filter((row) => row.status === 'approved').map((row) => row.id);
      return { claimed: due.length, notices: await noticesOf(told, tx) };
    },
  };
}

export interface DocumentStored {
  documentKey: string;
  documentType: string;
  documentBytes: number;
}
