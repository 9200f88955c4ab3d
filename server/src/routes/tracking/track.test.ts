import { eq } from 'drizzle-orm';
import { trackingEvent } from '#server/db/schema/index';
import { useTestApp, Visitor } from '#server-test/test-app';
import { sessionIdOf } from '#server-test/page-script';

const testApp = useTestApp({ TRACKING_LIMIT_PER_MINUTE: '5' });

/** A visitor who has loaded a setup page, with the session id the page hands to its tracker. */
async function trackingVisitor() {
  const visitor = new Visitor(testApp.app);
  const page = await visitor.open();
  const sessionId = sessionIdOf(page.body);
  return { visitor, sessionId, url: `/v1/trade-setup/track/${sessionId}` };
}

function rowsFor(sessionId: string) {
  return testApp.database.db.select().from(trackingEvent).where(eq(trackingEvent.sessionId, sessionId));
}

const goodEvent = { page: 'lead_location', timestamp: 1_740_650_000_123, event: 'continue_clicked' };

test('a tracking call stores the page, event, data and client timestamp', async () => {
  const { visitor, sessionId, url } = await trackingVisitor();

  const response = await visitor.post(url, { ...goodEvent, data: { postcode: 'SW1A 1AA', attempt: 2 } });

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ success: true });
  const rows = await rowsFor(sessionId);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    page: 'lead_location',
    event: 'continue_clicked',
    data: { postcode: 'SW1A 1AA', attempt: 2 },
    clientTimestamp: new Date(1_740_650_000_123),
    userId: null,
  });
});

test('a call without a page answers 422 naming the page field', async () => {
  const { visitor, sessionId, url } = await trackingVisitor();

  const response = await visitor.post(url, { timestamp: goodEvent.timestamp, event: goodEvent.event });

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ errors: { page: [expect.any(String)] } });
  expect(await rowsFor(sessionId)).toHaveLength(0);
});

test('a timestamp sent as a string answers 422 naming the timestamp field', async () => {
  const { visitor, url } = await trackingVisitor();

  const response = await visitor.post(url, { ...goodEvent, timestamp: '2025-02-27T10:00:00Z' });

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ errors: { timestamp: ['The timestamp must be a number of milliseconds.'] } });
});

test('an event name with spaces answers 422 naming the event field', async () => {
  const { visitor, url } = await trackingVisitor();

  const response = await visitor.post(url, { ...goodEvent, event: 'clicked continue' });

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({
    errors: { event: ['The event may only contain letters, numbers, dots, dashes and underscores.'] },
  });
});

test('every bad field is reported at once, each under its own name', async () => {
  const { visitor, url } = await trackingVisitor();

  const response = await visitor.post(url, { page: '', timestamp: -5, event: 'a b' });

  expect(response.statusCode).toBe(422);
  expect(Object.keys(response.json<{ errors: Record<string, string[]> }>().errors).sort()).toEqual(['event', 'page', 'timestamp']);
});

test('data larger than 4 KB answers 422 naming the data field and stores nothing', async () => {
  const { visitor, sessionId, url } = await trackingVisitor();

  const response = await visitor.post(url, { ...goodEvent, data: { note: 'x'.repeat(5000) } });

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ errors: { data: ['The data may not be larger than 4096 bytes.'] } });
  expect(await rowsFor(sessionId)).toHaveLength(0);
});

test('data nested deeper than 16 levels answers 422 naming the data field and stores nothing, well under 4 KB', async () => {
  const { visitor, sessionId, url } = await trackingVisitor();
  const nested = (levels: number): unknown => (levels === 0 ? 1 : [nested(levels - 1)]);

  const deep = await visitor.post(url, { ...goodEvent, data: nested(1500) });
  const fine = await visitor.post(url, { ...goodEvent, data: nested(16) });

  expect(deep.statusCode).toBe(422);
  expect(deep.json()).toEqual({ errors: { data: ['The data may not be nested more than 16 levels deep.'] } });
  expect(fine.statusCode).toBe(200);
  expect(await rowsFor(sessionId)).toHaveLength(1);
});

test('the 4 KB data limit counts bytes, so multi-byte text cannot slip past it', async () => {
  const { visitor, url } = await trackingVisitor();

  // 2,100 pound signs are 2,100 characters but 4,200 bytes of UTF-8
  const response = await visitor.post(url, { ...goodEvent, data: { note: '£'.repeat(2100) } });

  expect(response.statusCode).toBe(422);
  expect(response.json()).toMatchObject({ errors: { data: [expect.any(String)] } });
});

test("a tracking call for another visitor's session id is refused and stores nothing", async () => {
  const owner = await trackingVisitor();
  const intruder = await trackingVisitor();

  const response = await intruder.visitor.post(owner.url, goodEvent);

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ errors: { sessionId: [expect.any(String)] } });
  expect(await rowsFor(owner.sessionId)).toHaveLength(0);
});

test('one client cannot flood the table: the sixth call in a minute answers 429 and only five rows exist', async () => {
  const { visitor, sessionId, url } = await trackingVisitor();

  const statuses: number[] = [];
  for (let call = 0; call < 6; call += 1) {
    const response = await visitor.post(url, { ...goodEvent, event: `step_${call}` });
    statuses.push(response.statusCode);
    if (response.statusCode === 429) {
      expect(response.json()).toEqual({ error: 'too_many_requests', message: expect.any(String) });
    }
  }

  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  expect(await rowsFor(sessionId)).toHaveLength(5);
});
