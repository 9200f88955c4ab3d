import { asc, eq, sql } from 'drizzle-orm';
import type { UserView } from '../../../common/contract/user';
import type { Executor } from '../db/client';
import { company, trade, user, userTrade } from '../db/schema/index';

// Trades whose leads need the gas register or an electrician's certificate (setup-steps §6).
const GAS_TRADE_SLUGS = new Set(['heating-engineer', 'gas-engineer']);
const ELECTRIC_TRADE_SLUGS = new Set(['electrician']);

export type UserRow = typeof user.$inferSelect;

export function createUserRepo(db: Executor) {
  return {
    async findByEmail(email: string, tx: Executor = db): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(user).where(eq(user.email, email.toLowerCase()));
      return row;
    },
    async findById(id: number, tx: Executor = db): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(user).where(eq(user.id, id));
      return row;
    },
    async findByPhone(phoneNumber: string, tx: Executor = db): Promise<UserRow[]> {
      return tx.select().from(user).where(eq(user.phoneNumber, phoneNumber)).orderBy(asc(user.id));
    },
    /** Inserts unless the e-mail is taken (also under a race): then returns null, never throws. */
    async insertIfEmailFree(row: typeof user.$inferInsert, tx: Executor = db): Promise<UserRow | null> {
      const [created] = await tx.insert(user).values(row).onConflictDoNothing({ target: user.email }).returning();
      return created ?? null;
    },
    async insertCompany(row: typeof company.$inferInsert, tx: Executor = db): Promise<void> {
      await tx.insert(company).values(row);
    },
    async markEmailVerified(id: number, tx: Executor = db): Promise<void> {
      await tx
        .update(user)
        .set({ emailVerifiedAt: sql`coalesce(${user.emailVerifiedAt}, now())`, updatedAt: new Date() })
        .where(eq(user.id, id));
    },
    async findView(userId: number, tx: Executor = db): Promise<UserView | null> {
      const [row] = await tx
        .select({ user, company })
        .from(user)
        .leftJoin(company, eq(company.userId, user.id))
        .where(eq(user.id, userId));
      if (!row) return null;
      const trades = await tx
        .select({ id: trade.id, name: trade.name, slug: trade.slug })
        .from(userTrade)
        .innerJoin(trade, eq(trade.id, userTrade.tradeId))
        .where(eq(userTrade.userId, userId))
        .orderBy(asc(userTrade.position));
      return toView(row.user, row.company, trades);
    },
  };
}
export type UserRepo = ReturnType<typeof createUserRepo>;

function toView(
  u: typeof user.$inferSelect,
  c: typeof company.$inferSelect | null,
  trades: { id: number; name: string; slug: string }[],
): UserView {
  return {
    id: u.id,
    email: u.email,
    first_name: u.firstName,
    last_name: u.lastName,
    phone_number: u.phoneNumber,
    phone: u.phoneNumber,
    picture: u.picture,
    location: { postcode: u.postcode },
    company: {
      name: c?.name ?? null,
      description: c?.description ?? null,
      business_type: c?.businessType ?? null,
      employees: c?.employees ?? null,
      company_number: c?.companyNumber ?? null,
      website: c?.website ?? null,
      url: c?.url ?? null,
    },
    trades: trades.map(({ id, name }) => ({ id, name })),
    verified: {
      phone: u.phoneVerifiedAt !== null,
      email: u.emailVerifiedAt !== null,
      electric: false,
      electric_recommended: trades.some((t) => ELECTRIC_TRADE_SLUGS.has(t.slug)),
      electric_document: false,
      gas_recommended: trades.some((t) => GAS_TRADE_SLUGS.has(t.slug)),
      gas_number: null,
      gas: false,
      gas_checking: false,
      free_lead_offer: false,
    },
    membership_status: u.membershipStatus,
    account_type: 'CREDITS',
    membership: { plan: null, trial_ends_at: u.trialEndsAt?.toISOString() ?? null },
    flags: { setup_membership_skip: u.setupMembershipSkip },
    popups_shown: [],
    outstanding: u.outstanding,
    credit: { cash: u.creditCash, discounts: u.creditDiscounts },
    custom_radius: u.customRadius,
  };
}
