import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { addDays, londonToday } from '#common/calendar-date';
import type { FunnelReport } from '#common/contract/calls/experiment';
import { funnelSteps } from '#common/experiment';
import { experimentVisit } from '#server/db/schema/index';
import { useTestApp } from '#server-test/test-app';
import { signedInStaff } from '#server-test/test-staff';
import { clearDemoExperiment, fillDemoExperiment, productionRefusal } from './fill';

// `npm run demo:experiment` fills the funnel report with a simulated experiment that staff can read, and
// leaves real visitors, accounts and production alone.
const testApp = useTestApp();
const db = () => testApp.database.db;
const now = new Date();
const to = londonToday(now);
const from = addDays(to, -29);

async function report(): Promise<FunnelReport> {
  const { visitor } = await signedInStaff(testApp);
  const reply = await visitor.get(`/v1/admin/funnel?from=${from}&to=${to}`);
  expect(reply.statusCode).toBe(200);
  return reply.json();
}

async function visitRows() {
  const result = await db().execute(sql`
    select count(*)::int as all, (count(*) filter (where ${experimentVisit.simulated}))::int as simulated,
      count(${experimentVisit.userId})::int as with_account,
      (count(*) filter (where ${experimentVisit.visitorKey} like 'simulated-%'))::int as simulated_keys
    from ${experimentVisit}`);
  return (result as unknown as { rows: { all: number; simulated: number; with_account: number; simulated_keys: number }[] }).rows[0];
}

async function accounts(): Promise<number> {
  const result = await db().execute(sql`select count(*)::int as count from "user"`);
  return (result as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0;
}

/** A visitor of the real experiment, which the demo must never touch. */
async function realVisitor(key: string) {
  await db().insert(experimentVisit).values({ visitorKey: key, scheme: 'original', reachedSteps: 1 });
}

test('3,000 simulated visitors over the last 30 days, about a third per scheme, none with an account', async () => {
  const accountsBefore = await accounts();
  const filled = await fillDemoExperiment(db(), { visitors: 3_000, seed: 24, now });

  expect(filled).toMatchObject({ from, to });
  expect(await visitRows()).toEqual({ all: 3_000, simulated: 3_000, with_account: 0, simulated_keys: 3_000 });
  expect(await accounts()).toBe(accountsBefore);
  const { schemes } = await report();
  expect(schemes.reduce((sum, scheme) => sum + scheme.assigned, 0)).toBe(3_000);
  for (const scheme of schemes) {
    expect(scheme.assigned).toBeGreaterThan(900);
    expect(scheme.assigned).toBeLessThan(1_100);
    expect(scheme.simulated).toBe(scheme.assigned);
    expect(filled.perScheme[scheme.scheme]).toBe(scheme.assigned);
  }
});

test("each scheme's funnel narrows along its own order, and setup complete is the visitors who reached complete", async () => {
  await fillDemoExperiment(db(), { visitors: 3_000, seed: 24, now });

  for (const scheme of (await report()).schemes) {
    expect(scheme.steps.map((step) => step.step)).toEqual(funnelSteps(scheme.scheme));
    const reached = scheme.steps.map((step) => step.reached);
    expect(reached[0]).toBe(scheme.assigned);
    reached.slice(1).forEach((count, index) => expect(count).toBeLessThanOrEqual(reached[index] ?? 0));
    expect(reached.at(-1)).toBeGreaterThan(0);
    expect(reached.at(-1)).toBeLessThan(scheme.assigned / 4);
    for (const step of scheme.steps.slice(0, -1)) expect(step.saved + step.skipped).toBeLessThanOrEqual(step.reached);
    const complete = scheme.outcomes.find((outcome) => outcome.name === 'setup_complete');
    expect(complete?.count).toBe(reached.at(-1));
  }
});

test('reorderedV1412 shows more plans and cards than original, beyond chance', async () => {
  await fillDemoExperiment(db(), { visitors: 3_000, seed: 24, now });

  const { schemes } = await report();
  const outcome = (scheme: string, name: string) => schemes.find((row) => row.scheme === scheme)?.outcomes.find((row) => row.name === name);
  for (const name of ['plan_picked', 'card_added']) {
    expect(outcome('reorderedV1412', name)?.rate).toBeGreaterThan((outcome('original', name)?.rate ?? 1) * 1.5);
    expect(outcome('reorderedV1412', name)?.p_value).toBeLessThan(0.001);
  }
});

test('the same seed draws the same experiment; running again replaces the simulated visitors, real ones stay', async () => {
  await realVisitor('real-visitor-replace');
  await fillDemoExperiment(db(), { visitors: 3_000, seed: 7, now });
  const first = await report();
  await fillDemoExperiment(db(), { visitors: 3_000, seed: 7, now });

  expect(await report()).toEqual(first);
  expect(await visitRows()).toMatchObject({ all: 3_001, simulated: 3_000 });
  await fillDemoExperiment(db(), { visitors: 1_200, seed: 8, now });
  expect(await visitRows()).toMatchObject({ all: 1_201, simulated: 1_200 });
  await db().execute(sql`delete from ${experimentVisit} where ${experimentVisit.visitorKey} = 'real-visitor-replace'`);
});

test('clearing removes only the simulated visitors', async () => {
  await realVisitor('real-visitor-clear');
  await fillDemoExperiment(db(), { visitors: 3_000, seed: 24, now });

  expect(await clearDemoExperiment(db())).toBe(3_000);
  expect(await visitRows()).toEqual({ all: 1, simulated: 0, with_account: 0, simulated_keys: 0 });
  expect(await clearDemoExperiment(db())).toBe(0);
  await db().execute(sql`delete from ${experimentVisit} where ${experimentVisit.visitorKey} = 'real-visitor-clear'`);
});

test('it refuses production and runs anywhere else', () => {
  expect(productionRefusal({ NODE_ENV: 'production' })).toBe(
    'The experiment demo only fills a development database: it refuses to run with NODE_ENV=production.',
  );
  expect(productionRefusal({ NODE_ENV: 'development' })).toBeNull();
  expect(productionRefusal({ NODE_ENV: 'test' })).toBeNull();
  expect(productionRefusal({})).toBeNull();
});

// the command itself, once: on an empty folder of its own, which it must not even open
test.skipIf(Boolean(process.env.DATABASE_URL))('npm run demo:experiment with NODE_ENV=production exits 1 with a sentence', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'tradespace-demo-experiment-'));
  try {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/demo-experiment.ts'], {
      env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir },
      encoding: 'utf8',
      timeout: 60_000,
    });

    expect(result.status).toBe(1);
    expect(result.stderr).toBe('The experiment demo only fills a development database: it refuses to run with NODE_ENV=production.\n');
    expect(await readdir(dataDir)).toEqual([]);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});
