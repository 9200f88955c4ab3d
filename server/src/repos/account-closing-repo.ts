import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import {
  accountCloseCheck,
  closedAccount,
  address,
  cardSetup,
  company,
  companyCheck,
  customerReview,
  reviewInvitation,
  lead,
  localSetupIntent,
  signInLink,
  messageDelivery,
  outboxMessage,
  paymentMethod,
  phoneVerification,
  photo,
  quoteRequest,
  registerAttempt,
  session,
  smsSignIn,
  supportTicket,
  trackingEvent,
  user,
  userCategory,
  tradeAreaBase,
  tradeAreaCover,
  userPopup,
  userTrade,
  verificationRequest,
  identityCheck,
  localIdentitySession,
} from '../db/schema/index';

export interface KeptRecord {
  what: string;
  reason: string;
}

/** What closing must clear outside the database, read before the rows go. */
export interface OutsideData {
  storageKeys: string[];
  cards: { provider: 'local' | 'stripe'; providerMethodId: string }[];
}

/**
 * Rows of a table with `user_id` and `email` that are the account's (decision 103): linked by its id,
 * plus a visitor's rows (linked to no account) with its address, only once the account proved the address.
 * An address typed by whoever made an account is no claim on what others sent with it.
 */
export function ownOrProvenByEmail(
  table: { userId: typeof lead.userId | typeof supportTicket.userId; email: typeof lead.email | typeof supportTicket.email },
  userId: number,
  email: string,
  emailVerified: boolean,
) {
  const own = eq(table.userId, userId);
  return emailVerified ? or(own, and(isNull(table.userId), eq(table.email, email))) : own;
}

/** The tracking session ids of the user's sessions (the session's public id). */
export function sessionPublicIdsOf(userId: number) {
  return sql`(select ${session.data} ->> 'publicId' from ${session} where ${session.userId} = ${userId})`;
}

/**
 * Erasing a closed account (decision 088): every write of the closing transaction, table by table.
 * The user row stays, anonymised, so the subscription records and the staff audit keep their id.
 */
export function createAccountClosingRepo(db: Executor) {
  return {
    async outsideData(userId: number, tx: Executor = db): Promise<OutsideData> {
      const [owner] = await tx.select({ picture: user.picture, thumb: user.pictureThumbnail }).from(user).where(eq(user.id, userId));
      const photos = await tx.select({ a: photo.storageKey, b: photo.thumbnailKey }).from(photo).where(eq(photo.userId, userId));
      const documents = await tx
        .select({ key: verificationRequest.documentKey })
        .from(verificationRequest)
        .where(and(eq(verificationRequest.userId, userId), isNotNull(verificationRequest.documentKey)));
      const cards = await tx
        .select({ provider: paymentMethod.provider, providerMethodId: paymentMethod.providerMethodId })
        .from(paymentMethod)
        .where(eq(paymentMethod.userId, userId));
      const keys = [owner?.picture, owner?.thumb, ...photos.flatMap((row) => [row.a, row.b]), ...documents.map((row) => row.key)];
      return { storageKeys: keys.filter((key): key is string => !!key), cards };
    },
    /** Rows that only describe the trader, their business or their visits. */
    async deleteOwnRows(userId: number, tx: Executor): Promise<void> {
      // service areas: the bases, and the areas in force the database keeps from them (decision 087)
      // reviews before the invitations they came through; their moderation rows go with them
      for (const table of [
        customerReview,
        reviewInvitation,
        tradeAreaBase,
        tradeAreaCover,
        userTrade,
        userCategory,
        userPopup,
        address,
        company,
        companyCheck,
        photo,
        paymentMethod,
        cardSetup,
        // the ID check's name and date (decision 137); the provider's session of it too, where the stand-in keeps it
        identityCheck,
        localIdentitySession,
      ]) {
        await tx.delete(table).where(eq(table.userId, userId));
      }
      for (const table of [phoneVerification, signInLink, registerAttempt, accountCloseCheck, localSetupIntent]) {
        await tx.delete(table).where(eq(table.userId, userId));
      }
      await tx.delete(quoteRequest).where(eq(quoteRequest.traderId, userId));
      await tx
        .delete(trackingEvent)
        .where(or(eq(trackingEvent.userId, userId), inArray(trackingEvent.sessionId, sessionPublicIdsOf(userId))));
    },
    /**
     * Rows found by the e-mail address or phone number rather than the account. A visitor's sign-up answers
     * with the address go only when the account proved it; a visitor's ticket never goes with someone's
     * closure: staff see it until they close it (decision 103). The account's own tickets go (088).
     */
    async deleteContactRows(
      userId: number,
      contacts: { email: string; emailVerified: boolean; phone: string | null },
      tx: Executor,
    ): Promise<void> {
      const recipients = contacts.phone ? [contacts.email, contacts.phone] : [contacts.email];
      await tx.delete(lead).where(ownOrProvenByEmail(lead, userId, contacts.email, contacts.emailVerified));
      await tx.delete(supportTicket).where(eq(supportTicket.userId, userId));
      await tx.delete(outboxMessage).where(inArray(outboxMessage.recipient, recipients));
      await tx.delete(messageDelivery).where(inArray(messageDelivery.recipient, recipients));
      if (contacts.phone) await tx.delete(smsSignIn).where(eq(smsSignIn.phoneNumber, contacts.phone));
    },
    /**
     * Verification requests stay for the staff audit log's decisions, without the number, the policy's details, the
     * document or a pending place in the queue: with no end date an insurance row is never reminded nor expired.
     */
    async clearVerification(userId: number, tx: Executor): Promise<void> {
      await tx
        .update(verificationRequest)
        .set({
          gasNumber: null,
          insurer: null,
          policyNumber: null,
          cover: null,
          expiresOn: null,
          documentKey: null,
          documentType: null,
          documentBytes: null,
          status: sql`case when ${verificationRequest.status} = 'pending' then 'superseded' else ${verificationRequest.status} end`,
        })
        .where(eq(verificationRequest.userId, userId));
    },
    /** Sessions lose what tells of the device before they are signed out. */
    async scrubSessions(userId: number, tx: Executor): Promise<void> {
      await tx.update(session).set({ ip: null, userAgent: null }).where(eq(session.userId, userId));
    },
    /** Frees the e-mail and phone (both unique) and clears every personal field; no password or token works any more. */
    async anonymiseUser(userId: number, tx: Executor): Promise<void> {
      await tx
        .update(user)
        .set({
          email: `closed-${userId}@closed.invalid`,
          passwordHash: 'closed',
          firstName: '',
          lastName: '',
          phoneNumber: null,
          phoneSharedLegacy: false,
          phoneVerifiedAt: null,
          emailVerifiedAt: null,
          postcode: null,
          picture: null,
          pictureThumbnail: null,
          customRadius: null,
          pausedUntil: null,
          // the membership was cancelled with the account
          membershipStatus: 'PICK_SUB',
          membershipPlanId: null,
          trialEndsAt: null,
          gasNumber: null,
          gasStatus: 'none',
          electricStatus: 'none',
          apiTokenHash: null,
          source: null,
          updatedAt: sql`now()`,
        })
        .where(eq(user.id, userId));
    },
    /** Null when the account was already closed (a second close racing the first). */
    async recordClosure(userId: number, kept: KeptRecord[], tx: Executor): Promise<{ closedAt: Date } | null> {
      const [row] = await tx
        .insert(closedAccount)
        .values({ userId, kept })
        .onConflictDoNothing({ target: closedAccount.userId })
        .returning({ closedAt: closedAccount.closedAt });
      return row ?? null;
    },
  };
}
