// Draws the first steps' and the legal pages' HTML into the web build (decisions 085, 123): builds
// web/src/prerender/render-step.tsx for Node, then renders each page once per ordering scheme, each scheme in a
// process of its own (the app reads its page config once), into BUILD_DIR/web/prerendered/<scheme>/<name>.html, with
// each page's stylesheets (<name>.css) and their titles (titles.json). The server sends them inside the page.
// The trades step lists the seed's trades (ids in catalogue order, as a fresh database numbers them), written beside
// them as trades.json: the server sends the trades step drawn only while its own list is the same.
// Run with tsx (package.json "build"): it reads the catalogue from the server's TypeScript.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const buildDir = process.env.BUILD_DIR ?? 'dist';
const bundleDir = resolve(buildDir, 'prerender-bundle');
const outDir = resolve(buildDir, 'web', 'prerendered');

if (process.argv[2] === '--scheme') await renderScheme(process.argv[3]);
else await renderAll();

async function renderAll() {
  const { build } = await import('vite');
  await build({
    configFile: 'vite.config.ts',
    logLevel: 'warn',
    build: { ssr: 'src/prerender/render-step.tsx', outDir: bundleDir, emptyOutDir: true, manifest: false },
  });
  const { orderingSchemes } = await import(pathToFileURL(join(bundleDir, 'render-step.js')).href);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'trades.json'), JSON.stringify(await seededTrades()));
  for (const scheme of orderingSchemes) {
    execFileSync(process.execPath, [...process.execArgv, process.argv[1], '--scheme', scheme], { stdio: 'inherit' });
  }
  const { drawnPageNames, chunkOf, titleOf } = await import(pathToFileURL(join(bundleDir, 'render-step.js')).href);
  for (const name of drawnPageNames) writeFileSync(join(outDir, `${name}.css`), pageStyles(chunkOf(name)));
  writeFileSync(join(outDir, 'titles.json'), JSON.stringify(Object.fromEntries(drawnPageNames.map((name) => [name, titleOf(name)]))));
  rmSync(bundleDir, { recursive: true, force: true });
  console.log(`first steps drawn into ${outDir}`);
}

/**
 * The stylesheets of a page's chunk and of the chunks it imports (the entry's own is in the page already), read
 * from the build's manifest: sent with the drawn page, so the page does not change when they arrive.
 */
function pageStyles(chunkName) {
  const manifest = JSON.parse(readFileSync(resolve(buildDir, 'web', '.vite', 'manifest.json'), 'utf8'));
  const start = Object.keys(manifest).find((key) => manifest[key].isDynamicEntry && manifest[key].name === chunkName);
  if (!start) throw new Error(`prerender: no chunk named ${chunkName} in the build's manifest`);
  const files = [];
  const seen = new Set(['index.html']);
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
    for (const css of manifest[key].css ?? []) if (!files.includes(css)) files.push(css);
  };
  visit(start);
  return files.map((file) => readFileSync(resolve(buildDir, 'web', file), 'utf8')).join('\n');
}

/** The parent trades as a freshly seeded database answers them: numbered in catalogue order, listed by name. */
async function seededTrades() {
  const { TRADE_CATALOGUE } = await import('../server/src/db/seed/trade-catalogue.ts');
  const { byTradeName } = await import('../server/src/lib/trade-order.ts');
  return TRADE_CATALOGUE.map((trade, index) => ({ id: index + 1, name: trade.name })).sort(byTradeName);
}

/** One scheme's pages, in a document like the browser's (the app's modules read window as they load). */
async function renderScheme(scheme) {
  const { JSDOM } = await import('jsdom');
  const dom = new JSDOM('<!doctype html><html><body><div id="root"></div></body></html>', { url: 'http://localhost/' });
  for (const name of ['window', 'document', 'localStorage', 'sessionStorage', 'location', 'history', 'HTMLElement', 'Element', 'Node']) {
    globalThis[name] = dom.window[name];
  }
  Object.defineProperty(globalThis, 'navigator', { value: dom.window.navigator, configurable: true });
  const { renderStep, drawnPageNames, drawnPages } = await import(pathToFileURL(join(bundleDir, 'render-step.js')).href);
  const trades = JSON.parse(readFileSync(join(outDir, 'trades.json'), 'utf8'));
  mkdirSync(join(outDir, scheme), { recursive: true });
  for (const name of drawnPageNames) {
    dom.reconfigure({ url: `http://localhost${drawnPages[name]}` });
    writeFileSync(join(outDir, scheme, `${name}.html`), await renderStep(name, scheme, trades));
  }
}
