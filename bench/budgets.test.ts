import { evaluateBudgets } from './budgets';
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
    rows: [lighthouse('lead_location', 100, 0.01), lighthouse('lead_trades', 100, 0.02), lighthouse('public profile', 96, 0)],
  },
  jobsEstimate: {
    date: '2026-01-01',
    explain: {},
    rows: [{ database: 'postgres', jobs: 1_000_000, medianMs: 2, p99Ms: 9.5, requests: 400, usesIndex: true }],
  },
  api: {
    date: '2026-01-01',
    connections: 10,
    rounds: 5,
    seconds: 3,
    byDatabase: {
      postgres: [
        target('GET /bench/empty (baseline)', 1),
        target('GET /v1/account/info (signed in)', 0.45),
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
        lighthouse('public profile', 95, 0, 1000),
      ],
    },
  };

  expect(broken(results)).toEqual([
    'lead_location: JS of the first load, gzip',
    "billing: the step's own chunk, gzip",
    'lead_location: Lighthouse mobile performance',
    'lead_location: largest contentful paint',
    'lead_trades: total blocking time',
    'lead_trades: HTML with its inline stylesheets, gzip',
    'public profile: largest contentful paint',
    'lead_trades: cumulative layout shift',
  ]);
});

test('a slow estimate and a slow account call break theirs', () => {
  const results: BenchResults = {
    ...withinBudget,
    jobsEstimate: {
      date: '2026-01-01',
      explain: {},
      rows: [{ database: 'postgres', jobs: 1_000_000, medianMs: 2, p99Ms: 10, requests: 400, usesIndex: true }],
    },
    api: { ...withinBudget.api!, byDatabase: { pglite: [target('GET /v1/account/info (signed in)', 0.39)] } },
  };

  expect(broken(results)).toEqual([
    'jobs estimate on PostgreSQL with 1,000,000 jobs: p99',
    'GET /v1/account/info (signed in) on pglite: throughput',
    // not measured counts as broken
    'GET /t/{company url} (public profile) on pglite: throughput',
    'GET /directory/{trade}?postcode= (directory listing) on pglite: throughput',
  ]);
});

test('a public page under 40 % of the empty route breaks its budget (issue 22)', () => {
  const figures = withinBudget.api!.byDatabase.postgres!.map((figure) =>
    figure.name.startsWith('GET /t/') ? target(figure.name, 0.39) : figure,
  );
  const results: BenchResults = { ...withinBudget, api: { ...withinBudget.api!, byDatabase: { postgres: figures } } };
  expect(broken(results)).toEqual(['GET /t/{company url} (public profile) on postgres: throughput']);
});

test('a budget nobody measured counts as broken, so skipping a benchmark cannot pass the check', () => {
  const checks = evaluateBudgets({});

  expect(checks.every((check) => !check.ok && check.actual === 'not measured')).toBe(true);
  expect(checks).toHaveLength(17);
});
