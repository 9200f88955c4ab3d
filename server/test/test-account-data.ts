import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { companyCheck, membershipPlan, photo, subscription, trackingEvent, user, verificationRequest } from '../src/db/schema/index';
import { hashPassword } from '../src/lib/passwords';
import { newPrivateStorageKey, newStorageId } from '../src/providers/storage/storage-key';
import type { TestApp, Visitor } from './test-app';
import { addCard } from './test-cards';
import { createTrader } from './test-profiles';
import { signedInVisitor, type UserRow } from './test-users';

export const TRADER_PASSWORD = 'Copper-Pipe-Wrench-42';
export const TRADER_DESCRIPTION = 'Gas Safe plumber in Manchester since 2004, boilers and bathrooms, fully insured.';

export interface RichTrader {
  trader: UserRow;
  visitor: Visitor;
  url: string;
  storageKeys: string[];
  paymentMethodId: string;
}

let serial = 0;

/**
 * A published trader with something in every section of the export: a password, a description, a
 * stored photo and certificate, a saved card, a membership, a tracked event; signed in.
 */
export async function richTrader(testApp: TestApp): Promise<RichTrader> {
  serial += 1;
  const db: Database = testApp.database.db;
  const url = `data-trader-${Date.now().toString(36)}-${serial}`;
  const trader = await createTrader(db, {
    url,
    trades: ['plumber', 'tiler'],
    description: TRADER_DESCRIPTION,
    businessName: `Data Plumbing ${serial}`,
  });
  await db
    .update(user)
    .set({ passwordHash: await hashPassword(TRADER_PASSWORD), customRadius: 15 })
    .where(eq(user.id, trader.id));
  const visitor = await signedInVisitor(testApp, trader.id);

  const id = newStorageId();
  const storageKeys = [`${id}.webp`, `${id}-thumb.webp`, newPrivateStorageKey('pdf')];
  for (const key of storageKeys) await testApp.app.storage.put(key, Buffer.from(`bytes of ${key}`), 'application/octet-stream');
  await db.insert(photo).values({
    userId: trader.id,
    storageKey: storageKeys[0] ?? '',
    thumbnailKey: storageKeys[1] ?? '',
    width: 800,
    height: 600,
    bytes: 100,
  });
  await db
    .insert(verificationRequest)
    .values({ userId: trader.id, kind: 'electric', documentKey: storageKeys[2], documentType: 'application/pdf', documentBytes: 100 });

  const added = await addCard(visitor, { number: '4242424242424242' });
  if (added.saved?.statusCode !== 200 || !added.paymentMethod) throw new Error(`the test card was not saved: ${added.saved?.body}`);

  const [plan] = await db.select({ id: membershipPlan.id }).from(membershipPlan).limit(1);
  if (!plan) throw new Error('no membership plan seeded');
  await db.insert(subscription).values({ userId: trader.id, planId: plan.id, status: 'trialing', termsAcceptedAt: new Date() });
  await db.insert(companyCheck).values({
    userId: trader.id,
    companyNumber: '09446231',
    status: 'active',
    companyName: 'TRADESPACE TEST HEATING LTD',
    dateOfCreation: '2014-03-12',
    checkedAt: new Date(),
    nextCheckAt: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
  });
  await db
    .insert(trackingEvent)
    .values({ sessionId: 'test-session', userId: trader.id, page: 'my-account', event: 'opened', clientTimestamp: new Date() });

  return { trader, visitor, url, storageKeys, paymentMethodId: added.paymentMethod };
}
