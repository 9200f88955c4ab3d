import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { registration } from '#common/contract/index';
import { missingBuild } from './app-process';
import { startCluster, type Cluster } from './cluster';
import { clusterPostgresUrl, clusterSkipReason } from './requirements';
import { Browser, RoundRobin, type Reply } from './round-robin';

// 200 sign-ups at once over two production processes on PostgreSQL, and `kill -9` of one of them
// mid-load. Every sign-up that was answered 2xx is in the database exactly once; none is there twice; a
// sign-up cut off by the kill is sent again by its visitor (with the same Idempotency-Key, as the page does)
// and then exists once; the killed process, started again, serves.

const skipReason = await clusterSkipReason();
if (skipReason) console.log(skipReason);

const SIGNUPS = 200;
/** The kill comes once this many sign-ups were acknowledged: a quarter of the load. */
const KILL_AFTER = 50;
const DOMAIN = 'crash.cluster.tradespace.test';

let cluster: Cluster;
let tradeId: number;

type Outcome = { kind: 'answered'; reply: Reply } | { kind: 'no answer'; error: string };

function signUpBody(index: number) {
  return {
    first_name: 'Crash',
    last_name: `Trader ${index}`,
    email_address: `trader-${index}@${DOMAIN}`,
    phone_number: `07714 ${String(100_000 + index)}`,
    business_name: `Crash Test Builders ${index}`,
    password: `Quiet-Harbour-${index}-Lantern`,
    terms: true,
    privacy: true,
    postcode: 'M1 1AE',
    trades: [tradeId],
  };
}

/** Each visitor's sign-up key, made once and sent again with a retry, as the page does (sign-up-call.ts). */
const signUpKeys = new Map<number, string>();

/** Sends one sign-up; a request that reached a process and got no answer (the kill) is an outcome, not a failure. */
async function send(browser: Browser, index: number): Promise<Outcome> {
  if (!signUpKeys.has(index)) signUpKeys.set(index, randomUUID());
  try {
    const headers = { 'Idempotency-Key': signUpKeys.get(index) ?? '' };
    return { kind: 'answered', reply: await browser.call(registration.register, signUpBody(index), { headers }) };
  } catch (error) {
    return { kind: 'no answer', error: String((error as { cause?: { code?: string } }).cause?.code ?? error) };
  }
}

/** A visitor opens the page (again, should the kill cut that off: a reload) to get a session. */
async function openPage(browser: Browser): Promise<void> {
  for (let tries = 0; tries < 5; tries += 1) {
    const opened = await browser.open().catch(() => null);
    if (opened?.status === 200) return;
  }
  throw new Error('the sign-up page did not open in five tries');
}

/** The `error` code of a JSON error answer ("page_expired"), else nothing. */
function errorCodeOf(reply: Reply): string {
  if (reply.status < 300) return '';
  try {
    return String(reply.json().error ?? '');
  } catch {
    return '';
  }
}

/** "128 × 200, 72 × UND_ERR_SOCKET": how many outcomes of each kind (a status with the error code of its body). */
function tally(outcomes: Outcome[]): string {
  const counts = new Map<string, number>();
  for (const outcome of outcomes) {
    const key = outcome.kind === 'answered' ? `${outcome.reply.status} ${errorCodeOf(outcome.reply)}`.trim() : outcome.error;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, n]) => `${n} × ${key}`).join(', ');
}

const acknowledged = (outcome: Outcome) => outcome.kind === 'answered' && outcome.reply.status >= 200 && outcome.reply.status < 300;

describe.skipIf(skipReason !== null)('200 sign-ups at once over two processes, one killed with kill -9 mid-load', () => {
  beforeAll(async () => {
    const problem = missingBuild();
    if (problem) throw new Error(problem);
    cluster = await startCluster({ processes: 2, postgresUrl: clusterPostgresUrl });
    const trade = await cluster.database.query<{ id: number }>("select id from trade where slug = 'plumber'");
    tradeId = trade.rows[0]?.id ?? 0;
  });

  afterAll(async () => {
    await cluster?.stop();
  });

  test('0 lost, 0 duplicated, every cut-off sign-up exists once after its retry, and the killed process serves again', async () => {
    const balancer = new RoundRobin(cluster.apps.map((app) => app.origin));
    const victim = cluster.apps[1];
    if (!victim) throw new Error('the cluster has no second process');
    const browsers = Array.from({ length: SIGNUPS }, () => new Browser(balancer));
    await Promise.all(browsers.map(openPage));

    let acknowledgedSoFar = 0;
    let answeredAfterKill = 0;
    let killedAt = 0;
    let recoveredAt = 0;
    let restarted: Promise<void> | null = null;
    const killAndRestart = async () => {
      killedAt = performance.now();
      await victim.kill9();
      await victim.start();
      recoveredAt = performance.now();
    };
    const started = performance.now();
    const outcomes = await Promise.all(
      browsers.map(async (browser, index) => {
        const outcome = await send(browser, index);
        if (killedAt > 0 && outcome.kind === 'answered') answeredAfterKill += 1;
        if (acknowledged(outcome)) acknowledgedSoFar += 1;
        if (acknowledgedSoFar === KILL_AFTER && !restarted) restarted = killAndRestart();
        return outcome;
      }),
    );
    const loadSeconds = (performance.now() - started) / 1000;
    // assigned inside the callbacks above, which the compiler's narrowing does not see
    // eslint-disable-next-line @typescript-eslint/await-thenable
    await restarted;

    // each visitor whose sign-up got no answer, or a 5xx, presses the button again
    const cutOff = outcomes.flatMap((outcome, index) =>
      acknowledged(outcome) || (outcome.kind === 'answered' && outcome.reply.status < 500) ? [] : [index],
    );
    const retried = new Map<number, Outcome>();
    for (const index of cutOff) retried.set(index, await send(browsers[index] as Browser, index));

    const rows = await cluster.database.query<{ email: string; users: number; companies: number }>(
      `select u.email, count(*)::int as users,
              sum((select count(*) from company c where c.user_id = u.id))::int as companies
         from "user" u where u.email like $1 group by u.email`,
      [`%@${DOMAIN}`],
    );
    const stored = new Map(rows.rows.map((row) => [row.email, row]));
    const emailOf = (index: number) => signUpBody(index).email_address;
    const acknowledgedIndexes = outcomes.flatMap((outcome, index) => (acknowledged(outcome) ? [index] : []));
    const lost = acknowledgedIndexes.filter((index) => !stored.has(emailOf(index)));
    const duplicated = rows.rows.filter((row) => row.users !== 1 || row.companies !== 1);
    const retryStatuses = tally([...retried.values()]);
    console.log(
      `sign-ups: ${SIGNUPS} sent in ${loadSeconds.toFixed(1)} s (${tally(outcomes)}); ` +
        `acknowledged ${acknowledgedIndexes.length}, answered after the kill ${answeredAfterKill}, cut off by the kill ${cutOff.length}, ` +
        `sent on past the dead process ${balancer.skipped}; lost ${lost.length}, duplicated ${duplicated.length}; ` +
        `recovery (kill -9 to /healthz 200): ${((recoveredAt - killedAt) / 1000).toFixed(1)} s`,
    );
    if (retried.size > 0) console.log(`retries of the cut-off sign-ups: ${retryStatuses}`);

    expect(killedAt).toBeGreaterThan(0);
    expect(answeredAfterKill).toBeGreaterThan(0); // the kill came mid-load, not after it
    expect(lost).toEqual([]);
    expect(duplicated).toEqual([]);
    // after the retries every one of the 200 traders has exactly one account
    expect(Array.from({ length: SIGNUPS }, (_, index) => stored.get(emailOf(index))?.users ?? 0)).toEqual(Array(SIGNUPS).fill(1));

    // the restarted process serves sign-ups again, through the balancer as before
    const answeredBefore = [...balancer.answered];
    const later = await Promise.all(
      Array.from({ length: 6 }, async (_, offset) => {
        const browser = new Browser(balancer);
        await browser.open();
        return send(browser, SIGNUPS + offset);
      }),
    );
    expect(later.map((outcome) => (outcome.kind === 'answered' ? outcome.reply.status : outcome.error))).toEqual(Array(6).fill(200));
    expect(balancer.answered.map((count, index) => count - (answeredBefore[index] ?? 0))).toEqual([6, 6]);
  });
});
