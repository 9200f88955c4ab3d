import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { defaultFormOptions, formOptionNames, type PageConfig } from '#common/app-config';
import { drawnPageByPath, isLegalText, type DrawnPageName } from '#common/drawn-pages';
import { firstPaintPresses } from './first-paint-presses';
import { escapeHtml } from './html';

/**
 * The first steps and the legal pages drawn at build time (scripts/prerender-steps.mjs, decisions 085, 123):
 * the page a visitor with nothing saved sees, sent inside the first response so it paints before any JavaScript has run, with the app's
 * stylesheet and the step's own inlined, so nothing else blocks that paint and nothing changes when they load. The browser's React takes the markup over as it is.
 */
export interface PrerenderedSteps {
  /** The drawn step for this request, or null when the request would draw something else. */
  drawingFor(path: string, query: Record<string, unknown>, config: PageConfig, nonce: string): Promise<DrawnStep | null>;
}

export interface DrawnStep {
  /** The page template with the app's and the page's stylesheets inlined, and the page's title. */
  template: string;
  /** The root element with the step drawn in it. */
  root: string;
}

export interface TradeSummary {
  id: number;
  name: string;
}

/**
 * Query parameters that change what a step draws: `?postcode=` fills the first step's field and searches at once;
 * `?trades=` (the trades form posted with two) ticks them.
 */
const DRAWING_PARAMETERS: Partial<Record<DrawnPageName, readonly string[]>> = { lead_location: ['postcode'], lead_trades: ['trades'] };
/** Steps that list the trades: drawn only while the database's list is the one they were drawn with. */
const LISTS_TRADES: readonly DrawnPageName[] = ['lead_trades'];

const ROOT = '<div id="root"></div>';
const TITLE = '<title>Tradespace</title>';
/** The line a page that needs the app shows without JavaScript: a legal text is whole without it. */
const NEEDS_SCRIPT = /\s*<noscript>[^<]*<\/noscript>/;
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\s*/g;

/**
 * The app's entry and the modules it imports at once, started as soon as the browser reports the drawn page's
 * first paint: fetched and compiled before it (as the page's own `modulepreload` links and entry script would),
 * their work on a phone's main thread held the first paint back. The paint entry is used rather than a frame or a
 * timer, which a background tab holds back (and a test's fake clock stops); a browser without paint entries starts
 * at once, and a tab that never paints (opened in the background) after a second.
 */
function entryAfterPaint(src: string, preloads: readonly string[], nonce: string): string {
  const add = (tag: string, attributes: string) =>
    `e=document.createElement('${tag}');${attributes};e.crossOrigin='';document.head.appendChild(e);`;
  const links = preloads.map((href) => add('link', `e.rel='modulepreload';e.href=${JSON.stringify(href)}`)).join('');
  const script = add('script', `e.type='module';e.src=${JSON.stringify(src)}`);
  return (
    `<script nonce="${nonce}">(function(){var started=false,e;function start(){if(started)return;started=true;${links}${script}}` +
    `try{new PerformanceObserver(function(list,observer){observer.disconnect();start()}).observe({type:'paint',buffered:true})}` +
    `catch(error){start()}setTimeout(start,1000)})()</script>`
  );
}

export function loadPrerenderedSteps(
  webDistDir: string,
  template: string,
  currentTrades: () => Promise<readonly TradeSummary[]>,
): PrerenderedSteps | null {
  const folder = join(webDistDir, 'prerendered');
  const link = STYLESHEET_LINK.exec(template);
  const entry = ENTRY_SCRIPT.exec(template);
  if (!existsSync(folder) || !link?.[1] || !entry?.[1] || !template.includes(ROOT)) return null;
  const entrySrc = entry[1];
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  const withoutEntry = template.replace(entry[0], '').replace(MODULE_PRELOAD, '');
  const entryCss = readFileSync(join(webDistDir, link[1]), 'utf8');
  const drawn = new Map<string, string>();
  const templates = new Map<string, string>();
  const titles = readJson<Record<string, string>>(join(folder, 'titles.json')) ?? {};
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) {
      for (const file of readdirSync(path)) drawn.set(`${name}/${file.replace(/\.html$/, '')}`, readFileSync(join(path, file), 'utf8'));
    } else if (name.endsWith('.css')) {
      // `</style` cannot occur in built CSS, but the page must not break if it ever did
      const css = `${entryCss}\n${readFileSync(path, 'utf8')}`.replace(/<\/style/gi, '<\\/style');
      const page = name.replace(/\.css$/, '');
      const title = titles[page];
      const styled = withoutEntry.replace(link[0], () => `<style>${css}</style>`);
      const titled = styled.replace(TITLE, () => (title ? `<title>${escapeHtml(title)}</title>` : TITLE));
      templates.set(page, isLegalText(page) ? titled.replace(NEEDS_SCRIPT, '') : titled);
    }
  }
  const tradesFile = join(folder, 'trades.json');
  const drawnTrades = existsSync(tradesFile) ? readFileSync(tradesFile, 'utf8') : null;
  let tradesMatch: Promise<boolean> | null = null;
  const sameTrades = () =>
    (tradesMatch ??= currentTrades().then(
      (trades) => JSON.stringify(trades.map(({ id, name }) => ({ id, name }))) === drawnTrades,
      () => {
        tradesMatch = null;
        return false;
      },
    ));
  return {
    async drawingFor(path, query, config, nonce) {
      const page = drawnPageByPath(path);
      if (!page || !drawsAsBuilt(page, query, config)) return null;
      const html = drawn.get(`${config.orderingScheme}/${page}`);
      const styled = templates.get(page);
      if (html === undefined || styled === undefined) return null;
      if (LISTS_TRADES.includes(page) && !(await sameTrades())) return null;
      // every control works before the app has come (decision 107): what it needs the app for, the page's
      // own handler does, and what is ticked on a step the app draws again it reads first
      return {
        template: styled,
        root: `<div id="root" data-prerendered="${page}">${html}</div>${firstPaintPresses(nonce)}${entryAfterPaint(entrySrc, preloads, nonce)}`,
      };
    },
  };
}

/** The drawn pages assume a visitor who is not signed in, the default form options and no reviews widget. */
function drawsAsBuilt(page: DrawnPageName, query: Record<string, unknown>, config: PageConfig): boolean {
  if (config.user !== null || config.reviewsWidgetUrl !== null) return false;
  const drawing = DRAWING_PARAMETERS[page] ?? [];
  if (Object.keys(query).some((name) => drawing.includes(name))) return false;
  return formOptionNames.every((name) => config.formOptions[name] === defaultFormOptions[name]);
}

/** Puts a drawn page into the page (after renderPage has added the config). */
export function withDrawnStep(page: string, drawnRoot: string): string {
  // a function, so a `$` in the markup is taken as it is
  return page.replace(ROOT, () => drawnRoot);
}

function readJson<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
}
