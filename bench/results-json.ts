import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { TargetFigures } from './api-load';
import type { InteractionRow } from './interaction-inp';

const FILE = new URL('./results.json', import.meta.url).pathname;
const PRETTIER = new URL('../node_modules/prettier/bin/prettier.cjs', import.meta.url).pathname;

export interface ApiResults {
  date: string;
  connections: number;
  rounds: number;
  seconds: number;
  /** Keyed by database kind: the empty route first, then every measured route. */
  byDatabase: Record<string, TargetFigures[]>;
}

export interface EstimateRow {
  database: string;
  jobs: number;
  medianMs: number;
  p99Ms: number;
  requests: number;
  usesIndex: boolean;
}

export interface SignupResults {
  date: string;
  concurrent: number;
  /** Bursts to the app, each beside one to the floor (decision 149). */
  rounds?: number;
  argon2: string;
  /** The machine's argon2id hashes a second with the app's parameters, every core hashing (the mean of the bursts'). */
  hashesPerSecond?: number;
  byDatabase: Record<
    string,
    {
      /** Sign-up requests answered a second over a burst (the median of the rounds), and that against the hash rate. */
      perSecond?: number;
      /** The app's sign-ups a second against the floor's in the same round, the median of the rounds: the budget. */
      shareOfFloor?: number;
      /** That share in each round, in order. */
      sharesOfFloor?: number[];
      /** The hash rate measured just before this burst, which `shareOfHashRate` is set against. */
      hashesPerSecond?: number;
      shareOfHashRate?: number;
      /** The same burst against bench/signup-floor-server.ts (the hash and one insert, nothing else). */
      floor?: { perSecond: number; hashesPerSecond: number; shareOfHashRate: number };
      p50Ms: number;
      p99Ms: number;
      wallSeconds: number;
      created: number;
      duplicates: number;
      failed: number;
    }
  >;
}

export interface WebBytesRow {
  route: string;
  /** Everything the first load of this route fetches (lead_location) or the step's own chunks (bench/web-bytes.ts). */
  kind: 'first load' | 'own chunk';
  jsGzip: number;
  jsBrotli: number;
  cssGzip: number;
  cssBrotli: number;
  /** JS the step brings beyond the entry when reached inside the app (its chunk and the shared chunks it imports). */
  newJsGzip: number;
}

export interface LighthouseRow {
  page: string;
  url: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  runs: number;
  /** The page's HTML as sent, gzip: everything painted first when its stylesheets are inline (decision 085). */
  htmlGzipBytes?: number;
}

/** The server's resident memory under the mixed load, per database (bench/memory.bench.ts). */
export interface MemoryRow {
  database: string;
  minutes: number;
  rssAfterFirstMinuteMb: number;
  rssAtEndMb: number;
  requests: number;
}

/** The figures of the last `npm run bench`, read by `npm run bench:check`. */
export interface BenchResults {
  machine?: string;
  api?: ApiResults;
  jobsEstimate?: { date: string; rows: EstimateRow[]; explain: Record<string, string> };
  signups?: SignupResults;
  webBytes?: { date: string; rows: WebBytesRow[] };
  lighthouse?: { date: string; rows: LighthouseRow[] };
  memory?: { date: string; rows: MemoryRow[] };
  /** The directory's service-area query (bench/service-areas.bench.ts). */
  serviceAreas?: { date: string; rows: ServiceAreaRow[] };
  /** The setup-order experiment's funnel report (bench/experiment-funnel.bench.ts). */
  experimentFunnel?: { date: string; visitors: number; rows: ExperimentFunnelRow[] };
  /** Interaction to Next Paint of the measured presses in Chromium (bench/interaction.bench.ts). */
  interactions?: { date: string; cpuSlowdown: number; rows: InteractionRow[] };
}

/** The funnel report over the last `days` days: `runs` answers after the warm-up. */
export interface ExperimentFunnelRow {
  days: number;
  assigned: number;
  runs: number;
  medianMs: number;
  maxMs: number;
}

export interface ServiceAreaRow {
  traders: number;
  medianMs: number;
  p99Ms: number;
  requests: number;
  listed: number;
}

export function readResults(): BenchResults {
  return existsSync(FILE) ? (JSON.parse(readFileSync(FILE, 'utf8')) as BenchResults) : {};
}

/** Replaces the given parts of bench/results.json, keeping the others, in the repository's format (CI checks it). */
export function saveResults(parts: BenchResults): void {
  writeFileSync(FILE, `${JSON.stringify({ ...readResults(), ...parts }, null, 2)}\n`);
  execFileSync(process.execPath, [PRETTIER, '--write', '--log-level', 'warn', FILE], { stdio: 'inherit' });
}
