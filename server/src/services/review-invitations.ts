import type { FastifyInstance } from 'fastify';
import { invitationEntry, reviewMessages as m, type sendInvitations } from '#common/contract/calls/reviews';
import {
  INVITATIONS_BEFORE_FIRST_REVIEW,
  INVITATIONS_PER_DAY,
  INVITATION_VALID_DAYS,
  REINVITE_AFTER_DAYS,
} from '#common/contract/review-texts';
import type { CallOutput } from '#common/contract/define-call';
import type { Executor } from '../db/client';
import { appUrl } from '../env';
import { FieldErrorList } from '../lib/http-errors';
import { randomToken } from '../lib/tokens';
import { reviewInvitationEmail } from '../messages/review-emails';
import { createReviewInvitationRepo } from '../repos/review-invitation-repo';
import type { UserRow } from '../repos/user-repo';
import { createUserRepo } from '../repos/user-repo';
import { reviewPath, reviewTokenHash } from './review-links';

const DAY_MS = 24 * 60 * 60 * 1000;

interface Invitee {
  name: string;
  email: string;
}

const entryField = (index: number, field: string) => `invitations.${index}.${field}`;

/** The entries as the server reads them, each problem under its own `invitations.N.<field>`. */
function readEntries(entries: readonly unknown[], problems: FieldErrorList): Invitee[] {
  const seen = new Set<string>();
  return entries.flatMap((entry, index) => {
    const parsed = invitationEntry.safeParse(entry);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.add(entryField(index, String(issue.path[0] ?? 'email_address')), issue.message);
      return [];
    }
    const { name, email_address: email } = parsed.data;
    if (seen.has(email)) problems.add(entryField(index, 'email_address'), m.sameAddressTwice);
    seen.add(email);
    return [{ name, email }];
  });
}

/** The digits of a UK number with a leading 0, as people write it in an address ("07700900123@…"). */
const phoneDigits = (phone: string | null) => (phone ? phone.replace(/^\+44/, '0').replace(/\D/g, '') : null);

function isOwnAddress(trader: UserRow, email: string): boolean {
  const digits = phoneDigits(trader.phoneNumber);
  return (
    email === trader.email.toLowerCase() || (digits !== null && digits.length >= 10 && email.replace(/\D/g, '').includes(digits.slice(1)))
  );
}

/**
 * The refusals that depend on what the trader did before, read under the trader's row lock so that parallel
 * requests count each other (decision 139): their own address, one invited in the last 90 days, 20 a day,
 * 100 in all before the first published review.
 */
async function refusalsOf(tx: Executor, trader: UserRow, invitees: readonly Invitee[], problems: FieldErrorList, now: Date) {
  const invitations = createReviewInvitationRepo(tx);
  await invitations.lockTrader(trader.id);
  const recent = await invitations.invitedSince(
    trader.id,
    invitees.map((invitee) => invitee.email),
    new Date(now.getTime() - REINVITE_AFTER_DAYS * DAY_MS),
  );
  let today = await invitations.countSince(trader.id, new Date(now.getTime() - DAY_MS));
  let total = (await invitations.hasPublishedReview(trader.id)) ? null : await invitations.countSince(trader.id, null);
  invitees.forEach((invitee, index) => {
    const field = entryField(index, 'email_address');
    if (isOwnAddress(trader, invitee.email)) problems.add(field, m.ownAddress);
    else if (recent.has(invitee.email)) problems.add(field, m.invitedRecently);
    else if (today >= INVITATIONS_PER_DAY) problems.add(field, m.dayLimit);
    else if (total !== null && total >= INVITATIONS_BEFORE_FIRST_REVIEW) problems.add(field, m.totalLimit);
    today += 1;
    if (total !== null) total += 1;
  });
}

type SendReply = CallOutput<typeof sendInvitations>;

/**
 * Invites past customers to review the trader: all of the list or, when any entry is refused, none of it (a 422
 * naming each refused entry), so a trader who fixes the list sends it again without sending anyone twice.
 */
export async function sendReviewInvitations(
  app: FastifyInstance,
  userId: number,
  entries: readonly unknown[],
  now = new Date(),
): Promise<SendReply> {
  const problems = new FieldErrorList();
  const invitees = readEntries(entries, problems);
  problems.throwIfAny();
  const trader = await createUserRepo(app.db).findById(userId);
  const business = await createReviewInvitationRepo(app.db).businessName(userId);
  if (!trader) throw new Error('a signed-in trader has no account row');
  const traderName = `${trader.firstName} ${trader.lastName}`.trim();
  return app.db.transaction(async (tx) => {
    await refusalsOf(tx, trader, invitees, problems, now);
    problems.throwIfAny();
    const sent = [];
    for (const [index, invitee] of invitees.entries()) {
      const token = randomToken();
      const row = await createReviewInvitationRepo(tx).insert({
        userId,
        name: invitee.name,
        email: invitee.email,
        tokenHash: reviewTokenHash(token),
        expiresAt: new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS),
        createdAt: now,
      });
      const email = reviewInvitationEmail({
        to: invitee.email,
        customerName: invitee.name,
        traderName,
        businessName: business ?? traderName,
        reviewUrl: `${appUrl(app.env)}${reviewPath(token)}`,
      });
      // an address past its e-mail cap refuses the whole list, under its own entry (decision 103)
      await app.outbox.enqueue(email, tx, { accountId: null, pastCap: { refuse: entryField(index, 'email_address') } });
      sent.push({ id: row.id, name: row.name, email_address: row.email, status: 'sent' as const });
    }
    return { sent: sent.length, invitations: sent };
  });
}
