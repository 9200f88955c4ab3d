/** The knobs of `npm run bench` (decision 043); defaults keep a run under 10 minutes. */
function number(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

export const benchSettings = {
  /** Concurrent connections autocannon keeps open per route (the p99 budgets are measured at 50). */
  connections: number('BENCH_CONNECTIONS', 50),
  /** Seconds per route per round; every route runs once per round, the baseline first. */
  seconds: number('BENCH_SECONDS', 3),
  rounds: number('BENCH_ROUNDS', 5),
  warmupSeconds: number('BENCH_WARMUP_SECONDS', 2),
  /** Jobs-estimate table sizes, smallest first (the table grows between them). */
  estimateJobs: (process.env.BENCH_ESTIMATE_JOBS ?? '100000,1000000,5000000,10000000').split(',').map(Number),
  /** PGlite loads rows far slower and holds them in WebAssembly memory: it stops at this size. */
  estimatePgliteMaxJobs: number('BENCH_ESTIMATE_PGLITE_MAX_JOBS', 1_000_000),
  estimateRequests: number('BENCH_ESTIMATE_REQUESTS', 400),
  signups: number('BENCH_SIGNUPS', 200),
  /** Rounds of the sign-up bench: in each, one burst to the app and one to its floor (decision 149). */
  signupRounds: number('BENCH_SIGNUP_ROUNDS', 6),
  lighthouseRuns: number('BENCH_LIGHTHOUSE_RUNS', 3),
  /** Times each press of bench/interaction.bench.ts is measured, each on a freshly loaded page. */
  interactionRepeats: number('BENCH_INTERACTION_REPEATS', 5),
  /** Minutes of mixed load per database before the server's memory is read again (5). */
  memoryMinutes: number('BENCH_MEMORY_MINUTES', 5),
};
