// Lighthouse (mobile, performance only) on lead_location, lead_trades, a public profile, a directory listing and, signed in
// as the bench trader, the setup steps and /my-account of the production build.
// Usage: BUILD_DIR=<build> npx tsx bench/lighthouse.bench.ts   (after `npm run build`; BENCH_LIGHTHOUSE_RUNS, CHROMIUM_PATH)
import { accessSync, constants, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { chromiumArgs } from '../playwright.config';
import { createBenchDatabase, prepareBenchDatabase } from './bench-database';
import { seedBenchFixtures, type BenchVisitor } from './bench-seed';
import { benchSettings } from './bench-settings';
import { benchPort, startBuiltServer } from './built-server';
import { lighthousePages, type LighthousePage } from './lighthouse-pages';
import { median } from './latency';
import { today, writeResultsSection } from './results-file';
import { saveResults, type LighthouseRow } from './results-json';
import { landingOf, signInBrowser, signOutBrowser } from './signed-in-browser';

// the same launch flags as the E2E run, plus Lighthouse's own headless mode
const CHROME_FLAGS = ['--headless=new', ...chromiumArgs];
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = benchSettings.lighthouseRuns;
const version = (JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')) as { version: string }).version;

interface Measured {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  finalUrl: string;
}

/** Lighthouse's own trace now and then misses the page load's start: such a run is taken again (at most twice). */
const TRACE_MISSED = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);

async function audit(port: number, url: string, keepStorage: boolean, attempt = 1): Promise<Measured> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // a prepared page keeps its storage; its cache is emptied by hand instead (see below)
    disableStorageReset: keepStorage,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError && TRACE_MISSED.has(lhr.runtimeError.code) && attempt < 3) {
    console.log(`Lighthouse ${lhr.runtimeError.code} on ${url}: that run is taken again`);
    return audit(port, url, keepStorage, attempt + 1);
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    finalUrl: lhr.finalDisplayedUrl,
  };
}

/** A signed-in page that lands elsewhere or under another heading is no measure of that page: the run stops. */
async function checkLanding(browser: Browser, origin: string, page: LighthousePage, heading: string): Promise<void> {
  const landed = await landingOf(browser, `${origin}${page.path}`);
  if (landed.path !== page.path || landed.heading !== heading) {
    throw new Error(`${page.name} landed on ${landed.path} ("${landed.heading}"), not ${page.path} ("${heading}")`);
  }
}

async function measurePage(
  port: number,
  origin: string,
  page: LighthousePage,
  trader: BenchVisitor,
): Promise<{ row: LighthouseRow; finalUrl: string }> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const results: Measured[] = [];
  try {
    if (page.signedIn) {
      await signInBrowser(browser, origin, trader);
      await checkLanding(browser, origin, page, page.signedIn.heading);
    }
    for (let run = 0; run < runs; run += 1) {
      if (page.prepare) {
        await page.prepare(browser, origin);
        const tab = await browser.newPage();
        await (await tab.createCDPSession()).send('Network.clearBrowserCache');
        await tab.close();
      }
      results.push(await audit(port, `${origin}${page.path}`, page.prepare !== undefined));
    }
  } finally {
    if (page.signedIn) await signOutBrowser(browser);
    await browser.disconnect();
  }
  const row = {
    page: page.name,
    url: page.path,
    score: median(results.map((result) => result.score)),
    lcpMs: median(results.map((result) => result.lcpMs)),
    tbtMs: median(results.map((result) => result.tbtMs)),
    cls: median(results.map((result) => result.cls)),
    runs,
  };
  return { row, finalUrl: results[0]?.finalUrl ?? '' };
}

/** The page's HTML as a new visitor gets it, gzip (level 6, as the server sends it to a browser without brotli). */
async function htmlGzipBytes(url: string): Promise<number> {
  const html = await (await fetch(url, { headers: { accept: 'text/html' } })).text();
  return gzipSync(html).length;
}

try {
  accessSync(CHROMIUM_PATH, constants.X_OK);
} catch {
  console.error(`Lighthouse needs Chromium at ${CHROMIUM_PATH}: apt-get install chromium, or set CHROMIUM_PATH.`);
  process.exit(1);
}

const database = await createBenchDatabase('pglite');
const rows: LighthouseRow[] = [];
const notes: string[] = [];
try {
  const handle = await prepareBenchDatabase(await database.open(), { demoJobs: false });
  const fixtures = await seedBenchFixtures(handle.db, 1);
  await handle.close();
  const server = await startBuiltServer(database, await benchPort(4));
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  try {
    for (const page of lighthousePages(fixtures.profileUrl, fixtures.directoryPath)) {
      const status = (await fetch(`${server.origin}${page.path}`)).status;
      if (status !== 200) {
        notes.push(`\`${page.path}\` answers ${status}: not measured.`);
        continue;
      }
      const { row, finalUrl } = await measurePage(chrome.port, server.origin, page, fixtures.trader);
      row.htmlGzipBytes = await htmlGzipBytes(`${server.origin}${page.path}`);
      if (!finalUrl.endsWith(page.path)) {
        if (page.signedIn) throw new Error(`${page.name} ended on ${finalUrl} in Lighthouse, not ${page.path}`);
        notes.push(`${page.name} ended on ${finalUrl}, not ${page.path}.`);
      }
      rows.push(row);
      console.log(row);
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
} finally {
  await database.drop();
}

saveResults({ lighthouse: { date: today(), rows } });
await writeResultsSection('lighthouse', [
  '### Lighthouse, mobile',
  '',
  `\`npx tsx bench/lighthouse.bench.ts\` (part of \`npm run bench\`) — ${today()}. Lighthouse ${version} (npm), default mobile settings`,
  "(Moto G Power emulation, simulated slow 4G and 4× CPU slowdown), performance only, Debian's Chromium headless, against the",
  `built server in production mode on loopback; median of ${runs} runs per page, each from an empty cache. "HTML gzip" is the`,
  'page as a new visitor gets it: on the first steps it holds everything painted first (their stylesheets are inline).',
  '',
  '| page | path | performance | LCP ms | TBT ms | CLS | HTML gzip kB |',
  '|---|---|---|---|---|---|---|',
  ...rows.map(
    (row) =>
      `| ${row.page} | \`${row.url}\` | ${row.score} | ${Math.round(row.lcpMs)} | ${Math.round(row.tbtMs)} | ${row.cls.toFixed(3)} | ` +
      `${((row.htmlGzipBytes ?? 0) / 1000).toFixed(1)} |`,
  ),
  ...(notes.length > 0 ? ['', ...notes] : []),
]);
