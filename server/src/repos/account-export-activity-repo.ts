import { asc, desc, eq, inArray, or } from 'drizzle-orm';
import { countedSteps, stepBit } from '#common/experiment';
import type { Executor } from '../db/client';
import { experimentVisit, lead, quoteRequest, session, supportTicket, trackingEvent, userPopup } from '../db/schema/index';
import { ownOrProvenByEmail, sessionPublicIdsOf } from './account-closing-repo';

/** The steps whose bits are set in a step mask, in the counted order. */
const stepsIn = (mask: number) => countedSteps.filter((step) => (mask & stepBit(step)) !== 0);

/**
 * The activity sections of "Download my data" (decision 088): sign-ins, tracked events, what the trader typed as a
 * visitor, quote requests and tickets, the experiment's visit and the popups seen.
 */
export function createAccountExportActivityRepo(db: Executor) {
  return {
    /** Sessions without their id (the cookie's hash) or CSRF token. */
    signIns(userId: number) {
      return db
        .select({ created_at: session.createdAt, last_seen_at: session.lastSeenAt, user_agent: session.userAgent, ip: session.ip })
        .from(session)
        .where(eq(session.userId, userId))
        .orderBy(desc(session.lastSeenAt));
    },
    trackedEvents(userId: number) {
      return db
        .select({ page: trackingEvent.page, event: trackingEvent.event, data: trackingEvent.data, at: trackingEvent.createdAt })
        .from(trackingEvent)
        .where(or(eq(trackingEvent.userId, userId), inArray(trackingEvent.sessionId, sessionPublicIdsOf(userId))))
        .orderBy(asc(trackingEvent.createdAt), asc(trackingEvent.id));
    },
    /** Linked by id, and a visitor's answers with the address only once the account proved it (decision 103). */
    leadAnswers(userId: number, email: string, emailVerified: boolean) {
      return db
        .select({
          email: lead.email,
          phone_number: lead.phoneNumber,
          postcode: lead.postcode,
          trade_ids: lead.trades,
          created_at: lead.createdAt,
        })
        .from(lead)
        .where(ownOrProvenByEmail(lead, userId, email, emailVerified))
        .orderBy(asc(lead.createdAt), asc(lead.id));
    },
    quoteRequests(userId: number) {
      return db
        .select({
          name: quoteRequest.name,
          email: quoteRequest.email,
          phone: quoteRequest.phone,
          postcode: quoteRequest.postcode,
          description: quoteRequest.description,
          created_at: quoteRequest.createdAt,
        })
        .from(quoteRequest)
        .where(eq(quoteRequest.traderId, userId))
        .orderBy(asc(quoteRequest.createdAt), asc(quoteRequest.id));
    },
    /** Linked by id, and a visitor's tickets from the address only once the account proved it (decision 103). */
    supportTickets(userId: number, email: string, emailVerified: boolean) {
      return db
        .select({
          reference: supportTicket.reference,
          email: supportTicket.email,
          subject: supportTicket.subject,
          message: supportTicket.message,
          status: supportTicket.status,
          created_at: supportTicket.createdAt,
          closed_at: supportTicket.closedAt,
        })
        .from(supportTicket)
        .where(ownOrProvenByEmail(supportTicket, userId, email, emailVerified))
        .orderBy(asc(supportTicket.createdAt), asc(supportTicket.id));
    },
    async experiment(userId: number) {
      const [row] = await db
        .select({
          scheme: experimentVisit.scheme,
          forced: experimentVisit.forced,
          assigned_at: experimentVisit.assignedAt,
          registered_at: experimentVisit.registeredAt,
          returned_at: experimentVisit.returnedAt,
          reached: experimentVisit.reachedSteps,
          saved: experimentVisit.savedSteps,
          skipped: experimentVisit.skippedSteps,
        })
        .from(experimentVisit)
        .where(eq(experimentVisit.userId, userId));
      if (!row) return null;
      const { reached, saved, skipped, ...rest } = row;
      return { ...rest, steps_reached: stepsIn(reached), steps_saved: stepsIn(saved), steps_skipped: stepsIn(skipped) };
    },
    popupsSeen(userId: number) {
      return db.select({ popup: userPopup.popup, shown_at: userPopup.shownAt }).from(userPopup).where(eq(userPopup.userId, userId));
    },
  };
}
