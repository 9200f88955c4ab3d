import { outboxMessage } from '../db/schema/index';
import { createTestApp, type TestApp } from '#server-test/test-app';
import { createUser, signedInVisitor } from '#server-test/test-users';
import { freePort } from '#server-test/free-port';

// /metrics (decision 075): off by default, behind a bearer token or on a port of its own.
const TOKEN = 'metrics-token-for-the-tests-0123';
let withToken: TestApp;

beforeAll(async () => {
  withToken = await createTestApp({ METRICS_TOKEN: TOKEN, OUTBOX_POLL_MS: '600000', RATE_LIMIT_PER_MINUTE: '5' });
});

afterAll(async () => {
  await withToken.close();
});

/** Scrapes as Prometheus would, with the right token unless told otherwise (null: no Authorization header). */
function scrape(testApp: TestApp, authorization: string | null = `Bearer ${TOKEN}`) {
  return testApp.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
}

/** The value of one sample line (`name{labels} value`), or undefined when the line is not there. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

test('without METRICS_TOKEN or METRICS_PORT there is no /metrics', async () => {
  const plain = await createTestApp({}, { database: withToken.database });
  try {
    expect((await scrape(plain)).statusCode).toBe(404);
  } finally {
    await plain.close();
  }
});

test('a scraper without the token, or with a wrong one, is answered 401 and sees no figure', async () => {
  for (const authorization of [null, 'Bearer not-the-token', TOKEN]) {
    const reply = await scrape(withToken, authorization);
    expect(reply.statusCode).toBe(401);
    expect(reply.headers['www-authenticate']).toBe('Bearer');
    expect(reply.body).not.toContain('tradespace_');
  }
});

test('with the token: Prometheus text, uncached, and the request count grows after a request', async () => {
  const before = await scrape(withToken);
  expect(before.statusCode).toBe(200);
  expect(before.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
  expect(before.headers['cache-control']).toBe('no-store');
  for (const name of [
    'tradespace_http_requests_total',
    'tradespace_http_request_duration_seconds',
    'tradespace_outbox_pending_messages',
    'tradespace_outbox_oldest_pending_age_seconds',
    'tradespace_outbox_sent_last_hour',
    'tradespace_db_pool_connections',
    'tradespace_read_cache_hits_total',
    'tradespace_read_cache_misses_total',
  ]) {
    expect(before.body).toContain(`# TYPE ${name} `);
  }
  const series = 'tradespace_http_requests_total{route="/v1/account/info",method="GET",status="200"}';
  const counted = sample(before.body, series) ?? 0;
  expect(
    (await withToken.app.inject({ method: 'GET', url: '/v1/account/info', headers: { 'x-requested-with': 'XMLHttpRequest' } })).statusCode,
  ).toBe(200);
  expect(sample((await scrape(withToken)).body, series)).toBe(counted + 1);
  expect((await scrape(withToken)).body).toContain('tradespace_http_request_duration_seconds_count{route="/v1/account/info",method="GET"}');
});

test('the scraper is never rate limited, however often it asks', async () => {
  for (let scrapeNumber = 0; scrapeNumber < 8; scrapeNumber++) expect((await scrape(withToken)).statusCode).toBe(200);
});

test('labels carry route patterns: no id, key or e-mail from a URL', async () => {
  await withToken.app.inject({ method: 'GET', url: '/media/secret-key-4d2c9a71.webp' });
  await withToken.app.inject({ method: 'GET', url: '/v1/admin/tickets/982451/close' });
  await withToken.app.inject({ method: 'GET', url: '/no/such/page/sam.fletcher@example.com' });
  const text = (await scrape(withToken)).body;
  expect(text).toContain('route="/media/:key"');
  for (const raw of ['secret-key-4d2c9a71', '982451', 'sam.fletcher', 'example.com']) expect(text).not.toContain(raw);
});

test('outbox depth and age, and the texts and e-mails sent in the last hour', async () => {
  const db = withToken.database.db;
  const hourAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  const message = { recipient: '+447700900123', textBody: 'Your code is 123456', template: 'test' };
  await db.insert(outboxMessage).values([
    { ...message, channel: 'sms', status: 'pending', createdAt: hourAgo(5), nextAttemptAt: hourAgo(-60) },
    { ...message, channel: 'sms', status: 'sent', sentAt: hourAgo(10) },
    { ...message, channel: 'sms', status: 'sent', sentAt: hourAgo(90) },
    { ...message, channel: 'email', recipient: 'sam@example.com', status: 'sent', sentAt: hourAgo(1) },
  ]);
  const text = (await scrape(withToken)).body;
  expect(sample(text, 'tradespace_outbox_pending_messages')).toBe(1);
  expect(sample(text, 'tradespace_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(299);
  expect(sample(text, 'tradespace_outbox_sent_last_hour{channel="sms"}')).toBe(1);
  expect(sample(text, 'tradespace_outbox_sent_last_hour{channel="email"}')).toBe(1);
  expect(sample(text, 'tradespace_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
});

test('read-cache hits grow when a signed-in page is read again without a write in between', async () => {
  const trader = await createUser(withToken.database.db);
  const visitor = await signedInVisitor(withToken, trader.id, '10.9.0.1');
  await visitor.get('/v1/account/info');
  const hits = sample((await scrape(withToken)).body, 'tradespace_read_cache_hits_total') ?? 0;
  await visitor.get('/v1/account/info');
  expect(sample((await scrape(withToken)).body, 'tradespace_read_cache_hits_total')).toBeGreaterThan(hits);
});

test('METRICS_PORT: /metrics on a loopback listener of its own, and not on the app port', async () => {
  const port = await freePort();
  const separate = await createTestApp({ METRICS_PORT: String(port) }, { database: withToken.database });
  try {
    expect((await scrape(separate, null)).statusCode).toBe(404);
    const reply = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(reply.status).toBe(200);
    expect(await reply.text()).toContain('# TYPE tradespace_http_requests_total counter');
    expect((await fetch(`http://127.0.0.1:${port}/anything-else`)).status).toBe(404);
  } finally {
    await separate.close();
  }
  await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
});

test('METRICS_PORT with METRICS_TOKEN asks for the token there too', async () => {
  const port = await freePort();
  const separate = await createTestApp({ METRICS_PORT: String(port), METRICS_TOKEN: TOKEN }, { database: withToken.database });
  try {
    expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(401);
    expect((await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
  } finally {
    await separate.close();
  }
});
