import { eq } from 'drizzle-orm';
import type { UserView } from '#common/contract/user';
import type { Database } from '../src/db/client';
import { user } from '../src/db/schema/index';
import type { TestApp, Visitor } from './test-app';
import { createTraderWithTrades } from './test-traders';
import { signedInVisitor, type UserRow } from './test-users';

/** A trader of the seeded trades with these slugs ("heating-engineer"…), signed in. */
export async function signedInTrader(testApp: TestApp, slugs: string[], overrides: Partial<typeof user.$inferInsert> = {}) {
  const trader = await createTraderWithTrades(testApp.database.db, slugs, overrides);
  return { trader, visitor: await signedInVisitor(testApp, trader.id) };
}

/** The user row as it is now. */
export async function reloadUser(db: Database, id: number): Promise<UserRow> {
  const [row] = await db.select().from(user).where(eq(user.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return row;
}

/** The user view the app hands the signed-in visitor. */
export async function viewOf(visitor: Visitor): Promise<UserView> {
  const reply = await visitor.get('/v1/account/info');
  const { user: view } = reply.json<{ user: UserView | null }>();
  if (!view) throw new Error('the visitor is not signed in');
  return view;
}
