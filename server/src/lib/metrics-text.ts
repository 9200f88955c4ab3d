/**
 * The few metric kinds /metrics needs, written in Prometheus' text format (version 0.0.4) by hand:
 * counters and a histogram kept in memory, and gauges read at scrape time (decision 075).
 */

export type Labels = Record<string, string>;

/** Label values are escaped as the format asks: backslash, double quote and newline. */
function labelText(labels: Labels): string {
  const pairs = Object.entries(labels).map(
    ([name, value]) => `${name}="${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`,
  );
  return pairs.length > 0 ? `{${pairs.join(',')}}` : '';
}

function header(name: string, help: string, type: 'counter' | 'gauge' | 'histogram'): string[] {
  return [`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`];
}

/** A number as Prometheus reads it (integers without a decimal point, infinities spelled out). */
function numberText(value: number): string {
  if (value === Infinity) return '+Inf';
  if (value === -Infinity) return '-Inf';
  return Number.isNaN(value) ? 'NaN' : String(value);
}

export class Counter {
  private readonly values = new Map<string, { labels: Labels; value: number }>();
  constructor(
    readonly name: string,
    readonly help: string,
  ) {}

  inc(labels: Labels = {}, by = 1): void {
    const key = labelText(labels);
    const entry = this.values.get(key);
    if (entry) entry.value += by;
    else this.values.set(key, { labels, value: by });
  }

  render(): string[] {
    const lines = header(this.name, this.help, 'counter');
    for (const { labels, value } of this.values.values()) lines.push(`${this.name}${labelText(labels)} ${numberText(value)}`);
    return lines;
  }
}

export class Histogram {
  private readonly series = new Map<string, { labels: Labels; counts: number[]; sum: number; count: number }>();
  constructor(
    readonly name: string,
    readonly help: string,
    /** Upper bounds, ascending; +Inf is added. */
    readonly buckets: number[],
  ) {}

  observe(labels: Labels, value: number): void {
    const key = labelText(labels);
    let entry = this.series.get(key);
    if (!entry) {
      entry = { labels, counts: this.buckets.map(() => 0), sum: 0, count: 0 };
      this.series.set(key, entry);
    }
    for (const [index, bound] of this.buckets.entries()) if (value <= bound) entry.counts[index]! += 1;
    entry.sum += value;
    entry.count += 1;
  }

  render(): string[] {
    const lines = header(this.name, this.help, 'histogram');
    for (const { labels, counts, sum, count } of this.series.values()) {
      for (const [index, bound] of this.buckets.entries()) {
        lines.push(`${this.name}_bucket${labelText({ ...labels, le: numberText(bound) })} ${counts[index]}`);
      }
      lines.push(`${this.name}_bucket${labelText({ ...labels, le: '+Inf' })} ${count}`);
      lines.push(`${this.name}_sum${labelText(labels)} ${numberText(sum)}`);
      lines.push(`${this.name}_count${labelText(labels)} ${count}`);
    }
    return lines;
  }
}

/** A gauge whose values are read when scraped: one line per labelled value. */
export function gauge(name: string, help: string, values: { labels?: Labels; value: number }[]): string[] {
  return [...header(name, help, 'gauge'), ...values.map(({ labels, value }) => `${name}${labelText(labels ?? {})} ${numberText(value)}`)];
}

/** A counter whose total is kept elsewhere (read at scrape time). */
export function counterValue(name: string, help: string, value: number): string[] {
  return [...header(name, help, 'counter'), `${name} ${numberText(value)}`];
}
