import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';

const FILE = new URL('./RESULTS.md', import.meta.url).pathname;

/** CPU model and cores, memory and Node version: the first line of every section. */
export function machineDescription(): string {
  const cpu = cpus()[0]?.model?.trim() ?? 'unknown CPU';
  return `${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** Replaces one benchmark's section of bench/RESULTS.md (between its markers), keeping the others. */
export async function writeResultsSection(name: string, lines: string[]): Promise<void> {
  const begin = `<!-- ${name}:begin -->`;
  const end = `<!-- ${name}:end -->`;
  const current = existsSync(FILE) ? readFileSync(FILE, 'utf8') : '# Benchmark results\n';
  const section = [begin, ...lines, '', `Machine: ${machineDescription()}.`, end].join('\n');
  const pattern = new RegExp(`${begin}[\\s\\S]*?${end}`);
  const next = pattern.test(current) ? current.replace(pattern, () => section) : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(FILE, next);
}
