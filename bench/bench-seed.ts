import { eq } from 'drizzle-orm';
import type { Database } from '../server/src/db/client';
import { company, trade } from '../server/src/db/schema/index';
import { SESSION_COOKIE, XSRF_COOKIE } from '../server/src/plugins/sessions';
import { createTradeRepo } from '../server/src/repos/trade-repo';
import { giveWorkAddress } from '../server/test/test-profiles';
import { seedPublishedReviews } from './bench-reviews';
import { createSession, createUser, type TestSession } from '../server/test/test-users';

/** A browser's cookies and the CSRF token its page would echo. */
export interface BenchVisitor {
  cookie: string;
  csrfToken: string;
}

export interface BenchFixtures {
  /** A trader with trades, a published profile and published reviews, signed in. */
  trader: BenchVisitor;
  /** Anonymous visits, one per load connection or sign-up. */
  visitors: BenchVisitor[];
  /** The published profile's readable address (`/t/{url}`). */
  profileUrl: string;
  /** The directory listing of the trader's first trade, nearest first to their postcode. */
  directoryPath: string;
  tradeIds: number[];
}

export const PROFILE_URL = 'bench-plumbing-and-heating';
const POSTCODE = 'M1 1AE';

function visitorOf(session: TestSession): BenchVisitor {
  return { cookie: `${SESSION_COOKIE}=${session.token}; ${XSRF_COOKIE}=${session.csrfToken}`, csrfToken: session.csrfToken };
}

/** What the load needs, inserted before the server starts (PGlite allows one process per folder). */
export async function seedBenchFixtures(db: Database, visitorCount: number): Promise<BenchFixtures> {
  const trades = await db.select({ id: trade.id, slug: trade.slug }).from(trade).orderBy(trade.id);
  const tradeIds = trades.map((row) => row.id);
  // live by the going-live rule (decision 064): a verified mobile, a description and a work address
  const trader = await createUser(
    db,
    { postcode: POSTCODE, phoneNumber: '+447712990000', phoneVerifiedAt: new Date() },
    'Bench Plumbing & Heating',
  );
  await giveWorkAddress(db, trader.id, POSTCODE);
  await createTradeRepo(db).replaceUserTrades(trader.id, tradeIds.slice(0, 2), { autochildren: true });
  await db
    .update(company)
    .set({
      url: PROFILE_URL,
      publishedAt: new Date(),
      description: 'Family-run plumbing and heating firm in Manchester: boilers, bathrooms and emergency repairs since 1998.',
      activeSince: 1998,
    })
    .where(eq(company.userId, trader.id));
  // the profile as homeowners meet it: with its reviews, their average and the trader's replies
  await seedPublishedReviews(db, trader.id);
  const visitors: BenchVisitor[] = [];
  for (let index = 0; index < visitorCount; index += 1) visitors.push(visitorOf(await createSession(db, null)));
  const directoryPath = `/directory/${trades[0]?.slug ?? ''}?postcode=${encodeURIComponent(POSTCODE)}`;
  return { trader: visitorOf(await createSession(db, trader.id)), visitors, profileUrl: PROFILE_URL, directoryPath, tradeIds };
}
