import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import {
  address,
  company,
  membershipPlan,
  paymentMethod,
  photo,
  subscription,
  trade,
  tradeAreaBase,
  user,
  userTrade,
} from '../db/schema/index';
import { createAccountExportActivityRepo } from './account-export-activity-repo';
import { createAccountExportChecksRepo } from './account-export-checks-repo';

/**
 * What "Download my data" reads (decision 088): one query per section, each naming the columns it
 * exports, so no hash, token, code or card detail beyond brand and last 4 can slip in with a new column.
 * Here the profile and the membership; the checks and the trader's activity have files of their own.
 */
export function createAccountExportRepo(db: Executor) {
  return {
    ...createAccountExportChecksRepo(db),
    ...createAccountExportActivityRepo(db),
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
  };
}
