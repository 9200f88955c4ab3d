import { desc, eq } from 'drizzle-orm';
import { job, quoteRequest } from '#server/db/schema/index';
import { UNKNOWN_POSTCODE } from '#server/services/jobs-estimate';
import { latestMessage } from '#server-test/outbox-reader';
import { useTestApp, Visitor } from '#server-test/test-app';
import { tradeIdOf } from '#server-test/test-jobs';
import { createTrader, goodQuote, sendQuote } from '#server-test/test-profiles';
import { FORM_TOKEN_FIELD } from '#server/lib/form-token';
import { FORM_EXPIRED, QUOTE_REQUESTS_PER_HOUR } from './quote-request';

const testApp = useTestApp({ APP_URL: 'https://tradespace.test' });

let serial = 0;
/** Each test's own visitor address, so the per-address limit never mixes tests. */
function newVisitor() {
  serial += 1;
  return new Visitor(testApp.app, `198.51.100.${serial}`);
}

async function publishedTrader(trades: readonly string[] = ['heating-engineer', 'plumber']) {
  const url = `quote-trader-${serial}-${Math.random().toString(36).slice(2, 8)}`;
  const trader = await createTrader(testApp.database.db, { url, trades, businessName: 'Smith Heating Ltd' });
  return { trader, url };
}

async function estimate(postcode: string, trade: number): Promise<number> {
  const visitor = newVisitor();
  await visitor.open();
  const reply = await visitor.post('/v1/helpers/jobs-estimate', { postcode, trade });
  expect(reply.statusCode).toBe(200);
  return reply.json<{ quotes: number }>().quotes;
}

async function requestsFor(traderId: number) {
  return testApp.database.db.select().from(quoteRequest).where(eq(quoteRequest.traderId, traderId));
}

test('a valid request redirects to the thank-you, raises a job in the primary trade and e-mails the trader', async () => {
  const { trader, url } = await publishedTrader();
  const heating = await tradeIdOf(testApp.database.db, 'heating-engineer');
  const before = await estimate('M4 5JD', heating);
  const visitor = newVisitor();

  const response = await sendQuote(visitor, url, goodQuote);

  expect(response.statusCode).toBe(303);
  expect(response.headers.location).toBe(`/t/${url}?quote=sent#quote`);
  expect(await estimate('M4 5JD', heating)).toBe(before + 1);
  const [request] = await requestsFor(trader.id);
  expect(request).toMatchObject({ name: 'Priya Shah', email: 'priya@example.test', phone: '+447712345678', postcode: 'M4 5JD' });
  expect(request?.description).toBe(goodQuote.description);
  const [raised] = await testApp.database.db
    .select()
    .from(job)
    .where(eq(job.id, request?.jobId ?? 0));
  expect(raised).toMatchObject({ tradeId: heating, outcode: 'M4', postcode: 'M4 5JD', source: 'quote' });
  expect(raised?.latitude).toBeCloseTo(53.48, 1);
  const mail = await latestMessage(testApp.database.db, trader.email, 'email');
  expect(mail?.subject).toBe('New quote request from Priya Shah');
  expect(mail?.textBody).toContain('Phone: 07712 345678');
  expect(mail?.textBody).toContain(`https://tradespace.test/t/${url}`);

  const thanks = await visitor.request('GET', String(response.headers.location).replace('#quote', ''), undefined, { accept: 'text/html' });
  expect(thanks.body).toContain('Thank you, your quote request has been sent.');
  expect(thanks.body).not.toContain('<form class="form" method="post"');
});

test('bad input re-renders the page with a message under each field and every value kept', async () => {
  const { trader, url } = await publishedTrader();
  const typed = { name: '', email: 'not-an-email', phone: '12345', postcode: 'nowhere', description: 'Too <b>short</b>' };

  const response = await sendQuote(newVisitor(), url, typed);

  expect(response.statusCode).toBe(422);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  const page = response.body;
  const errorOf = (field: string) => new RegExp(`id="quote-${field}-error">([^<]+)<`).exec(page)?.[1];
  expect(errorOf('name')).toBe('Please enter your name.');
  expect(errorOf('email')).toBe('Please enter a valid email address.');
  expect(errorOf('phone')).toBe('Please enter a valid UK phone number.');
  expect(errorOf('postcode')).toBe('Please enter a valid UK postcode, like SW1A 1AA.');
  expect(errorOf('description')).toBe('Please describe the job in at least 20 characters.');
  expect(page).toContain('value="not-an-email"');
  expect(page).toContain('value="nowhere"');
  expect(page).toContain('Too &lt;b&gt;short&lt;/b&gt;</textarea>');
  expect(page).toContain('aria-describedby="quote-email-error" aria-invalid="true"');
  expect(page).toContain('<li><a href="#quote-name">Please enter your name.</a></li>');
  expect(await requestsFor(trader.id)).toEqual([]);
});

test('a postcode in an unknown district and a number that is not a real UK number are refused by the server', async () => {
  const { trader, url } = await publishedTrader();

  const response = await sendQuote(newVisitor(), url, { ...goodQuote, postcode: 'ZZ9 9ZZ', phone: '01000 000000' });

  expect(response.statusCode).toBe(422);
  expect(response.body).toContain(`id="quote-postcode-error">${UNKNOWN_POSTCODE.replace(/'/g, '&#39;')}<`);
  expect(response.body).toContain('id="quote-phone-error">Please enter a valid UK phone number.<');
  expect(response.body).toContain('value="ZZ9 9ZZ"');
  expect(await requestsFor(trader.id)).toEqual([]);
});

test('a post without the page’s token (another site’s form) is refused and nothing is created', async () => {
  const { trader, url } = await publishedTrader();
  const before = await testApp.database.db.select({ id: job.id }).from(job).orderBy(desc(job.id)).limit(1);

  const missing = await sendQuote(newVisitor(), url, goodQuote, { token: null });
  const forged = await sendQuote(newVisitor(), url, goodQuote, { token: 'forged-token' });
  const noCookie = await testApp.app.inject({
    method: 'POST',
    url: `/t/${url}/quote`,
    payload: new URLSearchParams({ ...goodQuote, _token: 'x' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

  for (const response of [missing, forged, noCookie]) {
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain(FORM_EXPIRED);
    expect(response.body).toContain('value="Priya Shah"');
  }
  expect(await requestsFor(trader.id)).toEqual([]);
  expect(await testApp.database.db.select({ id: job.id }).from(job).orderBy(desc(job.id)).limit(1)).toEqual(before);
});

test('a filled honeypot looks like success to the bot but creates nothing', async () => {
  const { trader, url } = await publishedTrader();

  const response = await sendQuote(newVisitor(), url, { ...goodQuote, homepage: 'http://spam.example' });

  expect(response.statusCode).toBe(303);
  expect(await requestsFor(trader.id)).toEqual([]);
});

test('one address may send a limited number of requests an hour, then gets the form back with the limit message', async () => {
  const { trader, url } = await publishedTrader();
  const visitor = newVisitor();
  for (let index = 0; index < QUOTE_REQUESTS_PER_HOUR; index += 1) {
    expect((await sendQuote(visitor, url, { ...goodQuote, name: '' })).statusCode).toBe(422);
  }

  const response = await sendQuote(visitor, url, goodQuote);

  expect(response.statusCode).toBe(429);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.body).toContain('You have been making too many web requests to our servers.');
  expect(response.body).toContain('value="Priya Shah"');
  expect(await requestsFor(trader.id)).toEqual([]);
  expect((await sendQuote(newVisitor(), url, goodQuote)).statusCode).toBe(303);
});

test('a body over the size limit is refused with a page, not a stack', async () => {
  const { url } = await publishedTrader();
  const visitor = newVisitor();

  const response = await sendQuote(visitor, url, { ...goodQuote, description: 'x'.repeat(40_000) });

  expect(response.statusCode).toBe(413);
  expect(response.body).toContain('That was too long');
});

test('a request to a profile that is not published is a 404 page', async () => {
  const response = await sendQuote(newVisitor(), 'quote-trader-none', goodQuote, { token: 'x' });

  expect(response.statusCode).toBe(404);
  expect(response.body).toContain('Page not found');
});

test('a trader left without a trade is no longer live, so the quote form is a 404 and nothing is kept (decision 064)', async () => {
  const { trader, url } = await publishedTrader([]);

  const response = await sendQuote(newVisitor(), url, goodQuote, { token: 'x' });

  expect(response.statusCode).toBe(404);
  expect(response.body).toContain('Page not found');
  expect(await requestsFor(trader.id)).toEqual([]);
});

test('"Check postcode" answers on the page again with everything typed kept, and sends nothing', async () => {
  const url = `quote-check-${Math.random().toString(36).slice(2, 8)}`;
  const trader = await createTrader(testApp.database.db, { url, trades: ['tiler'], postcode: 'OX1 1AA', businessName: 'Oxford Tiling' });
  const typed = { ...goodQuote, postcode: 'ox4 1aa', description: 'Tiles <b>cracked</b> in the bathroom.' };

  const reply = await newVisitor().request('POST', `/t/${url}/postcode-check`, new URLSearchParams(typed).toString(), {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'text/html',
  });

  expect(reply.statusCode).toBe(200);
  expect(reply.body).toContain('<strong>Oxford Tiling works in OX4 1AA.</strong>');
  expect(reply.body).toContain('<meta name="robots" content="noindex">');
  expect(reply.body).toMatch(/id="quote-postcode"[^>]*value="OX4 1AA"/);
  expect(reply.body).toMatch(/id="quote-name"[^>]*value="Priya Shah"/);
  expect(reply.body).toMatch(/id="quote-phone"[^>]*value="07712 345678"/);
  expect(reply.body).toContain('Tiles &lt;b&gt;cracked&lt;/b&gt; in the bathroom.</textarea>');
  expect(reply.body).toMatch(new RegExp(`name="${FORM_TOKEN_FIELD}" value="[^"]+"`));
  expect(await requestsFor(trader.id)).toEqual([]);
});
