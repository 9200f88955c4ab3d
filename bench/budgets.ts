import { check, type BudgetCheck } from './budget-check';
import { interactionChecks } from './interaction-budgets';
import { signedInPages } from './lighthouse-pages';
import type { BenchResults, LighthouseRow } from './results-json';

export type { BudgetCheck } from './budget-check';

export const BUDGETS = {
  firstLoadJsGzip: 100_000,
  stepChunkJsGzip: 30_000,
  /** The first steps, drawn by the server (decision 085), and the public pages. */
  firstStepsLighthouseScore: 100,
  firstStepsLcpMs: 1200,
  firstStepsTbtMs: 50,
  /** One round trip: the first steps' HTML with their inline stylesheets. */
  firstStepsHtmlGzip: 14_000,
  publicPageLcpMs: 1000,
  publicPageLighthouseScore: 100,
  cls: 0.05,
  /** P99 at 10 M jobs, and flat from 1 M (the median at 10 M at most this many times the one at 1 M). */
  estimateP99Ms: 5,
  estimateJobs: 10_000_000,
  estimateFlatFromJobs: 1_000_000,
  estimateFlatFactor: 1.5,
  /** Raised from the first budgets' 40 %. */
  accountInfoShareOfEmpty: 0.6,
  /** The lead trades step's helpers. */
  jobsEstimateShareOfEmpty: 0.3,
  categorySearchShareOfEmpty: 0.4,
  /** The public pages, kept rendered until the next write (decision 084). */
  publicPageShareOfEmpty: 0.4,
  /** A burst of sign-ups against the same burst to their floor (the hash and one insert) in the same run (decision 149). */
  signupShareOfFloor: 0.9,
  /** Every measured route's p99 at the bench's connections (50). */
  routeP99Ms: 50,
  /** Resident memory after minutes of mixed load, and its growth from the first minute (a leak check). */
  memoryPgliteMb: 300,
  memoryPostgresMb: 150,
  memoryGrowth: 0.1,
  /** The directory's service-area query for one postcode at 100,000 traders, on PostgreSQL. */
  serviceAreaP99Ms: 10,
  serviceAreaTraders: 100_000,
  /** Every answer of the experiment's funnel report over 90 days of 100,000 visitors, on PostgreSQL. */
  experimentFunnelMs: 1000,
  experimentFunnelVisitors: 100_000,
  experimentFunnelDays: 90,
} as const;

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
/** A step's own chunks: its screen's and those only it needs, the card form's and lazy ones included (bench/web-bytes.ts). */
const STEP_CHUNKS = "later steps: each step's own chunks (the card form's and lazy ones included), gzip";
const ACCOUNT_INFO = 'GET /v1/account/info (signed in)';
/** The throughput budgets: each route's share of the empty route in the same run. */
const THROUGHPUT_BUDGETS: [route: string, share: number][] = [
  [ACCOUNT_INFO, BUDGETS.accountInfoShareOfEmpty],
  ['POST /v1/helpers/jobs-estimate', BUDGETS.jobsEstimateShareOfEmpty],
  ['POST /v1/helpers/categories/search', BUDGETS.categorySearchShareOfEmpty],
  ['GET /t/{company url} (public profile)', BUDGETS.publicPageShareOfEmpty],
  ['GET /directory/{trade}?postcode= (directory listing)', BUDGETS.publicPageShareOfEmpty],
];
/** Per page: the Lighthouse score, LCP and TBT it must keep (the median of the runs). */
const FIRST_STEP = {
  score: BUDGETS.firstStepsLighthouseScore,
  lcpMs: BUDGETS.firstStepsLcpMs,
  tbtMs: BUDGETS.firstStepsTbtMs,
  htmlGzip: BUDGETS.firstStepsHtmlGzip,
};
const LIGHTHOUSE_BUDGETS: { page: string; score: number; lcpMs: number; tbtMs?: number; htmlGzip?: number }[] = [
  { page: 'lead_location', ...FIRST_STEP },
  { page: 'lead_trades', ...FIRST_STEP },
  { page: 'public profile', score: BUDGETS.publicPageLighthouseScore, lcpMs: BUDGETS.publicPageLcpMs },
  { page: 'directory listing', score: BUDGETS.publicPageLighthouseScore, lcpMs: BUDGETS.publicPageLcpMs },
  // where a trader spends most time: the same marks as the first steps, signed in (the page's HTML is no budget there)
  ...signedInPages.map(({ name }) => ({ page: name, score: FIRST_STEP.score, lcpMs: FIRST_STEP.lcpMs, tbtMs: FIRST_STEP.tbtMs })),
];

function webChecks(results: BenchResults): BudgetCheck[] {
  const rows = results.webBytes?.rows ?? [];
  const firstLoad = rows.find((row) => row.kind === 'first load');
  const firstLimit = `≤ ${kB(BUDGETS.firstLoadJsGzip)}`;
  const first = check(
    'lead_location: JS of the first load, gzip',
    firstLimit,
    firstLoad ? kB(firstLoad.jsGzip) : null,
    (firstLoad?.jsGzip ?? Infinity) <= BUDGETS.firstLoadJsGzip,
  );

  const steps = rows.filter((row) => row.kind === 'own chunk');
  const limit = `≤ ${kB(BUDGETS.stepChunkJsGzip)} each`;
  if (steps.length === 0) return [first, check(STEP_CHUNKS, limit, null, false)];
  const over = steps.filter((row) => row.jsGzip > BUDGETS.stepChunkJsGzip);
  if (over.length > 0)
    return [first, ...over.map((row) => check(`${row.route}: the step's own chunks, gzip`, limit, kB(row.jsGzip), false))];
  const largest = steps.reduce((big, row) => (row.jsGzip > big.jsGzip ? row : big));
  return [first, check(STEP_CHUNKS, limit, `${kB(largest.jsGzip)} at most (${largest.route})`, true)];
}

function lighthouseChecks(results: BenchResults): BudgetCheck[] {
  const rows: LighthouseRow[] = results.lighthouse?.rows ?? [];
  const scores = LIGHTHOUSE_BUDGETS.flatMap(({ page, score, lcpMs, tbtMs, htmlGzip }) => {
    const row = rows.find((candidate) => candidate.page === page);
    const ms = (value: number | undefined) => (value === undefined ? null : `${Math.round(value)} ms`);
    return [
      check(`${page}: Lighthouse mobile performance`, `≥ ${score}`, row ? String(row.score) : null, (row?.score ?? 0) >= score),
      check(`${page}: largest contentful paint`, `< ${lcpMs} ms`, ms(row?.lcpMs), (row?.lcpMs ?? Infinity) < lcpMs),
      ...(tbtMs === undefined
        ? []
        : [check(`${page}: total blocking time`, `< ${tbtMs} ms`, ms(row?.tbtMs), (row?.tbtMs ?? Infinity) < tbtMs)]),
      ...(htmlGzip === undefined
        ? []
        : [
            check(
              `${page}: HTML with its inline stylesheets, gzip`,
              `≤ ${kB(htmlGzip)}`,
              row?.htmlGzipBytes === undefined ? null : kB(row.htmlGzipBytes),
              (row?.htmlGzipBytes ?? Infinity) <= htmlGzip,
            ),
          ]),
    ];
  });
  if (rows.length === 0) return [...scores, check('cumulative layout shift', `< ${BUDGETS.cls}`, null, false)];
  return [
    ...scores,
    ...rows.map((row) => check(`${row.page}: cumulative layout shift`, `< ${BUDGETS.cls}`, row.cls.toFixed(3), row.cls < BUDGETS.cls)),
  ];
}

function estimateChecks(results: BenchResults): BudgetCheck[] {
  const rowAt = (jobs: number) => results.jobsEstimate?.rows.find((row) => row.database === 'postgres' && row.jobs === jobs);
  const largest = rowAt(BUDGETS.estimateJobs);
  const smaller = rowAt(BUDGETS.estimateFlatFromJobs);
  const growth = largest && smaller ? largest.medianMs / smaller.medianMs : null;
  return [
    check(
      'jobs estimate on PostgreSQL with 10,000,000 jobs: p99',
      `< ${BUDGETS.estimateP99Ms} ms`,
      largest ? `${largest.p99Ms.toFixed(2)} ms` : null,
      (largest?.p99Ms ?? Infinity) < BUDGETS.estimateP99Ms,
    ),
    check(
      'jobs estimate on PostgreSQL from 1,000,000 to 10,000,000 jobs: median',
      `at most ×${BUDGETS.estimateFlatFactor}`,
      growth === null ? null : `×${growth.toFixed(2)}`,
      growth !== null && growth <= BUDGETS.estimateFlatFactor,
    ),
  ];
}

function serviceAreaCheck(results: BenchResults): BudgetCheck {
  const row = results.serviceAreas?.rows.find((candidate) => candidate.traders === BUDGETS.serviceAreaTraders);
  const actual = row ? `${row.p99Ms.toFixed(2)} ms` : null;
  return check(
    'directory service-area query on PostgreSQL at 100,000 traders: p99',
    `< ${BUDGETS.serviceAreaP99Ms} ms`,
    actual,
    (row?.p99Ms ?? Infinity) < BUDGETS.serviceAreaP99Ms,
  );
}

function experimentFunnelCheck(results: BenchResults): BudgetCheck {
  const measured = results.experimentFunnel;
  const row =
    measured?.visitors === BUDGETS.experimentFunnelVisitors
      ? measured.rows.find((candidate) => candidate.days === BUDGETS.experimentFunnelDays)
      : undefined;
  return check(
    'experiment funnel at 100,000 traders',
    `< ${BUDGETS.experimentFunnelMs} ms`,
    row ? `${Math.round(row.maxMs)} ms at most (median ${Math.round(row.medianMs)} ms)` : null,
    (row?.maxMs ?? Infinity) < BUDGETS.experimentFunnelMs,
  );
}

function throughputChecks(results: BenchResults): BudgetCheck[] {
  const measured = Object.entries(results.api?.byDatabase ?? {});
  return THROUGHPUT_BUDGETS.flatMap(([route, share]) => {
    const limit = `≥ ${share * 100} % of the empty route`;
    if (measured.length === 0) return [check(`${route}: throughput`, limit, null, false)];
    return measured.map(([database, figures]) => {
      const figure = figures.find((candidate) => candidate.name === route);
      const actual = figure ? `${(figure.ratio * 100).toFixed(0)} %` : null;
      return check(`${route} on ${database}: throughput`, limit, actual, (figure?.ratio ?? 0) >= share);
    });
  });
}

function latencyChecks(results: BenchResults): BudgetCheck[] {
  const limit = `≤ ${BUDGETS.routeP99Ms} ms`;
  const measured = Object.entries(results.api?.byDatabase ?? {});
  if (measured.length === 0) return [check('every route: p99', limit, null, false)];
  return measured.flatMap(([database, figures]) =>
    figures
      .filter((figure) => figure.p99Ms > BUDGETS.routeP99Ms)
      .map((figure) => check(`${figure.name} on ${database}: p99`, limit, `${figure.p99Ms.toFixed(1)} ms`, false))
      .concat(
        figures.every((figure) => figure.p99Ms <= BUDGETS.routeP99Ms)
          ? [
              check(
                `every route on ${database}: p99`,
                limit,
                `${Math.max(...figures.map((figure) => figure.p99Ms)).toFixed(1)} ms at most`,
                true,
              ),
            ]
          : [],
      ),
  );
}

function memoryChecks(results: BenchResults): BudgetCheck[] {
  const rows = results.memory?.rows ?? [];
  return (['pglite', 'postgres'] as const).flatMap((database) => {
    const row = rows.find((candidate) => candidate.database === database);
    const limit = database === 'pglite' ? BUDGETS.memoryPgliteMb : BUDGETS.memoryPostgresMb;
    const growth = row ? (row.rssAtEndMb - row.rssAfterFirstMinuteMb) / row.rssAfterFirstMinuteMb : null;
    return [
      check(
        `server memory on ${database} under the mixed load`,
        `≤ ${limit} MB`,
        row ? `${row.rssAtEndMb.toFixed(0)} MB` : null,
        (row?.rssAtEndMb ?? Infinity) <= limit,
      ),
      check(
        `server memory on ${database}: growth after the first minute`,
        `≤ ${BUDGETS.memoryGrowth * 100} %`,
        growth === null ? null : `${(growth * 100).toFixed(1)} %`,
        growth !== null && growth <= BUDGETS.memoryGrowth,
      ),
    ];
  });
}

function signupChecks(results: BenchResults): BudgetCheck[] {
  const name = 'POST /tradespeople-setup/register in a burst: sign-ups a second';
  const limit = `≥ ${BUDGETS.signupShareOfFloor * 100} % of the floor server's, same run`;
  const measured = results.signups?.byDatabase ?? {};
  // both databases, so a run that skipped PostgreSQL cannot pass
  return (['pglite', 'postgres'] as const).map((database) => {
    const share = measured[database]?.shareOfFloor;
    const actual = share === undefined ? null : `${(share * 100).toFixed(0)} %`;
    return check(`${name} on ${database}`, limit, actual, (share ?? 0) >= BUDGETS.signupShareOfFloor);
  });
}

/** Every budget against the figures; one not measured counts as broken, so a skipped benchmark cannot pass. */
export function evaluateBudgets(results: BenchResults): BudgetCheck[] {
  return [
    ...webChecks(results),
    ...lighthouseChecks(results),
    ...estimateChecks(results),
    serviceAreaCheck(results),
    experimentFunnelCheck(results),
    ...throughputChecks(results),
    ...latencyChecks(results),
    ...signupChecks(results),
    ...memoryChecks(results),
    ...interactionChecks(results),
  ];
}
