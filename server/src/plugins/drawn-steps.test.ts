import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { orderingSchemes } from '#common/step-order';
import { createTestApp, Visitor, type TestApp } from '#server-test/test-app';
import { newSignedInTrader } from '#server-test/test-users';

// The first steps and the legal pages sent drawn (decisions 085, 123), against a web build of the test's own: the page template, its
// stylesheet and the drawn steps the build script writes.

const CSS = '.step{color:#123456}';
const NEEDS_SCRIPT = 'Tradespace needs JavaScript switched on to sign you up.';
const STEP_CSS = '.field{margin:0}';
const ENTRY =
  '<script type="module" crossorigin src="/assets/index-test.js"></script><link rel="modulepreload" crossorigin href="/assets/react-test.js">';
const TEMPLATE = `<!doctype html><html><head><title>Tradespace</title><!--page-config-->${ENTRY}<link rel="stylesheet" crossorigin href="/assets/index-test.css"></head><body><div id="root"></div>
<noscript>${NEEDS_SCRIPT}</noscript></body></html>`;

/** The legal pages as the build draws them: the site's frame around each text, its headings in order. */
const LEGAL_PAGES = {
  terms_of_use: { path: '/tradespeople-terms-of-use', title: 'Terms of Website Use', section: 'Accessing the site' },
  terms_of_supply: { path: '/tradespeople-terms-of-supply', title: 'Terms and Conditions of Supply', section: 'Subscription Terms' },
  privacy_policy: { path: '/tradespeople-privacy-policy', title: 'Privacy Policy', section: 'Your rights' },
};
const legalMarkup = ({ title, section }: { title: string; section: string }) =>
  `<div class="site"><main><article><h1>${title}</h1><h2>${section}</h2></article></main><footer>Privacy policy</footer></div>`;

/** A web build: the template and its stylesheet, and with `trades` the drawn pages and the list they show. */
function webBuild(trades?: unknown): string {
  const folder = mkdtempSync(join(tmpdir(), 'tradespace-drawn-'));
  folders.push(folder);
  mkdirSync(join(folder, 'assets'));
  writeFileSync(join(folder, 'index.html'), TEMPLATE);
  writeFileSync(join(folder, 'assets', 'index-test.css'), CSS);
  if (trades === undefined) return folder;
  for (const scheme of orderingSchemes) {
    mkdirSync(join(folder, 'prerendered', scheme), { recursive: true });
    writeFileSync(join(folder, 'prerendered', scheme, 'lead_location.html'), `<main>postcode step, ${scheme}</main>`);
    writeFileSync(join(folder, 'prerendered', scheme, 'lead_trades.html'), `<main>trades step, ${scheme}</main>`);
    for (const [name, page] of Object.entries(LEGAL_PAGES))
      writeFileSync(join(folder, 'prerendered', scheme, `${name}.html`), legalMarkup(page));
  }
  for (const name of Object.keys(LEGAL_PAGES)) writeFileSync(join(folder, 'prerendered', `${name}.css`), '');
  const titles = Object.fromEntries(Object.entries(LEGAL_PAGES).map(([name, { title }]) => [name, `${title} | Tradespace`]));
  writeFileSync(
    join(folder, 'prerendered', 'titles.json'),
    JSON.stringify({ ...titles, lead_location: 'join for more job leads today | Tradespace' }),
  );
  writeFileSync(join(folder, 'prerendered', 'trades.json'), JSON.stringify(trades));
  writeFileSync(join(folder, 'prerendered', 'lead_location.css'), STEP_CSS);
  writeFileSync(join(folder, 'prerendered', 'lead_trades.css'), '');
  return folder;
}

let plain: TestApp;
let undrawn: TestApp;
let drawing: TestApp;
let staleTrades: TestApp;
let otherOptions: TestApp;
const folders: string[] = [];

beforeAll(async () => {
  plain = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000' });
  const { parents } = (await new Visitor(plain.app).get('/v1/helpers/categories')).json();
  const drawn = webBuild(parents);
  const options = { database: plain.database };
  drawing = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000', WEB_DIST_DIR: drawn }, options);
  staleTrades = await createTestApp({ WEB_DIST_DIR: webBuild([{ id: 1, name: 'Blacksmith' }]) }, options);
  otherOptions = await createTestApp({ WEB_DIST_DIR: drawn, FORM_OPTIONS: '{"askLeadPhone":true}' }, options);
  undrawn = await createTestApp({ WEB_DIST_DIR: webBuild() }, options);
});

afterAll(async () => {
  for (const app of [undrawn, otherOptions, staleTrades, drawing]) await app.close();
  await plain.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const drawnRoot = (body: string) => /<div id="root" data-prerendered="(\w+)">(.*?)<\/div>/.exec(body);
const drawnPage = (body: string) => /<div id="root" data-prerendered="(\w+)">(.*?)<\/div><script/.exec(body);

test('a new visitor gets the postcode step drawn in the page, with the app’s and the step’s stylesheets inlined', async () => {
  const page = await new Visitor(drawing.app).open('/tradespeople-setup/lead/location?scheme=original');

  expect(page.statusCode).toBe(200);
  expect(drawnRoot(page.body)?.slice(1)).toEqual(['lead_location', '<main>postcode step, original</main>']);
  expect(page.body).toContain(`<style>${CSS}\n${STEP_CSS}</style>`);
  expect(page.body).not.toContain('index-test.css');
  // the config the app reads comes first, as on every page
  expect(page.body.indexOf('__TRADESPACE_CONFIG__')).toBeLessThan(page.body.indexOf('data-prerendered'));
});

test('the app’s script starts after the drawn page has painted, by a script the page’s policy allows', async () => {
  const page = await new Visitor(drawing.app).open('/tradespeople-setup/lead/location');
  const nonce = /'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1];
  const starter = page.body.slice(page.body.lastIndexOf('<script'));

  expect(page.body).not.toContain(ENTRY);
  expect(starter.startsWith(`<script nonce="${nonce}">`)).toBe(true);
  expect(starter).toContain(`observe({type:'paint',buffered:true})`);
  expect(starter).toContain(`e.type='module';e.src="/assets/index-test.js"`);
  expect(starter).toContain(`e.rel='modulepreload';e.href="/assets/react-test.js"`);
  expect(page.body).not.toContain('<link rel="modulepreload"');
});

test('each ordering scheme gets its own drawing', async () => {
  const page = await new Visitor(drawing.app).open('/tradespeople-setup/lead/location?scheme=reorderedV1412');

  expect(drawnRoot(page.body)?.[2]).toBe('<main>postcode step, reorderedV1412</main>');
});

test('a drawn step is usable before the app: not made to wait, with its own handler for presses under the page’s policy', async () => {
  const page = await new Visitor(drawing.app).open('/tradespeople-setup/lead/trades?postcode=LS1+4AP');
  const nonce = /'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1];

  expect(drawnRoot(page.body)?.[1]).toBe('lead_trades');
  expect(page.body).not.toContain('inert');
  const handler = page.body.slice(page.body.indexOf('</main></div>'));
  expect(handler.startsWith(`</main></div><script nonce="${nonce}">`)).toBe(true);
  expect(handler).toContain("event:'logo_click'");
  expect(handler).toContain('"/v1/trade-setup/track/"');
});

test('a trades step with trades to tick (the form posted with two) is left to the app', async () => {
  const page = await new Visitor(drawing.app).open('/tradespeople-setup/lead/trades?postcode=LS1+4AP&trades=1,2');

  expect(page.body).toContain('<div id="root"></div>');
});

test('what the drawing cannot show gets the page as before: a postcode to search, a signed-in trader, other form options', async () => {
  const searching = await new Visitor(drawing.app).open('/tradespeople-setup/lead/location?postcode=LS1+4AP');
  const { visitor } = await newSignedInTrader(drawing);
  const signedIn = await visitor.open('/tradespeople-setup/lead/location');
  const options = await new Visitor(otherOptions.app).open('/tradespeople-setup/lead/location');
  const otherStep = await new Visitor(drawing.app).open('/tradespeople-setup/lead/email');

  for (const page of [searching, signedIn, options, otherStep]) {
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).toContain('href="/assets/index-test.css"');
    expect(page.body).toContain(ENTRY);
  }
});

test('a trades step drawn with another list of trades than the database’s is not sent; the postcode step still is', async () => {
  const trades = await new Visitor(staleTrades.app).open('/tradespeople-setup/lead/trades');
  const location = await new Visitor(staleTrades.app).open('/tradespeople-setup/lead/location');

  expect(trades.body).toContain('<div id="root"></div>');
  expect(drawnRoot(location.body)?.[1]).toBe('lead_location');
});

test('without a build that drew them, pages are sent as before', async () => {
  const page = await new Visitor(undrawn.app).open('/tradespeople-setup/lead/location');

  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('<div id="root"></div>');
  expect(page.body).toContain('href="/assets/index-test.css"');
});

test('each legal page is sent drawn, with its title, headings in order and the site footer, for any ordering scheme', async () => {
  for (const [name, page] of Object.entries(LEGAL_PAGES)) {
    const reply = await new Visitor(drawing.app).open(`${page.path}?scheme=reorderedV1612`);

    expect(reply.statusCode).toBe(200);
    expect(drawnPage(reply.body)?.slice(1)).toEqual([name, legalMarkup(page)]);
    expect(reply.body).toContain(`<title>${page.title} | Tradespace</title>`);
    expect(reply.body).toContain(`<style>${CSS}\n</style>`);
    // the text is whole without the script: no line saying it needs one
    expect(reply.body).not.toContain(NEEDS_SCRIPT);
  }
});

test('a drawn step says its own title in the tab before the app has come; a page that is not drawn says the site’s', async () => {
  const location = await new Visitor(drawing.app).open('/tradespeople-setup/lead/location');
  const email = await new Visitor(drawing.app).open('/tradespeople-setup/lead/email');

  expect(location.body).toContain('<title>join for more job leads today | Tradespace</title>');
  // sign-up goes on past the drawn steps only with the script, as the page says
  expect(location.body).toContain(NEEDS_SCRIPT);
  expect(email.body).toContain('<title>Tradespace</title>');
});

test('a signed-in trader gets the legal pages from the app, as before', async () => {
  const { visitor } = await newSignedInTrader(drawing);
  const page = await visitor.open('/tradespeople-privacy-policy');

  expect(page.body).toContain('<div id="root"></div>');
  expect(page.body).toContain('<title>Tradespace</title>');
});

describe('the postcode form posted without JavaScript', () => {
  const post = (payload: string, contentType = 'application/x-www-form-urlencoded') =>
    drawing.app.inject({ method: 'POST', url: '/tradespeople-setup/lead/location', payload, headers: { 'content-type': contentType } });

  test('a postcode of a known district goes on to the trades step, written as the app writes it', async () => {
    const reply = await post('postcode=ls1+4ap');

    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe('/tradespeople-setup/lead/trades?postcode=LS1+4AP');
  });

  test('an unknown or empty postcode comes back to the step with what was typed, where the app says what is wrong', async () => {
    const unknown = await post('postcode=ZZ99+9ZZ');
    const empty = await post('');

    expect(unknown.statusCode).toBe(303);
    expect(unknown.headers.location).toBe('/tradespeople-setup/lead/location?postcode=ZZ99+9ZZ');
    expect(empty.headers.location).toBe('/tradespeople-setup/lead/location?postcode=');
  });

  test('a body far larger than one postcode field is refused, and markup typed in the field stays in the query', async () => {
    const huge = await post(`postcode=${'A'.repeat(5000)}`);
    const markup = await post(`postcode=${encodeURIComponent('<script>')}`);

    expect(huge.statusCode).toBe(413);
    expect(markup.headers.location).toBe('/tradespeople-setup/lead/location?postcode=%3Cscript%3E');
  });
});
