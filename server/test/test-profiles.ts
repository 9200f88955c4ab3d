import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { address, company, photo, user, userTrade, verificationRequest } from '../src/db/schema/index';
import { FORM_TOKEN_FIELD } from '../src/lib/form-token';
import type { Visitor } from './test-app';
import { tradeIdOf } from './test-jobs';
import { createUser, type UserRow } from './test-users';

export interface TraderOptions {
  businessName?: string;
  /** Work postcode, normalised ("M1 1AE"). */
  postcode?: string | null;
  /** Trade slugs, primary first. */
  trades?: readonly string[];
  description?: string | null;
  gasStatus?: 'none' | 'provided' | 'verified';
  electricStatus?: 'none' | 'provided' | 'verified';
  /** A company url: the profile is then published (straight into the database, not through the call). */
  url?: string;
  /**
   * Meets the going-live rule (decision 064), the default: a verified phone (every trader has
   * a mobile of their own, unverified when not ready), a description
   * of 50 characters when none is given, and a work address at the postcode (when there is one).
   */
  ready?: boolean;
  /** When staff approved a `verified` gas or electric check (default now): its badge's month. */
  verifiedSince?: Date;
}

export const READY_DESCRIPTION = 'Local trader with twenty years of experience, fully insured and happy to help.';

/** A trader with trades and a work postcode, ready to go live unless `ready: false`, optionally published at `url`. */
export async function createTrader(db: Database, options: TraderOptions = {}): Promise<UserRow> {
  const ready = options.ready ?? true;
  const trader = await createUser(
    db,
    {
      postcode: options.postcode === undefined ? 'M1 1AE' : options.postcode,
      gasStatus: options.gasStatus ?? 'none',
      electricStatus: options.electricStatus ?? 'none',
      phoneNumber: uniquePhone(),
      phoneVerifiedAt: ready ? new Date() : null,
    },
    options.businessName ?? 'Smith Plumbing Ltd',
  );
  const slugs = options.trades ?? ['plumber'];
  for (const [position, slug] of slugs.entries()) {
    await db.insert(userTrade).values({ userId: trader.id, tradeId: await tradeIdOf(db, slug), position });
  }
  await db
    .update(company)
    .set({
      description: options.description === undefined ? (ready ? READY_DESCRIPTION : null) : options.description,
      ...(options.url ? { url: options.url, publishedAt: new Date() } : {}),
    })
    .where(eq(company.userId, trader.id));
  if (ready && trader.postcode) await giveWorkAddress(db, trader.id, trader.postcode);
  for (const kind of ['gas', 'electric'] as const) {
    const status = kind === 'gas' ? options.gasStatus : options.electricStatus;
    if (status === 'verified') await giveApproval(db, trader.id, kind, options.verifiedSince ?? new Date());
  }
  return trader;
}

let phoneSerial = 0;
/** A mobile number no other test trader has (07700 900000–999 is the UK's drama range; these go past it). */
function uniquePhone(): string {
  phoneSerial += 1;
  return `+4477${String(Date.now() % 1e6).padStart(6, '0')}${String(phoneSerial % 100).padStart(2, '0')}`;
}

/** The business address the location step saves (address book, kind business). */
export async function giveWorkAddress(db: Database, userId: number, postcode: string): Promise<void> {
  await db
    .insert(address)
    .values({ userId, kind: 'business', line1: '1 High Street', postalTown: 'Manchester', postcode, country: 'England', homeIsSame: true });
}

/** An approved request of that kind, decided at `decidedAt`, as the review back office leaves one. */
export async function giveApproval(db: Database, userId: number, kind: 'gas' | 'electric', decidedAt: Date): Promise<number> {
  const [row] = await db
    .insert(verificationRequest)
    .values({ userId, kind, gasNumber: kind === 'gas' ? '1234567' : null, status: 'approved', decidedAt })
    .returning({ id: verificationRequest.id });
  if (!row) throw new Error('inserting the approval returned no row');
  return row.id;
}

/** Gallery rows (and a profile picture) pointing at made-up keys: the page only links them. */
export async function givePictures(db: Database, userId: number, galleryCount: number): Promise<void> {
  const key = (index: number) => `${String(index).padStart(8, '0')}${String(userId).padStart(24, '0')}`;
  await db
    .update(user)
    .set({ picture: `${key(99)}.webp`, pictureThumbnail: `${key(99)}-thumb.webp` })
    .where(eq(user.id, userId));
  if (galleryCount === 0) return;
  await db.insert(photo).values(
    Array.from({ length: galleryCount }, (_, index) => ({
      userId,
      storageKey: `${key(index)}.webp`,
      thumbnailKey: `${key(index)}-thumb.webp`,
      width: 1600,
      height: 1200,
      bytes: 1000,
    })),
  );
}

export async function companyOf(db: Database, userId: number) {
  const [row] = await db.select().from(company).where(eq(company.userId, userId));
  if (!row) throw new Error(`no company for user ${userId}`);
  return row;
}

/** The quote form's hidden token on a served profile page. */
export function formTokenIn(page: string): string {
  const match = new RegExp(`name="${FORM_TOKEN_FIELD}" value="([^"]+)"`).exec(page);
  if (!match?.[1]) throw new Error('the page has no quote form token');
  return match[1];
}

export const goodQuote = {
  name: 'Priya Shah',
  email: 'priya@example.test',
  phone: '07712 345678',
  postcode: 'M4 5JD',
  description: 'The kitchen tap drips all night and the radiator valve leaks.',
};

/** Opens the profile as a browser would (cookie + token), then posts the quote form the way a browser does. */
export async function sendQuote(visitor: Visitor, url: string, fields: Record<string, string>, options: { token?: string | null } = {}) {
  const page = await visitor.request('GET', `/t/${url}`, undefined, { accept: 'text/html' });
  const token = options.token === undefined ? formTokenIn(page.body) : options.token;
  const body = new URLSearchParams({ ...(token === null ? {} : { [FORM_TOKEN_FIELD]: token }), ...fields });
  return visitor.request('POST', `/t/${url}/quote`, body.toString(), {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'text/html',
  });
}
