// Sign-up journeys a second through 4 production processes against 1, on PostgreSQL, Redis and s3rver, in the
// same run. Usage: BUILD_DIR=.build-bench npx tsx bench/cluster.bench.ts [seconds=15] [journeys at once=16]
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { account, addressBook, descriptionSettings, helpers, lead, registration } from '../common/contract/index';
import { buildDir, missingBuild } from '../server/cluster/app-process';
import { startCluster } from '../server/cluster/cluster';
import { clusterPostgresUrl, clusterSkipReason } from '../server/cluster/requirements';
import { Browser, RoundRobin } from '../server/cluster/round-robin';
import { formatMs, median, percentile } from './latency';
import { today, writeResultsSection } from './results-file';
import { MANCHESTER_WORK_ADDRESS } from '#server-test/test-addresses';

const seconds = Number(process.argv[2] ?? 15);
const atOnce = Number(process.argv[3] ?? 16);
const WARMUP_SECONDS = 3;
const SIZES = [1, 4];

let made = 0;

/**
 * One trader's sign-up and first setup steps, every request round-robin: page, postcode, trades, e-mail, register
 * (one argon2 hash), the signed-in view, description, work address, the view again. Throws on any non-2xx.
 */
async function journey(balancer: RoundRobin, tradeId: number): Promise<void> {
  made += 1;
  const serial = `${process.pid % 100}${String(made).padStart(5, '0')}`.slice(-6);
  const browser = new Browser(balancer);
  const expectOk = async (step: string, reply: Promise<{ status: number; text: string }>) => {
    const answer = await reply;
    if (answer.status >= 300) throw new Error(`${step} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
    return answer;
  };
  await expectOk('page', browser.open());
  await expectOk('postcode', browser.call(helpers.addressLookup, { postcode: 'M1 1AE' }));
  await expectOk('trades', browser.call(helpers.categories, {}));
  const email = `bench-${Date.now()}-${made}@cluster.bench.tradespace.test`;
  const drafted = await expectOk('e-mail', browser.call(lead.leadCreate, { email_address: email, postcode: 'M1 1AE', trades: [tradeId] }));
  await expectOk(
    'register',
    browser.call(registration.register, {
      first_name: 'Bench',
      last_name: 'Journey',
      business_name: `Bench Journey ${made}`,
      email_address: email,
      phone_number: `07715 ${serial}`,
      password: `Quiet-Harbour-${made}-Lantern`,
      terms: true,
      privacy: true,
      postcode: 'M1 1AE',
      trades: [tradeId],
      lead_id: JSON.parse(drafted.text).lead_id,
    }),
  );
  await expectOk('view', browser.call(account.accountInfo, {}));
  await expectOk(
    'description',
    browser.call(descriptionSettings.descriptionSave, {
      description: 'Local builder with twenty years of experience, fully insured and happy to help.',
    }),
  );
  await expectOk('address', browser.call(addressBook.addressSave, MANCHESTER_WORK_ADDRESS));
  await expectOk('view again', browser.call(account.accountInfo, {}));
}

/** Keeps `atOnce` journeys going for `durationS` seconds; the journeys finished and their durations. */
async function load(balancer: RoundRobin, tradeId: number, durationS: number) {
  const deadline = performance.now() + durationS * 1000;
  const times: number[] = [];
  const failures: string[] = [];
  await Promise.all(
    Array.from({ length: atOnce }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        try {
          await journey(balancer, tradeId);
          times.push(performance.now() - started);
        } catch (error) {
          failures.push((error as Error).message);
        }
      }
    }),
  );
  return { times, failures };
}

const skip = await clusterSkipReason();
if (skip) {
  console.log(skip);
  process.exit(0);
}
const noBuild = missingBuild();
if (noBuild) throw new Error(noBuild);

const loadBefore = loadavg()[0] ?? 0;
const rows: string[] = [];
const perSecond: Record<number, number> = {};
const problems: string[] = [];
for (const processes of SIZES) {
  const cluster = await startCluster({ processes, postgresUrl: clusterPostgresUrl });
  try {
    const trade = await cluster.database.query<{ id: number }>("select id from trade where slug = 'builder'");
    const balancer = new RoundRobin(cluster.apps.map((app) => app.origin));
    await load(balancer, trade.rows[0]?.id ?? 1, WARMUP_SECONDS);
    const { times, failures } = await load(balancer, trade.rows[0]?.id ?? 1, seconds);
    perSecond[processes] = times.length / seconds;
    if (failures.length > 0) problems.push(`${processes} process(es): ${failures.length} failed, first: ${failures[0]}`);
    console.log(`${processes} process(es): ${times.length} journeys in ${seconds} s, ${failures.length} failed`);
    rows.push(
      `| ${processes} | ${times.length} | ${(perSecond[processes] ?? 0).toFixed(1)} | ${formatMs(median(times))} | ${formatMs(percentile(times, 0.99))} | ` +
        `${balancer.answered.join(' / ')} | ${failures.length} |`,
    );
  } finally {
    await cluster.stop();
  }
}
const ratio = (perSecond[4] ?? 0) / (perSecond[1] || Number.NaN);
await writeResultsSection('cluster', [
  '### Sign-up journeys: 4 processes against 1',
  '',
  `\`BUILD_DIR=${buildDir()} npx tsx bench/cluster.bench.ts ${seconds} ${atOnce}\` — ${today()}. The production build on one PostgreSQL`,
  `database, a redis-server of its own and s3rver (server/cluster/), first as 1 process, then as 4, in the same run; ${atOnce}`,
  `journeys at once for ${seconds} s after ${WARMUP_SECONDS} s of warm-up, every request sent to the next process in turn. A journey is`,
  'the sign-up page, postcode, trades, e-mail, register (one argon2 hash), the signed-in view, description, work address',
  'and the view again: 9 requests.',
  '',
  '| processes | journeys | journeys/s | p50 ms | p99 ms | requests answered per process | failed |',
  '|---|---|---|---|---|---|---|',
  ...rows,
  '',
  `**4 processes / 1: ${ratio.toFixed(2)}×**, with the machine's load average (1 minute) at ${loadBefore.toFixed(1)} before and`,
  `${(loadavg()[0] ?? 0).toFixed(1)} after. On 2 cores more processes can only add the second core and overlap database round`,
  'trips; when other work already keeps the cores busy they queue, and the ratio says more about the machine than the app.',
  ...(problems.length > 0 ? ['', `**Failures:** ${problems.join('; ')}`] : []),
]);
if (problems.length > 0) process.exitCode = 1;
