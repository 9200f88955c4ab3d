import { asc, desc, eq, inArray, or } from 'drizzle-orm';
import { countedSteps, stepBit } from '#common/experiment';
import type { Executor } from '../db/client';
import {
  experimentVisit,
  address,
  company,
  lead,
  membershipPlan,
  paymentMethod,
  photo,
  quoteRequest,
  reviewDecision,
  session,
  subscription,
  supportTicket,
  trackingEvent,
  trade,
  tradeAreaBase,
  user,
  userPopup,
  userTrade,
  verificationRequest,
} from '../db/schema/index';
import { ownOrProvenByEmail, sessionPublicIdsOf } from './account-closing-repo';
import { createAccountExportChecksRepo } from './account-export-checks-repo';

/** The steps whose bits are set in a step mask, in the counted order. */
const stepsIn = (mask: number) => countedSteps.filter((step) => (mask & stepBit(step)) !== 0);

/**
 * What "Download my data" reads (decision 088): one query per section, each naming the columns it
 * exports, so no hash, token, code or card detail beyond brand and last 4 can slip in with a new column.
 */
export function createAccountExportRepo(db: Executor) {
  return {
    ...createAccountExportChecksRepo(db),
    async account(userId: number) {
      const [row] = await db
        .select({
          id: user.id,
          email: user.email,
          first_name: user.firstName,
          last_name: user.lastName,
          phone_number: user.phoneNumber,
          phone_verified_at: user.phoneVerifiedAt,
          email_verified_at: user.emailVerifiedAt,
          postcode: user.postcode,
          picture_key: user.picture,
          membership_status: user.membershipStatus,
          trial_ends_at: user.trialEndsAt,
          credit_cash: user.creditCash,
          credit_discounts: user.creditDiscounts,
          outstanding: user.outstanding,
          custom_radius: user.customRadius,
          gas_number: user.gasNumber,
          gas_status: user.gasStatus,
          electric_status: user.electricStatus,
          source: user.source,
          created_at: user.createdAt,
          updated_at: user.updatedAt,
        })
        .from(user)
        .where(eq(user.id, userId));
      return row;
    },
    trades(userId: number) {
      return db
        .select({ trade_id: trade.id, name: trade.name, position: userTrade.position })
        .from(userTrade)
        .innerJoin(trade, eq(trade.id, userTrade.tradeId))
        .where(eq(userTrade.userId, userId))
        .orderBy(asc(userTrade.position));
    },
    /** The bases the trader saved per trade (decision 087); a trade with none has the default area, which is not stored. */
    areas(userId: number) {
      return db
        .select({
          trade_id: tradeAreaBase.tradeId,
          trade: trade.name,
          position: tradeAreaBase.position,
          postcode: tradeAreaBase.postcode,
          radius_miles: tradeAreaBase.radiusMiles,
        })
        .from(tradeAreaBase)
        .innerJoin(trade, eq(trade.id, tradeAreaBase.tradeId))
        .where(eq(tradeAreaBase.userId, userId))
        .orderBy(asc(tradeAreaBase.tradeId), asc(tradeAreaBase.position));
    },
    addresses(userId: number) {
      return db
        .select({
          kind: address.kind,
          name: address.name,
          line_1: address.line1,
          line_2: address.line2,
          postal_town: address.postalTown,
          county: address.county,
          postcode: address.postcode,
          country: address.country,
          home_is_same: address.homeIsSame,
          updated_at: address.updatedAt,
        })
        .from(address)
        .where(eq(address.userId, userId))
        .orderBy(asc(address.kind));
    },
    async company(userId: number) {
      const [row] = await db
        .select({
          name: company.name,
          description: company.description,
          business_type: company.businessType,
          employees: company.employees,
          company_number: company.companyNumber,
          website: company.website,
          active_since: company.activeSince,
          profile_url: company.url,
          published_at: company.publishedAt,
          updated_at: company.updatedAt,
        })
        .from(company)
        .where(eq(company.userId, userId));
      return row ?? null;
    },
    photos(userId: number) {
      return db
        .select({
          storage_key: photo.storageKey,
          thumbnail_key: photo.thumbnailKey,
          width: photo.width,
          height: photo.height,
          created_at: photo.createdAt,
        })
        .from(photo)
        .where(eq(photo.userId, userId))
        .orderBy(asc(photo.createdAt), asc(photo.id));
    },
    plans(userId: number) {
      return db
        .select({
          plan: membershipPlan.name,
          status: subscription.status,
          trial_ends_at: subscription.trialEndsAt,
          terms_accepted_at: subscription.termsAcceptedAt,
          started_at: subscription.createdAt,
          cancelled_at: subscription.cancelledAt,
          scheduled_change_at: subscription.scheduledAt,
          scheduled_pay_as_you_go: subscription.scheduledPayg,
        })
        .from(subscription)
        .innerJoin(membershipPlan, eq(membershipPlan.id, subscription.planId))
        .where(eq(subscription.userId, userId))
        .orderBy(asc(subscription.createdAt), asc(subscription.id));
    },
    cards(userId: number) {
      return db
        .select({ brand: paymentMethod.brand, last4: paymentMethod.last4 })
        .from(paymentMethod)
        .where(eq(paymentMethod.userId, userId))
        .orderBy(asc(paymentMethod.createdAt), asc(paymentMethod.id));
    },
    verificationRequests(userId: number) {
      return db
        .select({
          id: verificationRequest.id,
          kind: verificationRequest.kind,
          gas_number: verificationRequest.gasNumber,
          insurer: verificationRequest.insurer,
          policy_number: verificationRequest.policyNumber,
          cover: verificationRequest.cover,
          expires_on: verificationRequest.expiresOn,
          document_type: verificationRequest.documentType,
          status: verificationRequest.status,
          reason: verificationRequest.reason,
          decided_at: verificationRequest.decidedAt,
          submitted_at: verificationRequest.createdAt,
        })
        .from(verificationRequest)
        .where(eq(verificationRequest.userId, userId))
        .orderBy(asc(verificationRequest.createdAt), asc(verificationRequest.id));
    },
    reviewDecisions(userId: number) {
      return db
        .select({
          request_id: reviewDecision.requestId,
          kind: reviewDecision.kind,
          decision: reviewDecision.decision,
          reason: reviewDecision.reason,
          decided_at: reviewDecision.createdAt,
        })
        .from(reviewDecision)
        .where(eq(reviewDecision.userId, userId))
        .orderBy(asc(reviewDecision.createdAt), asc(reviewDecision.id));
    },
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
