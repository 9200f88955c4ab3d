export interface LatencySummary {
  runs: number;
  medianMs: number;
  p99Ms: number;
  meanMs: number;
}

/** Nearest-rank percentile (0 < q ≤ 1) of values sorted ascending: the smallest value with at least q of all at or below it. */
export function percentileOfSorted(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(q * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

export function percentile(values: readonly number[], q: number): number {
  return percentileOfSorted(
    [...values].sort((a, b) => a - b),
    q,
  );
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = sorted.length / 2;
  return Number.isInteger(middle) ? ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2 : (sorted[Math.floor(middle)] ?? 0);
}

export function summarise(samplesMs: readonly number[]): LatencySummary {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length);
  return { runs: sorted.length, medianMs: median(sorted), p99Ms: percentileOfSorted(sorted, 0.99), meanMs: mean };
}

export function formatMs(value: number): string {
  if (!Number.isFinite(value)) return '–';
  return value < 10 ? value.toFixed(2) : value.toFixed(1);
}
