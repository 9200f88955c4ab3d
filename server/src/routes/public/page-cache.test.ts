import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { useTestApp, Visitor } from '#server-test/test-app';
import { createTrader, formTokenIn, goodQuote, sendQuote } from '#server-test/test-profiles';
import { signedInVisitor } from '#server-test/test-users';
import { sessionIdOf } from '#server-test/page-script';

// Public pages are rendered once and kept until the next write (decision 084); each visitor still gets
// their own form token, and a browser holding the very page it asks for hears 304.
const testApp = useTestApp({ APP_URL: 'https://tradespace.test' });

let serial = 0;
const uniqueUrl = (base: string) => `${base}-${(serial += 1)}-${Date.now().toString(36)}`;
const description = (words: string) => `${words} Boilers, bathrooms and leaks across Manchester, fully insured.`;

function open(visitor: Visitor, path: string, headers: Record<string, string> = {}) {
  return visitor.request('GET', path, undefined, { accept: 'text/html', ...headers });
}

test('a profile asked again with its ETag answers 304 with no body; another browser gets the page with its own token', async () => {
  const url = uniqueUrl('etag-plumbing');
  await createTrader(testApp.database.db, { url, description: description('Family plumbers since 1998.') });
  const first = new Visitor(testApp.app);

  const page = await open(first, `/t/${url}`);
  const etag = String(page.headers.etag);
  expect(page.statusCode).toBe(200);
  expect(etag).toMatch(/^W\/"[\w-]+\.[\w-]+"$/);
  const again = await open(first, `/t/${url}`, { 'if-none-match': etag });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
  expect(again.headers.etag).toBe(etag);

  const second = new Visitor(testApp.app);
  const theirs = await open(second, `/t/${url}`, { 'if-none-match': etag });
  expect(theirs.statusCode).toBe(200);
  expect(formTokenIn(theirs.body)).not.toBe(formTokenIn(page.body));
  expect(theirs.headers.etag).not.toBe(etag);
  expect(theirs.body).not.toContain('form-token-slot');
});

test("each browser's quote goes through with the token of the kept page it was given", async () => {
  const url = uniqueUrl('token-plumbing');
  await createTrader(testApp.database.db, { url });
  for (const visitor of [new Visitor(testApp.app), new Visitor(testApp.app)]) {
    const reply = await sendQuote(visitor, url, goodQuote);
    expect(reply.statusCode).toBe(303);
  }
});

test('a new description shows at once, and the old ETag is answered with the new page', async () => {
  const url = uniqueUrl('fresh-plumbing');
  const trader = await createTrader(testApp.database.db, { url, description: description('Family plumbers since 1998.') });
  const browser = new Visitor(testApp.app);
  const before = await open(browser, `/t/${url}`);
  expect(before.body).toContain('Family plumbers since 1998.');

  const traderBrowser = await signedInVisitor(testApp, trader.id);
  const saved = await traderBrowser.post('/v1/account/settings/description/save', { description: description('Now also heat pumps.') });
  expect(saved.statusCode).toBe(200);

  const after = await open(browser, `/t/${url}`, { 'if-none-match': String(before.headers.etag) });
  expect(after.statusCode).toBe(200);
  expect(after.body).toContain('Now also heat pumps.');
  expect(after.body).not.toContain('Family plumbers since 1998.');
});

test("visitors' tracking, first pages and leads leave a kept profile kept; a trader's save still renews it (decisions 094, 096)", async () => {
  const url = uniqueUrl('kept-plumbing');
  const trader = await createTrader(testApp.database.db, { url, description: description('Family plumbers since 1998.') });
  const homeowner = new Visitor(testApp.app);
  await open(homeowner, `/t/${url}`);
  const counts = testApp.app.readCacheCounts;

  // a new visitor's first page (its session and experiment rows) and their tracked steps (events and step bits)
  const newcomer = new Visitor(testApp.app);
  const sessionId = sessionIdOf((await newcomer.open()).body);
  for (const event of ['loaded', 'continue_clicked', 'saved']) {
    const tracked = await newcomer.post(`/v1/trade-setup/track/${sessionId}`, { page: 'lead_location', timestamp: Date.now(), event });
    expect(tracked.statusCode).toBe(200);
  }
  // and a trader's first step: their lead (decision 096)
  const lead = await newcomer.post('/v1/lead/register', { email_address: `kept.${serial}@example.co.uk`, postcode: 'M1 1AE', trades: [1] });
  expect(lead.statusCode).toBe(200);
  // the homeowner's session row is kept 5 s: read just before, so only the page's own keeping is counted
  await homeowner.get('/v1/account/info');
  const missesBefore = counts.misses;
  const kept = await open(homeowner, `/t/${url}`);
  expect(kept.body).toContain('Family plumbers since 1998.');
  expect(counts.misses).toBe(missesBefore);

  const traderBrowser = await signedInVisitor(testApp, trader.id);
  await traderBrowser.post('/v1/account/settings/description/save', { description: description('Now also heat pumps.') });
  const renewed = await open(homeowner, `/t/${url}`);
  expect(renewed.body).toContain('Now also heat pumps.');
  expect(counts.misses).toBeGreaterThan(missesBefore);
});

test('a directory listing answers 304 to its ETag until a trader joins it, then the new listing', async () => {
  const browser = new Visitor(testApp.app);
  const listing = await open(browser, '/directory/plumber?postcode=M1%201AE');
  const etag = String(listing.headers.etag);
  expect(listing.statusCode).toBe(200);
  expect(etag).toMatch(/^W\/"[\w-]+"$/);
  expect((await open(browser, '/directory/plumber?postcode=M1%201AE', { 'if-none-match': etag })).statusCode).toBe(304);
  // another postcode is another page
  expect((await open(browser, '/directory/plumber?postcode=SW1A%201AA', { 'if-none-match': etag })).statusCode).toBe(200);

  const url = uniqueUrl('newcomer-plumbing');
  await createTrader(testApp.database.db, { url, businessName: `Newcomer Plumbing ${serial}`, trades: ['plumber'] });
  const changed = await open(browser, '/directory/plumber?postcode=M1%201AE', { 'if-none-match': etag });
  expect(changed.statusCode).toBe(200);
  expect(changed.headers.etag).not.toBe(etag);
});

test.each([
  ['a listing by postcode', '/directory/plumber?postcode=M1%201AE'],
  ['a listing of everyone', '/directory/plumber'],
  ['the index', '/directory'],
  ['a profile', null],
])('%s is read with plain reads only, so it is kept (a read taken for a write keeps nothing)', async (_name, path) => {
  const url = uniqueUrl('plain-reads');
  await createTrader(testApp.database.db, { url, businessName: `Plain Reads Plumbing ${serial}`, trades: ['plumber'] });
  const writes = testApp.database.writes;
  const before = writes.count;

  const first = await open(new Visitor(testApp.app), path ?? `/t/${url}`);

  expect(first.statusCode).toBe(200);
  expect(writes.count).toBe(before);
});

test('an unknown profile or trade is a 404 every time, not a kept page', async () => {
  const browser = new Visitor(testApp.app);
  for (const path of ['/t/nobody-here-at-all', '/directory/no-such-trade']) {
    expect((await open(browser, path)).statusCode).toBe(404);
    expect((await open(browser, path)).statusCode).toBe(404);
  }
});

test('a listing goes out compressed as the browser asks, the same page in each encoding', async () => {
  const browser = new Visitor(testApp.app);
  const plain = await open(browser, '/directory/plumber');
  for (const [asked, encoding, decode] of [
    ['gzip, deflate, br', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ] as const) {
    const reply = await open(browser, '/directory/plumber', { 'accept-encoding': asked });
    expect(reply.headers['content-encoding']).toBe(encoding);
    expect(reply.headers.vary).toContain('Accept-Encoding');
    expect(decode(reply.rawPayload).toString()).toBe(plain.body);
  }
});

// a profile is joined as gzip around the token; a browser that takes brotli alone gets brotli, never our gzip
test.each([
  ['gzip, deflate, br', 'gzip', gunzipSync],
  ['br', 'br', brotliDecompressSync],
] as const)("a profile asked with %s goes out as %s, holding this browser's own token", async (asked, encoding, decode) => {
  const url = uniqueUrl(`${encoding}-plumbing`);
  await createTrader(testApp.database.db, { url });
  const browser = new Visitor(testApp.app);
  const plain = await open(browser, `/t/${url}`);
  const reply = await open(browser, `/t/${url}`, { 'accept-encoding': asked });
  expect(reply.headers['content-encoding']).toBe(encoding);
  const page = decode(reply.rawPayload).toString();
  expect(page).toBe(plain.body);
  expect(formTokenIn(page)).toBe(formTokenIn(plain.body));
});
