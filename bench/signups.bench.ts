// Sign-ups at once against the built server (600 by default): every account created exactly once, how long the slowest
// waited, and the sign-ups a second against the machine's argon2id hash rate. A first burst of 40 warms the server
// (JIT, connections) and is not counted: measured cold, a short burst is mostly start-up. The same burst then goes to
// the floor (bench/signup-floor-server.ts: the hash and the account's insert, nothing else), so the report tells what
// is argon2's and the machine's and what is the app's (decision 100).
// Usage: npx tsx bench/signups.bench.ts [count=600]
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { count, countDistinct, eq, like } from 'drizzle-orm';
import { EMAIL_TAKEN } from '../common/contract/calls/registration';
import { company, user } from '../server/src/db/schema/index';
import { ARGON2_OPTIONS, hashPassword } from '../server/src/lib/passwords';
import { createBenchDatabase, postgresAnswers, prepareBenchDatabase, type BenchDatabaseKind } from './bench-database';
import { seedBenchFixtures, type BenchVisitor } from './bench-seed';
import { benchSettings } from './bench-settings';
import { postJson } from './post-json';
import { benchPort, startBuiltServer, startSignupFloorServer, type BuiltServer } from './built-server';
import { formatMs, median, percentile } from './latency';
import { today, writeResultsSection } from './results-file';
import { saveResults, type SignupResults } from './results-json';

const signups = Number(process.argv[2] ?? benchSettings.signups);
// one in ten e-mails is sent twice at the same moment from another visit: still one account
const duplicates = Math.floor(signups / 10);
const DOMAIN = 'signup.bench.tradespace.test';
const WARM_UP = 40;
const WARM_UP_DOMAIN = 'warm-up.bench.tradespace.test';
const FLOOR_DOMAIN = 'floor.bench.tradespace.test';
const FLOOR_WARM_UP_DOMAIN = 'floor-warm-up.bench.tradespace.test';

interface Reply {
  status: number;
  ms: number;
  emailTaken: boolean;
}

async function signUp(
  origin: string,
  visitor: BenchVisitor,
  index: number,
  tradeId: number,
  domain = DOMAIN,
  emailNumber = index % signups,
): Promise<Reply> {
  const started = performance.now();
  const response = await postJson(`${origin}/tradespeople-setup/register`, {
    headers: {
      accept: 'application/json',
      cookie: visitor.cookie,
      'x-requested-with': 'XMLHttpRequest',
      'x-xsrf-token': visitor.csrfToken,
    },
    body: {
      first_name: 'Bench',
      last_name: `Trader ${index}`,
      email_address: `trader-${emailNumber}@${domain}`,
      phone_number: `07712 ${String(800_000 + index).padStart(6, '0')}`,
      business_name: `Bench Builders ${index}`,
      password: `Quiet-Harbour-${index}-Lantern`,
      terms: true,
      privacy: true,
      postcode: 'M1 1AE',
      trades: [tradeId],
    },
  });
  const body = response.body as { errors?: Record<string, string[]> };
  return { status: response.status, ms: performance.now() - started, emailTaken: body.errors?.email_address?.[0] === EMAIL_TAKEN };
}

const hashTimes: number[] = [];
for (let i = 0; i < 5; i += 1) {
  const started = performance.now();
  await hashPassword(`Quiet-Harbour-${i}-Lantern`);
  hashTimes.push(performance.now() - started);
}
/** Hashes a second on every core: as many at once as the libuv pool takes, for about three seconds. */
async function hashesPerSecond(): Promise<number> {
  const inFlight = Math.max(4, availableParallelism() * 2);
  const started = performance.now();
  let done = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async (_, lane) => {
      while (performance.now() - started < 3_000) {
        await hashPassword(`Quiet-Harbour-${lane}-${done}-Lantern`);
        done += 1;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

/** Where a burst's e-mails and phone numbers come from, so the app's and the floor's never meet in one database. */
interface BurstNumbers {
  domain: string;
  firstIndex: number;
  warmUpDomain: string;
  warmUpFirstIndex: number;
}
const APP_BURST: BurstNumbers = { domain: DOMAIN, firstIndex: 0, warmUpDomain: WARM_UP_DOMAIN, warmUpFirstIndex: 100_000 };
const FLOOR_BURST: BurstNumbers = {
  domain: FLOOR_DOMAIN,
  firstIndex: 150_000,
  warmUpDomain: FLOOR_WARM_UP_DOMAIN,
  warmUpFirstIndex: 190_000,
};

/** Warms the server, measures the hash rate, sends the burst, stops the server. */
async function burstAgainst(
  server: BuiltServer,
  warmUpVisitors: BenchVisitor[],
  visitors: BenchVisitor[],
  tradeIds: number[],
  numbers: BurstNumbers,
): Promise<{ replies: Reply[]; wallSeconds: number; hashRate: number }> {
  try {
    await Promise.all(
      warmUpVisitors.map((visitor, index) => signUp(server.origin, visitor, numbers.warmUpFirstIndex + index, 1, numbers.warmUpDomain)),
    );
    // this VM's speed drifts from minute to minute: the hash rate is measured just before the burst it is set against
    const hashRate = await hashesPerSecond();
    const started = performance.now();
    const replies = await Promise.all(
      visitors.map((visitor, index) =>
        signUp(server.origin, visitor, numbers.firstIndex + index, tradeIds[index % 20] ?? 1, numbers.domain, index % signups),
      ),
    );
    return { replies, wallSeconds: (performance.now() - started) / 1000, hashRate };
  } finally {
    await server.stop();
  }
}

async function measure(kind: BenchDatabaseKind) {
  const database = await createBenchDatabase(kind);
  try {
    const handle = await prepareBenchDatabase(await database.open(), { demoJobs: false });
    const fixtures = await seedBenchFixtures(handle.db, WARM_UP + signups + duplicates);
    const warmUpVisitors = fixtures.visitors.slice(0, WARM_UP);
    const visitors = fixtures.visitors.slice(WARM_UP);
    await handle.close();
    const port = await benchPort(kind === 'pglite' ? 2 : 3);
    const app = await burstAgainst(await startBuiltServer(database, port), warmUpVisitors, visitors, fixtures.tradeIds, APP_BURST);
    const floor = await burstAgainst(
      await startSignupFloorServer(database, port),
      warmUpVisitors,
      visitors,
      fixtures.tradeIds,
      FLOOR_BURST,
    );
    const { replies, wallSeconds, hashRate } = app;
    // the server is gone, so PGlite's folder can be opened here to count what was written
    const check = await database.open();
    const pattern = `%@${DOMAIN}`;
    const [users] = await check.db
      .select({ rows: count(), emails: countDistinct(user.email) })
      .from(user)
      .where(like(user.email, pattern));
    const [companies] = await check.db
      .select({ rows: count() })
      .from(company)
      .innerJoin(user, eq(user.id, company.userId))
      .where(like(user.email, pattern));
    await check.close();
    const created = replies.filter((reply) => reply.status === 200);
    const refused = replies.filter((reply) => reply.status === 422 && reply.emailTaken);
    const failed = replies.length - created.length - refused.length;
    const times = created.map((reply) => reply.ms);
    return {
      hashRate,
      floor: {
        hashRate: floor.hashRate,
        wallSeconds: floor.wallSeconds,
        failed: floor.replies.filter((reply) => reply.status !== 200 && reply.status !== 422).length,
      },
      p50Ms: median(times),
      p99Ms: percentile(times, 0.99),
      wallSeconds,
      created: created.length,
      refused: refused.length,
      failed,
      rows: users?.rows ?? 0,
      emails: users?.emails ?? 0,
      companies: companies?.rows ?? 0,
    };
  } finally {
    await database.drop();
  }
}

const argon2 = `argon2id, memory ${ARGON2_OPTIONS.memoryCost} KiB, ${ARGON2_OPTIONS.timeCost} passes, parallelism ${ARGON2_OPTIONS.parallelism}`;

const byDatabase: SignupResults['byDatabase'] = {};
const hashRates: number[] = [];
const lines: string[] = [];
const problems: string[] = [];
for (const kind of ['pglite', 'postgres'] as const) {
  if (kind === 'postgres' && !(await postgresAnswers())) {
    lines.push('| PostgreSQL | server not reachable | | | | | | | | | | |');
    continue;
  }
  const result = await measure(kind);
  console.log(kind, result);
  const exact = result.rows === signups && result.emails === signups && result.companies === signups;
  if (!exact || result.created !== signups || result.failed > 0) problems.push(`${kind}: ${JSON.stringify(result)}`);
  // every request of the burst hashes its password once (the duplicates too, before they are refused)
  const perSecond = (signups + duplicates) / result.wallSeconds;
  const hashRate = result.hashRate;
  const floorPerSecond = (signups + duplicates) / result.floor.wallSeconds;
  if (result.floor.failed > 0) problems.push(`${kind}: the floor server failed ${result.floor.failed} sign-ups`);
  hashRates.push(hashRate);
  byDatabase[kind] = {
    perSecond,
    hashesPerSecond: hashRate,
    shareOfHashRate: perSecond / hashRate,
    floor: { perSecond: floorPerSecond, hashesPerSecond: result.floor.hashRate, shareOfHashRate: floorPerSecond / result.floor.hashRate },
    p50Ms: result.p50Ms,
    p99Ms: result.p99Ms,
    wallSeconds: result.wallSeconds,
    created: result.rows,
    duplicates: result.rows - result.emails,
    failed: result.failed,
  };
  lines.push(
    `| ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} | ${formatMs(result.p50Ms)} | ${formatMs(result.p99Ms)} | ${result.wallSeconds.toFixed(1)} | ` +
      `${perSecond.toFixed(0)} | ${hashRate.toFixed(0)} | ${((perSecond / hashRate) * 100).toFixed(0)} % | ` +
      `${result.rows} accounts, ${result.emails} e-mails, ${result.companies} companies${exact ? ' ✓' : ' ✗'} | ` +
      `${result.created} created (200), ${result.refused} refused (422, already taken), ${result.failed} other | ` +
      `${floorPerSecond.toFixed(0)} | ${result.floor.hashRate.toFixed(0)} | ${((floorPerSecond / result.floor.hashRate) * 100).toFixed(0)} % |`,
  );
}

const meanHashRate = hashRates.reduce((sum, rate) => sum + rate, 0) / Math.max(1, hashRates.length);
saveResults({ signups: { date: today(), concurrent: signups + duplicates, argon2, hashesPerSecond: meanHashRate, byDatabase } });
await writeResultsSection('signups', [
  `### ${signups} sign-ups at once`,
  '',
  `\`npx tsx bench/signups.bench.ts ${signups}\` (part of \`npm run bench\`) — ${today()}. ${signups + duplicates} \`POST /tradespeople-setup/register\``,
  `sent together to the built server (after ${WARM_UP} others, not counted, to warm it), each from its own visit: ${signups} new traders, and ${duplicates} of their e-mails sent a`,
  'second time from another visit in the same burst. Latency is that of the replies that created an account (p99 is the',
  `${Math.ceil(0.99 * signups)}th fastest of ${signups}). Password hashing: ${argon2}; one hash takes ${formatMs(median(hashTimes))} ms here`,
  '(median of 5, before the burst); hashes run on the libuv thread pool (4 threads), so a burst queues for the cores.',
  "With every core hashing and nothing else, the machine's hashes a second are measured just before each burst (the",
  'server warmed and idle), as this VM\'s speed drifts from minute to minute: "share of hashing" is the sign-ups a second',
  'of the burst against that, what is left to the rest of a sign-up. The same burst is then sent to the floor',
  '(bench/signup-floor-server.ts: the body parsed, the password hashed with the same parameters, the account row',
  "inserted through the app's database layer, nothing else), after its own hash-rate measure: what the floor falls",
  "short of the hash rate is the machine's (HTTP client, server and database on the same two cores), what the app",
  "falls short of the floor is the app's.",
  '',
  '| database | p50 ms | p99 ms | whole burst s | sign-ups/s | hashes/s just before | share of hashing | in the database afterwards | replies | floor: sign-ups/s | floor: hashes/s just before | floor: share of hashing |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...lines,
  ...(problems.length > 0 ? ['', `**Not exactly once:** ${problems.join('; ')}`] : []),
]);
// a sign-up lost or doubled is a defect, not a slow figure: `npm run bench` reports this script as failed
if (problems.length > 0) process.exitCode = 1;
