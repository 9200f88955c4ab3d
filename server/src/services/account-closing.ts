import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { keptOnClosing } from '#common/contract/account-data-texts';
import { sitePages } from '#common/routes';
import { appKey, appUrl } from '../env';
import { accountClosedEmail } from '../messages/account-closed-email';
import { HttpError } from '../lib/http-errors';
import { createAccountClosingRepo, type KeptRecord, type OutsideData } from '../repos/account-closing-repo';
import { createSubscriptionRepo } from '../repos/subscription-repo';
import { createUserRepo } from '../repos/user-repo';
import { requireCloseProof } from './account-close-check';
import { createTrialOnce } from './trial-once';

/** What stays of every closed account, and why: written into its audit entry (decision 088). */
export const KEPT_ON_CLOSING: KeptRecord[] = [keptOnClosing.membership, keptOnClosing.reviews];

/** What the page after closing shows: whether the free month's hashes were kept, whether the confirmation is on its way. */
export interface ClosedAccount {
  keptFreeMonth: boolean;
  emailed: boolean;
}

/**
 * Closes an account at once (decision 088): within minutes of a fresh sign-in check in this session,
 * one transaction takes the profile and directory entry down, cancels the membership, ends every session and
 * erases or anonymises the personal data; after it, the cards are detached at the provider and the stored
 * pictures and documents deleted. Every kept public page is let go by the write itself (decision 084).
 * The same transaction writes the confirmation e-mail to the address the account had, once the
 * rows found by that address are gone, so only the confirmation is left in the outbox for it.
 */
export async function closeAccount(
  app: FastifyInstance,
  userId: number,
  sessionId: string,
  log: FastifyBaseLogger,
): Promise<ClosedAccount> {
  const erasure = createAccountClosingRepo(app.db);
  const { outside, closure } = await app.db.transaction(async (tx): Promise<{ outside: OutsideData; closure: ClosedAccount }> => {
    const user = await createUserRepo(tx).lockById(userId, tx);
    if (!user) throw new HttpError(401, 'unauthenticated', 'Please sign in.');
    await requireCloseProof(tx, userId, sessionId);
    const found = await erasure.outsideData(userId, tx);
    // before the contacts are erased: the free month stays used for its verified phone and e-mail (decision 106)
    const hadFreeMonth = await createTrialOnce(tx, appKey(app.env)).rememberIfUsed(userId, user, tx);
    await createSubscriptionRepo(tx).cancelLive(userId, tx);
    await erasure.deleteOwnRows(userId, tx);
    const emailVerified = user.emailVerifiedAt !== null;
    await erasure.deleteContactRows(userId, { email: user.email, emailVerified, phone: user.phoneNumber }, tx);
    const kept = hadFreeMonth ? [...KEPT_ON_CLOSING, keptOnClosing.freeMonth] : KEPT_ON_CLOSING;
    const confirmation = accountClosedEmail({
      to: user.email,
      firstName: user.firstName,
      kept,
      contactUrl: `${appUrl(app.env)}${sitePages.contactUs}`,
    });
    // a notice through the e-mail gate: past a cap (or for an address given back: decision 113) it is not sent
    const emailed = (await app.outbox.enqueue(confirmation, tx, { accountId: userId, pastCap: 'drop' })) !== null;
    await erasure.clearVerification(userId, tx);
    await erasure.scrubSessions(userId, tx);
    await app.sessions.endAllOf(userId, undefined, tx);
    await erasure.anonymiseUser(userId, tx);
    await app.experiment.forgetVisitor(userId, tx);
    if (!(await erasure.recordClosure(userId, kept, tx))) throw new HttpError(401, 'unauthenticated', 'Please sign in.');
    return { outside: found, closure: { keptFreeMonth: hadFreeMonth, emailed } };
  });
  await clearOutside(app, outside, log);
  return closure;
}

/** The card provider and the file storage, after the commit: a failure leaves only an orphan there, logged for staff. */
async function clearOutside(app: FastifyInstance, outside: OutsideData, log: FastifyBaseLogger): Promise<void> {
  for (const card of outside.cards) {
    if (card.provider !== app.cards.kind) {
      log.error({ provider: card.provider }, 'a closed account had a card at another provider: detach it there by hand');
      continue;
    }
    await app.cards.detachPaymentMethod(card.providerMethodId).catch((error: unknown) => {
      log.error({ err: error }, 'the card provider could not detach a closed account’s card');
    });
  }
  for (const key of outside.storageKeys) {
    await app.storage.delete(key).catch((error: unknown) => {
      log.error({ err: error, key }, 'a closed account’s stored file could not be deleted');
    });
  }
}
