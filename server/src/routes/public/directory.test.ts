import { UNKNOWN_POSTCODE } from '#server/services/jobs-estimate';
import { useTestApp, Visitor } from '#server-test/test-app';
import { eq } from 'drizzle-orm';
import { user } from '#server/db/schema/index';
import { createTrader } from '#server-test/test-profiles';
import { DIRECTORY_PAGE_SIZE } from './directory';

const testApp = useTestApp({ APP_URL: 'https://tradespace.test' });

function openPage(path: string) {
  return new Visitor(testApp.app).request('GET', path, undefined, { accept: 'text/html' });
}

/** The listed traders' names, in page order. */
function namesIn(page: string): string[] {
  return [...page.matchAll(/<h3 class="entry__name"><a href="\/t\/[\w-]+">([^<]+)<\/a><\/h3>/g)].map((match) => match[1] ?? '');
}

function distancesIn(page: string): string[] {
  return [...page.matchAll(/<p class="muted">[^<]*· ([^<]+)<\/p>/g)].map((match) => match[1] ?? '');
}

/** A trader's default service area as wide as it goes (decision 087), so a far postcode is still covered. */
async function coverFar(userId: number) {
  await testApp.database.db.update(user).set({ customRadius: 50 }).where(eq(user.id, userId));
}

const escaped = (text: string) => text.replace(/'/g, '&#39;');

test('/directory lists every trade as a link with how many published traders it has', async () => {
  await createTrader(testApp.database.db, { url: 'index-roofer-1', trades: ['roofer'], businessName: 'Index Roofing' });
  await createTrader(testApp.database.db, { trades: ['roofer'], businessName: 'Unpublished Roofing' });

  const response = await openPage('/directory');

  expect(response.statusCode).toBe(200);
  // a profile that stops meeting the going-live rule or loses a badge leaves the list at once (decision 064)
  expect(response.headers['cache-control']).toBe('public, no-cache');
  expect(response.body).toContain('<title>Trade directory | Tradespace</title>');
  expect(response.body).toContain('<a href="/directory/roofer">Roofer</a><span class="small">1 listed</span>');
  expect(response.body).toContain('<a href="/directory/architect">Architect</a><span class="small">0 listed</span>');
  expect((await openPage('/directory/')).headers.location).toBe('/directory');
});

test('a trade lists its published traders nearest first to the visitor’s postcode, with miles', async () => {
  const db = testApp.database.db;
  // districts at known distances from M1 (Manchester): M4 ~1, BL8 ~10, L11 ~28, LS1 ~36 miles
  await coverFar((await createTrader(db, { url: 'near-leeds', trades: ['tiler'], postcode: 'LS1 4AP', businessName: 'Leeds Tiling' })).id);
  await coverFar(
    (await createTrader(db, { url: 'near-bury', trades: ['bricklayer', 'tiler'], postcode: 'BL8 1AA', businessName: 'Bury Tiles' })).id,
  );
  await createTrader(db, {
    url: 'near-m4',
    trades: ['tiler'],
    postcode: 'M4 5JD',
    businessName: 'Ancoats Tiling',
    gasStatus: 'verified',
    verifiedSince: new Date('2026-03-10T12:00:00Z'),
  });
  await coverFar(
    (await createTrader(db, { url: 'near-liverpool', trades: ['tiler'], postcode: 'L11 1AA', businessName: 'Anfield Tiles' })).id,
  );
  await createTrader(db, { trades: ['tiler'], postcode: 'M1 1AE', businessName: 'Not Yet Published Tiling' });
  await createTrader(db, { url: 'other-trade', trades: ['plasterer'], postcode: 'M1 1AE', businessName: 'Plaster Only' });

  const near = (await openPage('/directory/tiler?postcode=m11ae')).body;
  const unordered = (await openPage('/directory/tiler')).body;

  expect(namesIn(near)).toEqual(['Ancoats Tiling', 'Bury Tiles', 'Anfield Tiles', 'Leeds Tiling']);
  expect(distancesIn(near)).toEqual(['1 mile away', '10 miles away', '28 miles away', '36 miles away']);
  expect(near).toContain('4 tradespeople, nearest to M1 1AE first.');
  expect(near).toContain('<a href="/t/near-m4">Ancoats Tiling</a>');
  expect(near).toContain('Gas Safe verified since March 2026');
  expect(near).toContain('value="m11ae"');
  expect(namesIn(unordered)).toEqual(['Ancoats Tiling', 'Anfield Tiles', 'Bury Tiles', 'Leeds Tiling']);
  expect(distancesIn(unordered)).toEqual([]);
  expect(unordered).toContain('4 tradespeople, by name.');
});

test('the list is paged by 20, and the page links keep the postcode', async () => {
  const db = testApp.database.db;
  const total = DIRECTORY_PAGE_SIZE + 5;
  for (let index = 0; index < total; index += 1) {
    // farther the higher the number: all in different districts along the M postcode area
    // (there is no M10: M13 stands in, so every trader's work district is known and covers M1)
    const postcode = index < 12 ? `M${index === 9 ? 13 : index + 1} 1AA` : `OL${index - 11} 1AA`;
    const trader = await createTrader(db, {
      url: `paged-${index}`,
      trades: ['locksmith'],
      postcode,
      businessName: `Lock ${String(index).padStart(2, '0')}`,
    });
    await coverFar(trader.id);
  }

  const first = (await openPage('/directory/locksmith?postcode=M1+1AE')).body;
  const second = (await openPage('/directory/locksmith?postcode=M1+1AE&page=2')).body;

  expect(namesIn(first)).toHaveLength(DIRECTORY_PAGE_SIZE);
  expect(namesIn(second)).toHaveLength(5);
  expect(new Set([...namesIn(first), ...namesIn(second)]).size).toBe(total);
  expect(namesIn(first)[0]).toBe('Lock 00');
  expect(first).toContain('<a rel="next" href="/directory/locksmith?postcode=M1+1AE&amp;page=2">Next page</a>');
  expect(first).not.toContain('rel="prev"');
  expect(first).toContain('Page 1 of 2');
  expect(second).toContain('<a rel="prev" href="/directory/locksmith?postcode=M1+1AE">Previous page</a>');
  expect(second).toContain('Showing 21 to 25.');
  expect((await openPage('/directory/locksmith?page=3')).statusCode).toBe(404);
  expect(namesIn((await openPage('/directory/locksmith?page=abc')).body)).toHaveLength(DIRECTORY_PAGE_SIZE);
});

test('an unknown or malformed postcode gets a message under the field and the list still shows', async () => {
  await createTrader(testApp.database.db, { url: 'cleaner-1', trades: ['cleaner'], businessName: 'Sparkle Cleaning' });

  const unknown = await openPage('/directory/cleaner?postcode=ZZ9+9ZZ');
  const malformed = await openPage('/directory/cleaner?postcode=%3Cscript%3E');

  expect(unknown.statusCode).toBe(200);
  expect(unknown.body).toContain(`<p class="field-error" id="directory-postcode-error">${escaped(UNKNOWN_POSTCODE)}</p>`);
  expect(unknown.body).toContain('aria-invalid="true"');
  expect(unknown.body).toContain('value="ZZ9 9ZZ"');
  expect(namesIn(unknown.body)).toEqual(['Sparkle Cleaning']);
  expect(malformed.body).toContain('id="directory-postcode-error">Please enter a valid UK postcode, like SW1A 1AA.</p>');
  expect(malformed.body).toContain('value="&lt;script&gt;"');
  expect(malformed.body).not.toContain('<script>');
  expect(namesIn(malformed.body)).toEqual(['Sparkle Cleaning']);
});

test('a trade with nobody listed says so', async () => {
  const page = (await openPage('/directory/stonemason')).body;

  expect(page).toContain('No tradespeople are listed under Stonemason yet.');
  // the link stands on its own line with no stray full stop after it
  expect(page).toContain('<a href="/directory">Choose another trade</a></p>');
});

test('an unknown trade and deeper paths are the 404 page, not the app', async () => {
  for (const path of ['/directory/no-such-trade', '/directory/Plumber', '/directory/plumber/extra']) {
    const response = await openPage(path);
    expect(response.statusCode, path).toBe(404);
    expect(response.body, path).toContain('Page not found');
    expect(response.body, path).not.toContain('id="root"');
  }
});
