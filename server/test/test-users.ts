import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { company, session, user } from '../src/db/schema/index';
import { randomToken, sha256 } from '../src/lib/tokens';
import { SESSION_COOKIE, XSRF_COOKIE } from '../src/plugins/sessions';
import { Visitor, type TestApp } from './test-app';

export type UserRow = typeof user.$inferSelect;

/**
 * A trader with a company, inserted directly; the e-mail is unique on every call. A verified phone an earlier test
 * account has verified too makes this one a legacy shared account, as migration 0007 flags older data
 * (`phoneSharedLegacy`), so pick-list tests can still share one number. Unverified numbers are claims anyone may hold
 * (decision 101).
 */
export async function createUser(
  db: Database,
  overrides: Partial<typeof user.$inferInsert> = {},
  companyName = 'Smith & Sons Plumbing',
): Promise<UserRow> {
  const phoneSharedLegacy =
    overrides.phoneSharedLegacy ??
    (typeof overrides.phoneNumber === 'string' &&
      !!overrides.phoneVerifiedAt &&
      (
        await db
          .select({ id: user.id })
          .from(user)
          .where(and(eq(user.phoneNumber, overrides.phoneNumber), isNotNull(user.phoneVerifiedAt)))
          .limit(1)
      ).length > 0);
  const [row] = await db
    .insert(user)
    .values({
      email: `trader-${randomUUID()}@example.co.uk`,
      passwordHash: 'not-a-real-hash',
      firstName: 'Sam',
      lastName: 'Smith',
      ...overrides,
      phoneSharedLegacy,
    })
    .returning();
  if (!row) throw new Error('inserting the test user returned no row');
  await db.insert(company).values({ userId: row.id, name: companyName });
  return row;
}

export interface TestSession {
  /** The cookie value; the row's id is its SHA-256, as in plugins/sessions.ts. */
  token: string;
  csrfToken: string;
  publicId: string;
}

/** A session row stored the way plugins/sessions.ts stores one: signed in as the user, or a visitor's (null). */
export async function createSession(db: Database, userId: number | null): Promise<TestSession> {
  const token = randomToken();
  const csrfToken = randomToken();
  const publicId = randomUUID();
  await db.insert(session).values({
    id: sha256(token),
    userId,
    csrfToken,
    data: { publicId },
    expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
  });
  return { token, csrfToken, publicId };
}

/** A visitor holding the cookies of a fresh signed-in session for the user. */
export async function signedInVisitor(testApp: TestApp, userId: number, remoteAddress?: string): Promise<Visitor> {
  const { token, csrfToken } = await createSession(testApp.database.db, userId);
  const visitor = new Visitor(testApp.app, remoteAddress);
  visitor.cookies.set(SESSION_COOKIE, token);
  visitor.cookies.set(XSRF_COOKIE, csrfToken);
  return visitor;
}

/** A new trader (a user with a company, no trades) and a visitor signed in as them. */
export async function newSignedInTrader(testApp: TestApp, overrides: Partial<typeof user.$inferInsert> = {}) {
  const trader = await createUser(testApp.database.db, overrides);
  return { trader, visitor: await signedInVisitor(testApp, trader.id) };
}

/** Gives the user a native-app API token and returns it; only its SHA-256 is stored. */
export async function createApiToken(db: Database, userId: number): Promise<string> {
  const token = randomToken();
  await db
    .update(user)
    .set({ apiTokenHash: sha256(token) })
    .where(eq(user.id, userId));
  return token;
}

/**
 * The body of `POST /tradespeople-setup/register` as the sign-up page sends it, for a trader in
 * Manchester; tests give the e-mail, phone and trades (each unique where accounts must not clash).
 */
export function signUpPayload(fields: { email: string; phone: string; trades: number[] }, overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Priya',
    last_name: 'Shah',
    email_address: fields.email,
    phone_number: fields.phone,
    business_name: 'Shah Plumbing & Heating',
    password: 'Copper-Pipe-Wrench-42',
    terms: true,
    privacy: true,
    postcode: 'M1 1AE',
    trades: fields.trades,
    form_id: 'form-1',
    ...overrides,
  };
}
