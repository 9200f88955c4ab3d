export interface LatencySummary {
  runs: number;
  medianMs: number;
  p99Ms: number;
  meanMs: number;
}

export function summarise(samplesMs: number[]): LatencySummary {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const mean = sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length);
  return { runs: sorted.length, medianMs: at(0.5), p99Ms: at(0.99), meanMs: mean };
}

export function formatMs(value: number): string {
  return value < 10 ? value.toFixed(2) : value.toFixed(1);
}
