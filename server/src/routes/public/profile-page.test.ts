import { eq } from 'drizzle-orm';
import { company } from '#server/db/schema/index';
import { useTestApp, Visitor } from '#server-test/test-app';
import { createTrader, givePictures } from '#server-test/test-profiles';
import { BADGE_TEXTS } from '#server/public-pages/trader-parts';

const testApp = useTestApp({ APP_URL: 'https://tradespace.test' });

let serial = 0;
const uniqueUrl = (base: string) => `${base}-${(serial += 1)}-${Date.now().toString(36)}`;

function openPage(path: string) {
  return new Visitor(testApp.app).request('GET', path, undefined, { accept: 'text/html' });
}

/** The JSON-LD block of a page, parsed as a search engine would. */
function jsonLdOf(page: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page);
  if (!match?.[1]) throw new Error('no JSON-LD on the page');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

const description = 'Family plumbers since 1998.\n\nBoilers, bathrooms and leaks across Manchester.\nFully insured.';

test('a published profile is server-rendered HTML with its name, trades, area, description, picture and gallery', async () => {
  const url = uniqueUrl('smith-plumbing');
  const trader = await createTrader(testApp.database.db, { url, trades: ['plumber', 'heating-engineer'], description });
  await givePictures(testApp.database.db, trader.id, 3);

  const response = await openPage(`/t/${url}`);

  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  const page = response.body;
  expect(page).toContain('<h1 id="profile-name">Smith Plumbing Ltd</h1>');
  expect(page).toContain('<a href="/directory/plumber">Plumber</a>');
  expect(page).toContain('<a href="/directory/heating-engineer">Heating Engineer</a>');
  expect(page).toContain('Manchester (M1)');
  expect(page).not.toContain('M1 1AE');
  expect(page).toContain('<p>Family plumbers since 1998.</p><p>Boilers, bathrooms and leaks across Manchester.<br>Fully insured.</p>');
  expect(page).toMatch(/<img class="avatar" src="\/media\/\w+-thumb\.webp" alt="Profile picture of Smith Plumbing Ltd"/);
  const thumbnails = [...page.matchAll(/<a href="(\/media\/\w+\.webp)"><img src="(\/media\/\w+-thumb\.webp)" alt="Job photo (\d) of 3"/g)];
  expect(thumbnails.map((match) => match[3])).toEqual(['1', '2', '3']);
  expect(thumbnails.every(([, display, thumb]) => thumb === display?.replace('.webp', '-thumb.webp'))).toBe(true);
  expect(page).toContain('Request a quote');
  // no single-page app: no config script and no script that runs at all
  expect(page).not.toContain('window.__');
  expect(page.match(/<script/g)).toHaveLength(1);
});

test('the profile says since when the trader is on Tradespace, as a month in London', async () => {
  const url = uniqueUrl('since-plumbing');
  const trader = await createTrader(testApp.database.db, { url });
  // 23:30 on 31 March in UTC is already April in London (British Summer Time)
  await testApp.database.db
    .update(company)
    .set({ publishedAt: new Date('2025-03-31T23:30:00Z') })
    .where(eq(company.userId, trader.id));

  const page = (await openPage(`/t/${url}`)).body;

  expect(page).toContain('<dt>On Tradespace since</dt><dd>April 2025</dd>');
});

test('the head carries the title, description, canonical address, Open Graph tags and LocalBusiness JSON-LD', async () => {
  const url = uniqueUrl('head-plumbing');
  const trader = await createTrader(testApp.database.db, { url, description });
  await givePictures(testApp.database.db, trader.id, 0);

  const page = (await openPage(`/t/${url}`)).body;

  expect(page).toContain('<title>Smith Plumbing Ltd, Plumber in Manchester | Tradespace</title>');
  expect(page).toMatch(
    /<meta name="description" content="Smith Plumbing Ltd: Plumber in Manchester \(M1\)\. Request a free quote on Tradespace\. Family plumbers since 1998\./,
  );
  expect(page).toContain(`<link rel="canonical" href="https://tradespace.test/t/${url}">`);
  expect(page).toContain('<meta property="og:type" content="profile">');
  expect(page).toContain('<meta property="og:title" content="Smith Plumbing Ltd, Plumber in Manchester | Tradespace">');
  expect(page).toContain(`<meta property="og:url" content="https://tradespace.test/t/${url}">`);
  expect(page).toMatch(/<meta property="og:image" content="https:\/\/tradespace\.test\/media\/\w+\.webp">/);
  expect(jsonLdOf(page)).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: 'Smith Plumbing Ltd',
    url: `https://tradespace.test/t/${url}`,
    description,
    address: { '@type': 'PostalAddress', postalCode: 'M1', addressLocality: 'Manchester', addressCountry: 'GB' },
    knowsAbout: ['Plumber'],
  });
});

test('markup in the business name or description renders as text and cannot leave the JSON-LD', async () => {
  const url = uniqueUrl('evil');
  const evilName = 'Evil </script><script>alert("name")</script> Ltd';
  const evilText = 'We fix pipes. <script>alert("description")</script> <img src=x onerror=alert(1)> & more';
  await createTrader(testApp.database.db, { url, businessName: evilName, description: evilText });

  const page = (await openPage(`/t/${url}`)).body;

  expect(page).not.toContain('<script>alert');
  expect(page).not.toContain('<img src=x');
  expect(page).toContain(
    'We fix pipes. &lt;script&gt;alert(&quot;description&quot;)&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt; &amp; more',
  );
  expect(page).toContain('<h1 id="profile-name">Evil &lt;/script&gt;&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt; Ltd</h1>');
  expect(page.match(/<\/script>/g)).toHaveLength(1);
  expect(jsonLdOf(page)).toMatchObject({ name: evilName, description: evilText });
});

test('badges show only for checks staff have verified', async () => {
  const verifiedUrl = uniqueUrl('verified');
  const pendingUrl = uniqueUrl('pending');
  await createTrader(testApp.database.db, {
    url: verifiedUrl,
    trades: ['heating-engineer', 'electrician'],
    gasStatus: 'verified',
    electricStatus: 'verified',
  });
  await createTrader(testApp.database.db, {
    url: pendingUrl,
    trades: ['heating-engineer', 'electrician'],
    gasStatus: 'provided',
    electricStatus: 'provided',
  });

  const verified = (await openPage(`/t/${verifiedUrl}`)).body;
  const pending = (await openPage(`/t/${pendingUrl}`)).body;

  expect(verified).toContain(BADGE_TEXTS.gas);
  expect(verified).toContain(BADGE_TEXTS.electric);
  expect(pending).not.toContain(BADGE_TEXTS.gas);
  expect(pending).not.toContain(BADGE_TEXTS.electric);
});

test('an unpublished profile, an unknown url and anything else under /t are the 404 page, not the app', async () => {
  const url = uniqueUrl('unpublished');
  const trader = await createTrader(testApp.database.db, {});
  // a url without a publication date is not public either
  await testApp.database.db.update(company).set({ url }).where(eq(company.userId, trader.id));

  for (const path of [`/t/${url}`, '/t/no-such-trader', '/t/UPPER', '/t/a/b', '/t', '/t/']) {
    const response = await openPage(path);
    expect(response.statusCode, path).toBe(404);
    expect(response.headers['content-type'], path).toBe('text/html; charset=utf-8');
    expect(response.body, path).toContain('<h1 id="message-heading">Page not found</h1>');
    expect(response.body, path).toContain('We could not locate the page you were attempting to access.');
    expect(response.body, path).not.toContain('id="root"');
    expect(response.headers['cache-control'], path).toBe('no-store');
  }
});

test('the page allows no script, sets a form cookie for /t and may be kept only by the browser', async () => {
  const url = uniqueUrl('headers');
  await createTrader(testApp.database.db, { url });

  const response = await openPage(`/t/${url}`);

  const csp = String(response.headers['content-security-policy']);
  expect(csp).toContain("default-src 'none'");
  expect(csp).not.toContain('script-src');
  expect(csp).toMatch(/style-src 'sha256-[\w+/=]+'/);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['cache-control']).toBe('private, no-cache');
  const cookie = response.cookies.find((set) => set.name === 'tradespace_form');
  expect(cookie).toMatchObject({ path: '/t', httpOnly: true, sameSite: 'Lax' });
});

test('the footer carries the postcode data licence line', async () => {
  const url = uniqueUrl('footer');
  await createTrader(testApp.database.db, { url });

  const page = (await openPage(`/t/${url}`)).body;

  expect(page).toContain(
    'Contains OS data © Crown copyright and database right; contains Royal Mail data © Royal Mail copyright and database right; contains National Statistics data © Crown copyright and database right.',
  );
});
