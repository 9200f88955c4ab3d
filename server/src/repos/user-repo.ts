import { and, asc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { londonToday } from '#common/calendar-date';
import type { UserView } from '#common/contract/user';
import type { Executor } from '../db/client';
import { mediaUrl } from '../lib/media-url';
import { paymentBefore } from '../lib/plan-change-date';
import { company, membershipPlan, paymentMethod, photo, trade, user, userPopup, userTrade, verificationRequest } from '../db/schema/index';
import { hasElectricTrade, hasGasTrade } from '../lib/restricted-trades';
import { goingLiveColumns, missingItems } from './going-live-rule';

export type UserRow = typeof user.$inferSelect;
/** A verified number belongs to one account (decision 101); a violation means another account verified it first. */
export const PHONE_UNIQUE_INDEX = 'user_phone_verified_unique';

export function createUserRepo(db: Executor) {
  return {
    /** The account holding `email`: an address its reader gave back is held by none (decision 113). */
    async findByEmail(email: string, tx: Executor = db): Promise<UserRow | undefined> {
      const [row] = await tx
        .select()
        .from(user)
        .where(and(eq(user.email, email.toLowerCase()), isNull(user.emailReleasedAt)));
      return row;
    },
    /**
     * The reader of the address says they did not start this account (decision 113): it stops holding the
     * address, unless it confirmed the address meanwhile. Resolves to the address it gave back, or null.
     */
    async releaseEmail(id: number, tx: Executor = db): Promise<string | null> {
      const [row] = await tx
        .update(user)
        .set({ emailReleasedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(user.id, id), isNull(user.emailVerifiedAt), isNull(user.emailReleasedAt)))
        .returning({ email: user.email });
      return row?.email ?? null;
    },
    async findById(id: number, tx: Executor = db): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(user).where(eq(user.id, id));
      return row;
    },
    /**
     * The accounts that proved `phoneNumber` (decision 101): one, or a few legacy accounts that already shared it
     * (decision 055). A number typed but not verified is a claim and belongs to nobody.
     */
    async findVerifiedByPhone(phoneNumber: string, tx: Executor = db): Promise<UserRow[]> {
      return tx
        .select()
        .from(user)
        .where(and(eq(user.phoneNumber, phoneNumber), isNotNull(user.phoneVerifiedAt)))
        .orderBy(asc(user.id));
    },
    /**
     * Releases every other account's unverified claim to `phoneNumber`, now that `ownerId` verified it: their number on
     * file is cleared and kept as released, so their verify-phone step asks for their own (decision 101).
     */
    async releaseClaimsTo(phoneNumber: string, ownerId: number, tx: Executor = db): Promise<number[]> {
      const rows = await tx
        .update(user)
        .set({ phoneNumber: null, phoneReleasedNumber: phoneNumber, phoneSharedLegacy: false, updatedAt: new Date() })
        .where(and(eq(user.phoneNumber, phoneNumber), ne(user.id, ownerId), isNull(user.phoneVerifiedAt)))
        .returning({ id: user.id });
      return rows.map((row) => row.id);
    },
    /** Whether the reader of this account's address gave it back (nothing is e-mailed to it then). */
    async emailReleased(id: number, tx: Executor = db): Promise<boolean> {
      const [row] = await tx.select({ releasedAt: user.emailReleasedAt }).from(user).where(eq(user.id, id));
      return row?.releasedAt != null;
    },
    async markEmailVerified(id: number, tx: Executor = db): Promise<void> {
      await tx
        .update(user)
        .set({ emailVerifiedAt: sql`coalesce(${user.emailVerifiedAt}, now())`, updatedAt: new Date() })
        .where(and(eq(user.id, id), isNull(user.emailReleasedAt)));
    },
    async setPasswordHash(id: number, passwordHash: string, tx: Executor = db): Promise<void> {
      await tx.update(user).set({ passwordHash, updatedAt: new Date() }).where(eq(user.id, id));
    },
    /** Signs the native app out: its bearer token stops working. */
    async clearApiToken(id: number, tx: Executor = db): Promise<void> {
      await tx.update(user).set({ apiTokenHash: null }).where(eq(user.id, id));
    },
    /** The work postcode (`location.postcode`): the jobs estimate and the directory read it. */
    async setPostcode(id: number, postcode: string, tx: Executor = db): Promise<void> {
      await tx.update(user).set({ postcode, updatedAt: new Date() }).where(eq(user.id, id));
    },
    /** Reads the user and locks the row until `tx` ends: one phone change or code send at a time. */
    async lockById(id: number, tx: Executor): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(user).where(eq(user.id, id)).for('update');
      return row;
    },
    /**
     * A new number is not verified yet (the change then sends a new code), so it fails no index: only its verification
     * can (see PHONE_UNIQUE_INDEX). A legacy shared account that moves to a new number loses its flag (decision 055).
     */
    async setPhone(id: number, phoneNumber: string, tx: Executor = db): Promise<void> {
      await tx
        .update(user)
        .set({
          phoneNumber,
          phoneVerifiedAt: null,
          phoneReleasedNumber: null,
          phoneSharedLegacy: sql`${user.phoneSharedLegacy} and ${user.phoneNumber} is not distinct from ${phoneNumber}`,
          updatedAt: new Date(),
        })
        .where(eq(user.id, id));
    },
    /**
     * Verifies the number only if it is still the one on file; false when it changed (or was released) meanwhile. Fails
     * the PHONE_UNIQUE_INDEX when another account verified the number first.
     */
    async markPhoneVerified(id: number, phoneNumber: string, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(user)
        .set({ phoneVerifiedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(user.id, id), eq(user.phoneNumber, phoneNumber)))
        .returning({ id: user.id });
      return rows.length === 1;
    },
    /** A Gas Safe number waiting for review: the view then shows `gas_checking` and the number. */
    async setGasProvided(id: number, gasNumber: string, tx: Executor = db): Promise<void> {
      await tx.update(user).set({ gasNumber, gasStatus: 'provided', updatedAt: new Date() }).where(eq(user.id, id));
    },
    /** An electrician's certificate waiting for review: the view then shows `electric_document`. */
    async setElectricProvided(id: number, tx: Executor = db): Promise<void> {
      await tx.update(user).set({ electricStatus: 'provided', updatedAt: new Date() }).where(eq(user.id, id));
    },
    /** A staff decision: verified, or back to none so the trader can resubmit (the gas number is kept). */
    async setReviewOutcome(id: number, kind: 'gas' | 'electric', status: 'verified' | 'none', tx: Executor = db): Promise<void> {
      const change = kind === 'gas' ? { gasStatus: status } : { electricStatus: status };
      await tx
        .update(user)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(user.id, id));
    },
    async findView(userId: number, tx: Executor = db): Promise<UserView | null> {
      const [row] = await tx
        .select({
          user,
          company,
          plan: membershipPlan,
          // beside the row, so the 30-second ping is one query
          trades: sql<
            { id: number; name: string; slug: string }[] | null
          >`(select json_agg(json_build_object('id', ${trade.id}, 'name', ${trade.name}, 'slug', ${trade.slug}) order by ${userTrade.position}) from ${userTrade} join ${trade} on ${trade.id} = ${userTrade.tradeId} where ${userTrade.userId} = ${user.id})`,
          cards: sql<number>`(select count(*)::int from ${paymentMethod} where ${paymentMethod.userId} = ${user.id})`,
          gasRejection: latestRejection('gas'),
          electricRejection: latestRejection('electric'),
          popups: sql<
            { popup: string; shown_at: string }[] | null
          >`(select json_agg(json_build_object('popup', ${userPopup.popup}, 'shown_at', ${userPopup.shownAt}) order by ${userPopup.shownAt}, ${userPopup.popup}) from ${userPopup} where ${userPopup.userId} = ${user.id})`,
          photos: sql<number>`(select count(*)::int from ${photo} where ${photo.userId} = ${user.id} and ${photo.deletedAt} is null)`,
          // the going-live rule, the same SQL the publish call and the public pages read (decision 064)
          ...goingLiveColumns,
        })
        .from(user)
        .leftJoin(company, eq(company.userId, user.id))
        .leftJoin(membershipPlan, eq(membershipPlan.id, user.membershipPlanId))
        .where(eq(user.id, userId));
      if (!row) return null;
      const trades = row.trades ?? [];
      const popups = (row.popups ?? []).map((entry) => ({ popup: entry.popup, shown_at: new Date(entry.shown_at).toISOString() }));
      const missing = missingItems(row);
      const extras = {
        workAddress: row.liveLocation === true,
        photos: Number(row.photos),
        profile: { live: Boolean(row.company?.publishedAt && row.company.url) && missing.length === 0, missing },
      };
      const rejections = { gas: row.gasRejection, electric: row.electricRejection };
      return toView(row.user, row.company, trades, row.plan, Number(row.cards), popups, extras, rejections);
    },
  };
}
export type UserRepo = ReturnType<typeof createUserRepo>;

/** The reason of the newest request of this kind if staff rejected it (a newer submission hides it), beside the row. */
function latestRejection(kind: 'gas' | 'electric') {
  return sql<
    string | null
  >`(select case when ${verificationRequest.status} = 'rejected' then ${verificationRequest.reason} end from ${verificationRequest} where ${verificationRequest.userId} = ${user.id} and ${verificationRequest.kind} = ${kind} order by ${verificationRequest.createdAt} desc, ${verificationRequest.id} desc limit 1)`;
}

function toView(
  u: typeof user.$inferSelect,
  c: typeof company.$inferSelect | null,
  trades: { id: number; name: string; slug: string }[],
  plan: typeof membershipPlan.$inferSelect | null,
  cards: number,
  popups: UserView['popups_shown'],
  extras: { workAddress: boolean; photos: number; profile: UserView['profile'] },
  rejections: { gas: string | null; electric: string | null },
): UserView {
  return {
    id: u.id,
    email: u.email,
    first_name: u.firstName,
    last_name: u.lastName,
    phone_number: u.phoneNumber,
    phone: u.phoneNumber,
    picture: u.picture ? mediaUrl(u.picture) : null,
    location: { postcode: u.postcode, work_address: extras.workAddress },
    company: {
      name: c?.name ?? null,
      description: c?.description ?? null,
      business_type: c?.businessType ?? null,
      employees: c?.employees ?? null,
      company_number: c?.companyNumber ?? null,
      website: c?.website ?? null,
      url: c?.url ?? null,
      active_since: c?.activeSince ?? null,
    },
    trades: trades.map(({ id, name }) => ({ id, name })),
    verified: {
      phone: u.phoneVerifiedAt !== null,
      email: u.emailVerifiedAt !== null,
      electric: u.electricStatus === 'verified',
      electric_recommended: hasElectricTrade(trades.map((t) => t.slug)),
      electric_document: u.electricStatus === 'provided',
      gas_recommended: hasGasTrade(trades.map((t) => t.slug)),
      gas_number: u.gasNumber,
      gas: u.gasStatus === 'verified',
      gas_checking: u.gasStatus === 'provided',
      // only while the check is back to none: a verified or waiting one has nothing to send again
      gas_rejection_reason: u.gasStatus === 'none' ? rejections.gas : null,
      electric_rejection_reason: u.electricStatus === 'none' ? rejections.electric : null,
      free_lead_offer: false,
    },
    membership_status: u.membershipStatus,
    account_type: 'CREDITS',
    membership: {
      // cost in pounds before VAT, as in the membership response (common/contract/calls/membership.ts)
      plan: plan && u.membershipStatus === 'PICKED' ? { credits: plan.credits, name: plan.name, cost: plan.costPence / 100 } : null,
      trial_ends_at: u.trialEndsAt?.toISOString() ?? null,
      // the terms take each fee 2 days before the anniversary it pays for (decision 065)
      first_charge_at: u.trialEndsAt ? paymentBefore(u.trialEndsAt).toISOString() : null,
    },
    flags: { setup_membership_skip: u.setupMembershipSkip },
    popups_shown: popups,
    outstanding: u.outstanding,
    credit: { cash: u.creditCash, discounts: u.creditDiscounts },
    custom_radius: u.customRadius,
    billing: { cards },
    gallery: { photos: extras.photos },
    profile: extras.profile,
    paused_until: u.pausedUntil !== null && u.pausedUntil > londonToday() ? u.pausedUntil : null,
  };
}
