// Interaction to Next Paint of the presses a trader makes most (ticking a trade, searching trades, choosing a plan, typing
// a card number, adding a gallery photo) in Debian's Chromium at 4× CPU slowdown, against the production build.
// Usage: BUILD_DIR=<build> node --import tsx bench/interaction.bench.ts   (after `npm run build`; BENCH_INTERACTION_REPEATS)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import sharp from 'sharp';
import { chromiumArgs } from '../playwright.config';
import { routePath } from '../common/routes';
import { createBenchDatabase, prepareBenchDatabase } from './bench-database';
import { seedBenchFixtures, type BenchVisitor } from './bench-seed';
import { benchSettings } from './bench-settings';
import { benchPort, startBuiltServer } from './built-server';
import { INP_BUDGET_MS } from './interaction-budgets';
import { interactionRow, slowestInteractionMs, type EventEntry, type InteractionRow } from './interaction-inp';
import { interactionScenarios, scenarioPath, type InteractionScenario } from './interaction-scenarios';
import { today, writeResultsSection } from './results-file';
import { saveResults } from './results-json';
import { cookiePairs } from './signed-in-browser';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CPU_SLOWDOWN = 4;
/** The Event Timing API's smallest threshold: a press answered sooner leaves no entry and counts as this. */
const DURATION_THRESHOLD_MS = 16;
const repeats = benchSettings.interactionRepeats;

/** Collects every event entry of the page from its first script on; the bench empties the list before the press. */
function observeEvents() {
  // no named functions in here: the page gets this source as it is, without the helpers tsx names them with
  const target = window as unknown as { benchEvents: unknown[]; benchObserver: PerformanceObserver };
  target.benchEvents = [];
  target.benchObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      target.benchEvents.push({ name: entry.name, interactionId: entry.interactionId, duration: entry.duration });
    }
  });
  target.benchObserver.observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/** The entries seen so far, with those the browser has not handed to the observer yet (a busy page hands them late). */
function eventsSeen(): EventEntry[] {
  const target = window as unknown as { benchEvents: EventEntry[]; benchObserver: PerformanceObserver };
  for (const entry of target.benchObserver.takeRecords() as PerformanceEventTiming[]) {
    target.benchEvents.push({ name: entry.name, interactionId: entry.interactionId, duration: entry.duration });
  }
  return target.benchEvents;
}

const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))));

async function openSlowed(browser: Browser, origin: string, scenario: InteractionScenario, trader: BenchVisitor): Promise<Page> {
  const context = await browser.createBrowserContext();
  const host = new URL(origin).hostname;
  if (scenario.signedIn) await context.setCookie(...cookiePairs(trader.cookie).map((pair) => ({ ...pair, domain: host, path: '/' })));
  const page = await context.newPage();
  await page.setViewport({ width: 375, height: 812, isMobile: true, hasTouch: false });
  if (!scenario.signedIn) {
    // lead_trades asks for the postcode lead_location saves, or its guard sends the visitor back
    await page.goto(`${origin}${routePath('lead_location')}`);
    await page.evaluate(() =>
      localStorage.setItem('tradespace.lead', JSON.stringify({ postcode: 'M1 1AE', trades: [], redirected: true })),
    );
  }
  await page.evaluateOnNewDocument(observeEvents);
  await (await page.createCDPSession()).send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(`${origin}${scenarioPath(scenario)}`, { waitUntil: 'networkidle0' });
  const landed = await page.evaluate(() => location.pathname);
  if (landed !== scenarioPath(scenario)) throw new Error(`${scenario.name}: landed on ${landed}, not ${scenarioPath(scenario)}`);
  return page;
}

/** One repeat: a new browser context, the page at 4× slowdown, settled; the press; its slowest interaction. */
async function measureOnce(browser: Browser, origin: string, scenario: InteractionScenario, trader: BenchVisitor, photo: string) {
  const page = await openSlowed(browser, origin, scenario, trader);
  try {
    await scenario.before?.(page);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await nextFrames(page);
    await page.evaluate(() => ((window as unknown as { benchEvents: unknown[] }).benchEvents = []));
    await scenario.press(page, { photo });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await nextFrames(page);
    const entries = await page.evaluate(eventsSeen);
    return slowestInteractionMs(entries) ?? DURATION_THRESHOLD_MS;
  } finally {
    await page.browserContext().close();
  }
}

const database = await createBenchDatabase('pglite');
const rows: InteractionRow[] = [];
const folder = mkdtempSync(join(tmpdir(), 'tradespace-inp-'));
try {
  const photo = join(folder, 'job.jpg');
  await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#7a8c99' } })
    .jpeg()
    .toFile(photo);
  const handle = await prepareBenchDatabase(await database.open(), { demoJobs: false });
  const fixtures = await seedBenchFixtures(handle.db, 0);
  await handle.close();
  const server = await startBuiltServer(database, await benchPort(5));
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs, headless: true });
  try {
    for (const scenario of interactionScenarios) {
      const figures: number[] = [];
      for (let repeat = 0; repeat < repeats; repeat += 1) {
        figures.push(await measureOnce(browser, server.origin, scenario, fixtures.trader, photo));
      }
      const row = interactionRow(scenario.name, figures);
      if (row) rows.push(row);
      console.log(scenario.name, figures);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
  await database.drop();
}

saveResults({ interactions: { date: today(), cpuSlowdown: CPU_SLOWDOWN, rows } });
await writeResultsSection('interactions', [
  '### Presses: Interaction to Next Paint',
  '',
  `\`node --import tsx bench/interaction.bench.ts\` (part of \`npm run bench\`) — ${today()}. Debian's Chromium headless (puppeteer-core),`,
  `375 × 812, CPU slowed ${CPU_SLOWDOWN}× (\`Emulation.setCPUThrottlingRate\`) from the page's load on, against the built server on`,
  'loopback. Each repeat opens the page in a new browser context, waits until the network is idle and a second more, then',
  "presses with real input events; a `PerformanceObserver` of `event` entries (threshold 16 ms) gives each interaction's",
  'longest event, and the repeat counts its slowest interaction (a typed card number is sixteen). A press answered within',
  `16 ms leaves no entry and counts as 16 ms. Budget: the median under ${INP_BUDGET_MS} ms.`,
  '',
  '| press | repeats | median ms | worst ms |',
  '|---|---|---|---|',
  ...rows.map((row) => `| ${row.name} | ${row.repeats} | ${Math.round(row.medianMs)} | ${Math.round(row.worstMs)} |`),
]);
