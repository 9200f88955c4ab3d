import autocannon from 'autocannon';
import { median, percentile } from './latency';

export interface LoadRequest {
  headers: Record<string, string>;
  body?: unknown;
}

/** One route under load; `request` builds each request from its connection number and a running count. */
export interface LoadTarget {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  request: (connection: number, sequence: number) => LoadRequest;
}

export interface LoadRun {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  ok: number;
  failed: number;
}

export interface LoadSettings {
  connections: number;
  seconds: number;
}

/**
 * Drives one target with autocannon for `seconds`. Latencies come from autocannon's response
 * event (fractions of a millisecond), not its whole-millisecond histogram; only 2xx replies count.
 */
export function runLoad(origin: string, target: LoadTarget, settings: LoadSettings): Promise<LoadRun> {
  const latencies: number[] = [];
  let failed = 0;
  let nextConnection = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${origin}${target.path}`,
        method: target.method,
        connections: settings.connections,
        duration: settings.seconds,
        requests: [
          {
            setupRequest(request, context: { connection?: number; sequence?: number }) {
              context.connection ??= nextConnection++;
              context.sequence = (context.sequence ?? 0) + 1;
              const built = target.request(context.connection, context.sequence);
              const body = built.body === undefined ? undefined : JSON.stringify(built.body);
              const json = body === undefined ? {} : { 'content-type': 'application/json' };
              return { ...request, method: target.method, path: target.path, headers: { ...json, ...built.headers }, body };
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        const seconds = Math.max(0.001, result.duration);
        resolve({
          rps: latencies.length / seconds,
          p50Ms: percentile(latencies, 0.5),
          p99Ms: percentile(latencies, 0.99),
          ok: latencies.length,
          failed: failed + result.errors + result.timeouts,
        });
      },
    );
    instance.on('response', (_client: unknown, status: number, _bytes: number, milliseconds: number) => {
      if (status >= 200 && status < 300) latencies.push(milliseconds);
      else failed += 1;
    });
  });
}

/** One target's figures over several rounds: medians of the rounds, and of its ratio to the baseline in each round. */
export interface TargetFigures {
  name: string;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Median over rounds of (this target's req/s ÷ the empty route's req/s in the same round). */
  ratio: number;
  failed: number;
}

export function combineRounds(name: string, rounds: readonly LoadRun[], baseline: readonly LoadRun[]): TargetFigures {
  return {
    name,
    rps: median(rounds.map((run) => run.rps)),
    p50Ms: median(rounds.map((run) => run.p50Ms)),
    p99Ms: median(rounds.map((run) => run.p99Ms)),
    ratio: median(rounds.map((run, index) => run.rps / (baseline[index]?.rps ?? Number.NaN))),
    failed: rounds.reduce((sum, run) => sum + run.failed, 0),
  };
}
