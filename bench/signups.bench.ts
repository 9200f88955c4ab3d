// Sign-ups at once against the built server (600 by default), side by side with their floor (decision 149): every
// account created exactly once, how long the slowest waited, and the app's sign-ups a second against the floor's
// (bench/signup-floor-server.ts: the body parsed, the hash and the account's insert, nothing else) in the same run.
// Both servers run at once on databases of their own; the bursts alternate, app then floor, floor then app, round after
// round, so a neighbour's load falls on both, and each figure is the median of the rounds (decision 043). The
// machine's argon2id hash rate, measured before each round, is reported beside them (decision 100).
// Usage: npx tsx bench/signups.bench.ts [count=600]
import { count, countDistinct, eq, like } from 'drizzle-orm';
import { company, user } from '../server/src/db/schema/index';
import { ARGON2_OPTIONS } from '../server/src/lib/passwords';
import { createBenchDatabase, postgresAnswers, prepareBenchDatabase, type BenchDatabaseKind } from './bench-database';
import { seedBenchFixtures } from './bench-seed';
import { benchSettings } from './bench-settings';
import { benchPort, startBuiltServer, startSignupFloorServer } from './built-server';
import { formatMs, median, percentile } from './latency';
import { today, writeResultsSection } from './results-file';
import { saveResults, type SignupResults } from './results-json';
import { hashesPerSecond, oneHashMs, sendBurst, type BurstResult } from './signup-burst';

const signups = Number(process.argv[2] ?? benchSettings.signups);
const rounds = benchSettings.signupRounds;
// one in ten e-mails is sent twice at the same moment from another visit: still one account
const duplicates = Math.floor(signups / 10);
const perBurst = signups + duplicates;
const DOMAIN = 'signup.bench.tradespace.test';
const WARM_UP = 40;
const WARM_UP_NUMBERS = { domain: 'warm-up.bench.tradespace.test', firstIndex: 190_000, emails: WARM_UP };

interface Round {
  app: BurstResult;
  floor: BurstResult;
  /** The machine's hashes a second just before the round, both servers warmed and idle. */
  hashRate: number;
}

/** Sign-ups answered a second over a burst: every request hashes its password once (a duplicate too, before it is refused). */
const rate = (burst: BurstResult) => burst.replies.length / burst.wallSeconds;
const unexpected = (burst: BurstResult) => burst.replies.filter((reply) => reply.status !== 200 && !reply.emailTaken).length;

async function measure(kind: BenchDatabaseKind) {
  const appDatabase = await createBenchDatabase(kind);
  const floorDatabase = await createBenchDatabase(kind);
  try {
    const handle = await prepareBenchDatabase(await appDatabase.open(), { demoJobs: false });
    const fixtures = await seedBenchFixtures(handle.db, WARM_UP + rounds * perBurst);
    await handle.close();
    await (await prepareBenchDatabase(await floorDatabase.open(), { demoJobs: false })).close();
    const ports = kind === 'pglite' ? [2, 3] : [4, 5];
    const app = await startBuiltServer(appDatabase, await benchPort(ports[0]));
    const floor = await startSignupFloorServer(floorDatabase, await benchPort(ports[1])).catch(async (error: unknown) => {
      await app.stop();
      throw error;
    });
    const measured: Round[] = [];
    try {
      const warmUpVisitors = fixtures.visitors.slice(0, WARM_UP);
      for (const server of [app, floor]) await sendBurst(server.origin, warmUpVisitors, WARM_UP_NUMBERS, fixtures.tradeIds);
      for (let round = 0; round < rounds; round += 1) {
        const hashRate = await hashesPerSecond();
        const start = WARM_UP + round * perBurst;
        const visitors = fixtures.visitors.slice(start, start + perBurst);
        const numbers = { domain: `round-${round}.${DOMAIN}`, firstIndex: round * perBurst, emails: signups };
        const burstOf = (origin: string) => sendBurst(origin, visitors, numbers, fixtures.tradeIds);
        // the app goes first in one round and second in the next, so neither always meets the other's after-effects
        const [first, second] = round % 2 === 0 ? [app, floor] : [floor, app];
        const firstBurst = await burstOf(first.origin);
        const secondBurst = await burstOf(second.origin);
        measured.push(
          first === app ? { app: firstBurst, floor: secondBurst, hashRate } : { app: secondBurst, floor: firstBurst, hashRate },
        );
      }
    } finally {
      await Promise.all([app.stop(), floor.stop()]);
    }
    return { rounds: measured, ...(await countAccounts(appDatabase)) };
  } finally {
    await Promise.all([appDatabase.drop(), floorDatabase.drop()]);
  }
}

/** What the app's bursts wrote: read once its server is gone (PGlite's folder opens in one process at a time). */
async function countAccounts(database: Awaited<ReturnType<typeof createBenchDatabase>>) {
  const check = await database.open();
  try {
    const pattern = `%.${DOMAIN}`;
    const [users] = await check.db
      .select({ rows: count(), emails: countDistinct(user.email) })
      .from(user)
      .where(like(user.email, pattern));
    const [companies] = await check.db
      .select({ rows: count() })
      .from(company)
      .innerJoin(user, eq(user.id, company.userId))
      .where(like(user.email, pattern));
    return { rows: users?.rows ?? 0, emails: users?.emails ?? 0, companies: companies?.rows ?? 0 };
  } finally {
    await check.close();
  }
}

const percent = (share: number) => `${(share * 100).toFixed(0)} %`;
const argon2 = `argon2id, memory ${ARGON2_OPTIONS.memoryCost} KiB, ${ARGON2_OPTIONS.timeCost} passes, parallelism ${ARGON2_OPTIONS.parallelism}`;
const hashTimes: number[] = [];
for (let seed = 0; seed < 5; seed += 1) hashTimes.push(await oneHashMs(seed));

const byDatabase: SignupResults['byDatabase'] = {};
const hashRates: number[] = [];
const lines: string[] = [];
const problems: string[] = [];
for (const kind of ['pglite', 'postgres'] as const) {
  const name = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  if (kind === 'postgres' && !(await postgresAnswers())) {
    lines.push(`| ${name} | server not reachable | | | | | | | | | |`);
    continue;
  }
  const result = await measure(kind);
  const appReplies = result.rounds.flatMap((round) => round.app.replies);
  const created = appReplies.filter((reply) => reply.status === 200);
  const refused = appReplies.filter((reply) => reply.status === 422 && reply.emailTaken).length;
  const failed = appReplies.length - created.length - refused;
  const floorFailed = result.rounds.reduce((sum, round) => sum + unexpected(round.floor), 0);
  const expected = rounds * signups;
  const exact = result.rows === expected && result.emails === expected && result.companies === expected;
  if (!exact || created.length !== expected || failed > 0) problems.push(`${kind}: ${JSON.stringify({ ...result, rounds: undefined })}`);
  if (floorFailed > 0) problems.push(`${kind}: the floor server failed ${floorFailed} sign-ups`);

  const sharesOfFloor = result.rounds.map((round) => rate(round.app) / rate(round.floor));
  const hashRate = median(result.rounds.map((round) => round.hashRate));
  const perSecond = median(result.rounds.map((round) => rate(round.app)));
  const floorPerSecond = median(result.rounds.map((round) => rate(round.floor)));
  const times = created.map((reply) => reply.ms);
  hashRates.push(hashRate);
  byDatabase[kind] = {
    perSecond,
    shareOfFloor: median(sharesOfFloor),
    sharesOfFloor,
    hashesPerSecond: hashRate,
    shareOfHashRate: median(result.rounds.map((round) => rate(round.app) / round.hashRate)),
    floor: {
      perSecond: floorPerSecond,
      hashesPerSecond: hashRate,
      shareOfHashRate: median(result.rounds.map((round) => rate(round.floor) / round.hashRate)),
    },
    p50Ms: median(times),
    p99Ms: percentile(times, 0.99),
    wallSeconds: median(result.rounds.map((round) => round.app.wallSeconds)),
    created: result.rows,
    duplicates: result.rows - result.emails,
    failed,
  };
  const figures = byDatabase[kind];
  console.log(kind, figures);
  lines.push(
    `| ${name} | ${perSecond.toFixed(0)} | ${floorPerSecond.toFixed(0)} | **${percent(figures.shareOfFloor ?? 0)}** | ` +
      `${sharesOfFloor.map(percent).join(', ')} | ${formatMs(figures.p50Ms)} | ${formatMs(figures.p99Ms)} | ${hashRate.toFixed(0)} | ` +
      `${percent(figures.shareOfHashRate ?? 0)} / ${percent(figures.floor?.shareOfHashRate ?? 0)} | ` +
      `${result.rows} accounts, ${result.emails} e-mails, ${result.companies} companies${exact ? ' ✓' : ' ✗'} | ` +
      `${created.length} created (200), ${refused} refused (422, already taken), ${failed} other |`,
  );
}

const meanHashRate = hashRates.reduce((sum, hashRate) => sum + hashRate, 0) / Math.max(1, hashRates.length);
saveResults({ signups: { date: today(), concurrent: perBurst, rounds, argon2, hashesPerSecond: meanHashRate, byDatabase } });
await writeResultsSection('signups', [
  `### ${signups} sign-ups at once, beside their floor`,
  '',
  `\`npx tsx bench/signups.bench.ts ${signups}\` (part of \`npm run bench\`) — ${today()}. Bursts of ${perBurst} \`POST /tradespeople-setup/register\``,
  `sent together, each from its own visit: ${signups} new traders, and ${duplicates} of their e-mails sent a second time from another visit in the`,
  'same burst. The built server and the floor (bench/signup-floor-server.ts: the body parsed, the password hashed with',
  "the same parameters, the account row inserted through the app's database layer, nothing else) run at once on databases",
  `of their own, each warmed by ${WARM_UP} sign-ups not counted; then ${rounds} rounds, each one burst to the app and one to the floor, the app first`,
  'in one round and second in the next, so the load of the machine\'s neighbours falls on both. "Share of the floor" is',
  "the median of the rounds' app ÷ floor sign-ups a second (the budget, decision 149): what the app falls short of it is",
  "the app's. Sign-ups a second are medians of the rounds; latency is that of the replies that created an account, all",
  `rounds together. Password hashing: ${argon2}; one hash takes ${formatMs(median(hashTimes))} ms here (median of 5); hashes run`,
  "on the libuv thread pool (4 threads), so a burst queues for the cores. The machine's hashes a second, every core",
  'hashing and nothing else, are measured before each round; "share of hashing" sets the app\'s and the floor\'s sign-ups a',
  "second against them, for information: what the floor falls short of is the machine's (HTTP client, server and",
  'database on the same two cores).',
  '',
  '| database | sign-ups/s | floor: sign-ups/s | share of the floor | per round | p50 ms | p99 ms | hashes/s | share of hashing: app / floor | in the database afterwards | replies |',
  '|---|---|---|---|---|---|---|---|---|---|---|',
  ...lines,
  ...(problems.length > 0 ? ['', `**Not exactly once:** ${problems.join('; ')}`] : []),
]);
// a sign-up lost or doubled is a defect, not a slow figure: `npm run bench` reports this script as failed
if (problems.length > 0) process.exitCode = 1;
