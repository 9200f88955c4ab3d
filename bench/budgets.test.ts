import { evaluateBudgets } from './budgets';
import { INTERACTIONS } from './interaction-inp';
import { signedInPages } from './lighthouse-pages';
import type { BenchResults, WebBytesRow } from './results-json';

const bytes = (route: string, kind: WebBytesRow['kind'], jsGzip: number): WebBytesRow => ({
  route,
  kind,
  jsGzip,
  jsBrotli: jsGzip,
  cssGzip: 0,
  cssBrotli: 0,
  newJsGzip: jsGzip,
});

const lighthouse = (page: string, score: number, cls: number, lcpMs = 900, tbtMs = 0, htmlGzipBytes = 9_000) => ({
  page,
  url: `/${page}`,
  score,
  lcpMs,
  tbtMs,
  cls,
  runs: 3,
  htmlGzipBytes,
});
const target = (name: string, ratio: number) => ({ name, rps: 1000 * ratio, p50Ms: 1, p99Ms: 2, ratio, failed: 0 });

const withinBudget: BenchResults = {
  webBytes: { date: '2026-01-01', rows: [bytes('lead_location', 'first load', 99_000), bytes('lead_trades', 'own chunk', 2_000)] },
  lighthouse: {
    date: '2026-01-01',
    rows: [
      lighthouse('lead_location', 100, 0.01),
      lighthouse('lead_trades', 100, 0.02),
      lighthouse('public profile', 100, 0),
      lighthouse('directory listing', 100, 0),
      ...signedInPages.map(({ name }) => lighthouse(name, 100, 0.04, 1199, 49)),
    ],
  },
  interactions: {
    date: '2026-01-01',
    cpuSlowdown: 4,
    rows: INTERACTIONS.map((name) => ({ name, medianMs: 96, worstMs: 140, repeats: 5 })),
  },
  jobsEstimate: {
    date: '2026-01-01',
    explain: {},
    rows: [
      { database: 'postgres', jobs: 1_000_000, medianMs: 2, p99Ms: 4, requests: 400, usesIndex: true },
      { database: 'postgres', jobs: 10_000_000, medianMs: 2.9, p99Ms: 4.9, requests: 400, usesIndex: true },
    ],
  },
  serviceAreas: { date: '2026-01-01', rows: [{ traders: 100_000, medianMs: 3, p99Ms: 9.5, requests: 400, listed: 40 }] },
  experimentFunnel: {
    date: '2026-01-01',
    visitors: 100_000,
    rows: [
      { days: 90, assigned: 100_000, runs: 20, medianMs: 400, maxMs: 999 },
      { days: 30, assigned: 33_000, runs: 20, medianMs: 150, maxMs: 200 },
    ],
  },
  signups: {
    date: '2026-01-01',
    concurrent: 220,
    argon2: 'argon2id',
    hashesPerSecond: 150,
    byDatabase: {
      pglite: { shareOfFloor: 0.92, shareOfHashRate: 0.7, p50Ms: 1, p99Ms: 2, wallSeconds: 2, created: 200, duplicates: 0, failed: 0 },
      postgres: { shareOfFloor: 0.9, shareOfHashRate: 0.7, p50Ms: 1, p99Ms: 2, wallSeconds: 2, created: 200, duplicates: 0, failed: 0 },
    },
  },
  memory: {
    date: '2026-01-01',
    rows: [
      { database: 'pglite', minutes: 5, rssAfterFirstMinuteMb: 250, rssAtEndMb: 270, requests: 1 },
      { database: 'postgres', minutes: 5, rssAfterFirstMinuteMb: 120, rssAtEndMb: 130, requests: 1 },
    ],
  },
  api: {
    date: '2026-01-01',
    connections: 10,
    rounds: 5,
    seconds: 3,
    byDatabase: {
      postgres: [
        target('GET /bench/empty (baseline)', 1),
        target('GET /v1/account/info (signed in)', 0.65),
        target('POST /v1/helpers/jobs-estimate', 0.31),
        target('POST /v1/helpers/categories/search', 0.41),
        target('GET /t/{company url} (public profile)', 0.5),
        target('GET /directory/{trade}?postcode= (directory listing)', 0.41),
      ],
    },
  },
};

const broken = (results: BenchResults) =>
  evaluateBudgets(results)
    .filter((check) => !check.ok)
    .map((check) => check.budget);

test('figures within every budget break none', () => {
  expect(broken(withinBudget)).toEqual([]);
});

test('each broken budget is named', () => {
  const results: BenchResults = {
    ...withinBudget,
    webBytes: { date: '2026-01-01', rows: [bytes('lead_location', 'first load', 100_001), bytes('billing', 'own chunk', 30_001)] },
    lighthouse: {
      date: '2026-01-01',
      rows: [
        lighthouse('lead_location', 99, 0.01, 1200, 49),
        lighthouse('lead_trades', 100, 0.05, 900, 50, 14_001),
        lighthouse('public profile', 100, 0, 1000),
        lighthouse('directory listing', 99, 0, 700),
        ...(withinBudget.lighthouse?.rows.slice(4) ?? []),
      ],
    },
  };

  expect(broken(results)).toEqual([
    'lead_location: JS of the first load, gzip',
    "billing: the step's own chunks, gzip",
    'lead_location: Lighthouse mobile performance',
    'lead_location: largest contentful paint',
    'lead_trades: total blocking time',
    'lead_trades: HTML with its inline stylesheets, gzip',
    'public profile: largest contentful paint',
    'directory listing: Lighthouse mobile performance',
    'lead_trades: cumulative layout shift',
  ]);
});

test('a slow estimate and a slow account call break theirs', () => {
  const results: BenchResults = {
    ...withinBudget,
    jobsEstimate: {
      date: '2026-01-01',
      explain: {},
      rows: [
        { database: 'postgres', jobs: 1_000_000, medianMs: 2, p99Ms: 4, requests: 400, usesIndex: true },
        { database: 'postgres', jobs: 10_000_000, medianMs: 3.1, p99Ms: 5, requests: 400, usesIndex: true },
      ],
    },
    api: { ...withinBudget.api!, byDatabase: { pglite: [target('GET /v1/account/info (signed in)', 0.59)] } },
  };

  expect(broken(results)).toEqual([
    'jobs estimate on PostgreSQL with 10,000,000 jobs: p99',
    'jobs estimate on PostgreSQL from 1,000,000 to 10,000,000 jobs: median',
    'GET /v1/account/info (signed in) on pglite: throughput',
    // not measured counts as broken
    'POST /v1/helpers/jobs-estimate on pglite: throughput',
    'POST /v1/helpers/categories/search on pglite: throughput',
    'GET /t/{company url} (public profile) on pglite: throughput',
    'GET /directory/{trade}?postcode= (directory listing) on pglite: throughput',
  ]);
});

test('a public page under 40 % of the empty route breaks its budget', () => {
  const figures = withinBudget.api!.byDatabase.postgres!.map((figure) =>
    figure.name.startsWith('GET /t/') ? target(figure.name, 0.39) : figure,
  );
  const results: BenchResults = { ...withinBudget, api: { ...withinBudget.api!, byDatabase: { postgres: figures } } };
  expect(broken(results)).toEqual(['GET /t/{company url} (public profile) on postgres: throughput']);
});

test('a route whose p99 is over 50 ms breaks its own budget, named', () => {
  const figures = withinBudget.api!.byDatabase.postgres!.map((figure) =>
    figure.name.includes('jobs-estimate') ? { ...figure, p99Ms: 50.1 } : figure,
  );
  const results: BenchResults = { ...withinBudget, api: { ...withinBudget.api!, byDatabase: { postgres: figures } } };
  expect(broken(results)).toEqual(['POST /v1/helpers/jobs-estimate on postgres: p99']);
});

test('memory over its budget, or growing more than 10 % after the first minute, breaks its budget', () => {
  const results: BenchResults = {
    ...withinBudget,
    memory: {
      date: '2026-01-01',
      rows: [
        { database: 'pglite', minutes: 5, rssAfterFirstMinuteMb: 200, rssAtEndMb: 221, requests: 1 },
        { database: 'postgres', minutes: 5, rssAfterFirstMinuteMb: 140, rssAtEndMb: 151, requests: 1 },
      ],
    },
  };
  expect(broken(results)).toEqual([
    'server memory on pglite: growth after the first minute',
    'server memory on postgres under the mixed load',
  ]);
});

test('sign-ups under 90 % of the floor server’s in the same run break theirs, whatever their share of the hash rate', () => {
  const { pglite, postgres } = withinBudget.signups!.byDatabase;
  const results: BenchResults = {
    ...withinBudget,
    signups: {
      ...withinBudget.signups!,
      byDatabase: { pglite: { ...pglite!, shareOfFloor: 0.89, shareOfHashRate: 0.95 }, postgres: postgres! },
    },
  };
  expect(broken(results)).toEqual(['POST /tradespeople-setup/register in a burst: sign-ups a second on pglite']);
});

test('sign-ups measured on one database only leave the other one’s budget broken', () => {
  const { pglite } = withinBudget.signups!.byDatabase;
  const results: BenchResults = { ...withinBudget, signups: { ...withinBudget.signups!, byDatabase: { pglite: pglite! } } };
  expect(broken(results)).toEqual(['POST /tradespeople-setup/register in a burst: sign-ups a second on postgres']);
});

test('a budget nobody measured counts as broken, so skipping a benchmark cannot pass the check', () => {
  const checks = evaluateBudgets({});

  expect(checks.every((check) => !check.ok && check.actual === 'not measured')).toBe(true);
  expect(checks).toHaveLength(48);
});

test('a service-area query at 10 ms p99 or slower breaks its budget', () => {
  const results: BenchResults = {
    ...withinBudget,
    serviceAreas: { date: '2026-01-01', rows: [{ traders: 100_000, medianMs: 4, p99Ms: 10, requests: 400, listed: 40 }] },
  };
  expect(broken(results)).toEqual(['directory service-area query on PostgreSQL at 100,000 traders: p99']);
  expect(broken({ ...withinBudget, serviceAreas: undefined })).toEqual([
    'directory service-area query on PostgreSQL at 100,000 traders: p99',
  ]);
});

test('an experiment funnel answer of 1 s or more over 90 days of 100,000 visitors breaks its budget', () => {
  const slow = (maxMs: number, visitors = 100_000): BenchResults => ({
    ...withinBudget,
    experimentFunnel: { date: '2026-01-01', visitors, rows: [{ days: 90, assigned: visitors, runs: 20, medianMs: 300, maxMs }] },
  });
  expect(broken(slow(1000))).toEqual(['experiment funnel at 100,000 traders']);
  // measured at another size, or not at all, it is not kept
  expect(broken(slow(500, 10_000))).toEqual(['experiment funnel at 100,000 traders']);
  expect(broken({ ...withinBudget, experimentFunnel: undefined })).toEqual(['experiment funnel at 100,000 traders']);
});
