// Seeds the published traders of e2e/fixtures/published-traders.ts, pictures included (stored as uploads are).
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../server/src/db/client';
import { address, company, photo, trade, user, userTrade, verificationRequest } from '../server/src/db/schema/index';
import { parseEnv } from '../server/src/env';
import { createDecodeSlots } from '../server/src/lib/decode-slots';
import { createStorage } from '../server/src/providers/storage/index';
import { storeImage } from '../server/src/services/stored-images';
import { verifiedTrader, type PublishedTraderFixture } from '../e2e/fixtures/published-traders';

const COLOURS = ['#2f7d62', '#c2703d', '#3d6fc2'];

async function seedOne(db: Database, images: Parameters<typeof storeImage>[0], fixture: PublishedTraderFixture) {
  const image = (index: number) =>
    sharp({ create: { width: 900, height: 600, channels: 3, background: COLOURS[index % COLOURS.length] ?? '#888' } })
      .png()
      .toBuffer();
  const picture = await storeImage(images, await image(2));
  const [row] = await db
    .insert(user)
    .values({
      email: fixture.email,
      passwordHash: 'seeded-profile-no-sign-in',
      firstName: 'Dana',
      lastName: 'Brightwater',
      postcode: fixture.postcode,
      // its default service area (decision 087) reaches Harrogate, where the directory spec searches
      customRadius: 25,
      picture: picture.key,
      pictureThumbnail: picture.thumbnailKey,
      phoneNumber: fixture.phoneE164,
      phoneVerifiedAt: new Date(fixture.approvedAt),
      gasNumber: '1234567',
      gasStatus: 'verified',
      electricStatus: 'verified',
    })
    .onConflictDoNothing()
    .returning({ id: user.id });
  if (!row) return;
  await db
    .insert(company)
    .values({ userId: row.id, name: fixture.businessName, description: fixture.description, url: fixture.url, publishedAt: new Date() });
  // what the going-live rule needs besides (decision 064): a work address, and the approvals behind the badges
  await db.insert(address).values({
    userId: row.id,
    kind: 'business',
    line1: '1 Park Row',
    postalTown: 'Leeds',
    postcode: fixture.postcode,
    country: 'England',
    homeIsSame: true,
  });
  const decidedAt = new Date(fixture.approvedAt);
  await db.insert(verificationRequest).values([
    { userId: row.id, kind: 'gas', gasNumber: '1234567', status: 'approved', decidedAt, createdAt: decidedAt },
    { userId: row.id, kind: 'electric', status: 'approved', decidedAt, createdAt: decidedAt },
  ]);
  for (const [position, slug] of fixture.trades.entries()) {
    const [found] = await db.select({ id: trade.id }).from(trade).where(eq(trade.slug, slug));
    if (found) await db.insert(userTrade).values({ userId: row.id, tradeId: found.id, position });
  }
  for (let index = 0; index < fixture.galleryImages; index += 1) {
    const stored = await storeImage(images, await image(index));
    await db.insert(photo).values({
      userId: row.id,
      storageKey: stored.key,
      thumbnailKey: stored.thumbnailKey,
      width: stored.width,
      height: stored.height,
      bytes: stored.bytes,
    });
  }
}

/** Into the E2E server's data folder, before the server opens it. */
export async function seedPublishedTraders(db: Database, dataDir: string): Promise<void> {
  const env = parseEnv({ DATA_DIR: dataDir });
  const storage = createStorage(env);
  const decodeSlots = createDecodeSlots({
    slots: env.IMAGE_DECODE_SLOTS,
    queueLimit: env.IMAGE_DECODE_QUEUE_LIMIT,
    waitMs: env.IMAGE_DECODE_WAIT_MS,
  });
  await seedOne(db, { storage, decodeSlots }, verifiedTrader);
  await storage.close();
}
