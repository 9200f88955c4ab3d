import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** One entry of Vite's build manifest (`build.manifest`), keyed by source path relative to web/. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The chunks a module needs before it runs: itself and, transitively, its static imports. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.isEntry);
  if (!key) throw new Error('the manifest has no entry');
  return key;
}

/**
 * Route name → manifest key of its screen, read from web/src/app/step-screens.ts (the one place
 * steps are composed), so a new step is measured without touching the benchmark.
 */
export function stepScreenKeys(stepScreensSource: string, manifest: Manifest): Record<string, string> {
  const loaders = new Map<string, string>();
  for (const [, name, path] of stepScreensSource.matchAll(/const (\w+) = \(\) => import\('([^']+)'\)/g)) {
    if (name && path) loaders.set(name, path);
  }
  const keys: Record<string, string> = {};
  for (const [, route, value] of stepScreensSource.matchAll(/^\s+(\w+): (.+?),?$/gm)) {
    if (!route || !value) continue;
    const path = /^\(\) => import\('([^']+)'\)$/.exec(value)?.[1] ?? loaders.get(value);
    if (!path) continue;
    const base = `src/${path.replace(/^\.\.\//, '')}`;
    const key = Object.keys(manifest).find((candidate) => candidate.replace(/\.tsx?$/, '') === base);
    if (key) keys[route] = key;
  }
  return keys;
}

export interface Bytes {
  raw: number;
  gzip: number;
  brotli: number;
}

const none: Bytes = { raw: 0, gzip: 0, brotli: 0 };
const add = (a: Bytes, b: Bytes): Bytes => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });

/** Sizes of built files as a server would send them at best: gzip -9 and brotli quality 11. */
export function createSizer(webDir: string) {
  const cache = new Map<string, Bytes>();
  return function sizeOf(file: string): Bytes {
    const known = cache.get(file);
    if (known) return known;
    const content = readFileSync(join(webDir, file));
    const bytes = {
      raw: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
      brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    cache.set(file, bytes);
    return bytes;
  };
}

export function totalOf(files: Iterable<string>, sizeOf: (file: string) => Bytes): Bytes {
  return [...new Set(files)].reduce((sum, file) => add(sum, sizeOf(file)), none);
}

/** JS and CSS files of a set of chunks. */
export function filesOf(manifest: Manifest, keys: Iterable<string>): { js: string[]; css: string[] } {
  const chunks = [...keys].map((key) => manifest[key]).filter((chunk): chunk is ManifestChunk => chunk !== undefined);
  return { js: chunks.map((chunk) => chunk.file), css: chunks.flatMap((chunk) => chunk.css ?? []) };
}

/**
 * A step's own chunks: its screen's chunk, the chunks beyond the entry that no other step needs (split out only because
 * a page shares them, as the card form is with the cards page) and the chunks those load lazily (Stripe's loader).
 */
export function ownChunks(manifest: Manifest, stepKey: string, otherStepKeys: readonly string[], entry: Set<string>): Set<string> {
  const shared = new Set(otherStepKeys.flatMap((key) => [...staticClosure(manifest, key)]));
  const own = new Set<string>();
  const visit = (key: string) => {
    if (own.has(key) || entry.has(key) || shared.has(key) || !manifest[key]) return;
    own.add(key);
    for (const next of [...(manifest[key]?.imports ?? []), ...(manifest[key]?.dynamicImports ?? [])]) visit(next);
  };
  visit(stepKey);
  return own;
}
