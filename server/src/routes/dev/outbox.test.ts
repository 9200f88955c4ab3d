import { useTestApp, createTestApp, productionEnv, type TestApp } from '#server-test/test-app';
import { createMessageDeliveryRepo } from '#server/repos/message-delivery-repo';
import { createOutboxRepo } from '#server/repos/outbox-repo';

const testApp = useTestApp({ RATE_LIMIT_PER_MINUTE: '2' });

type Listed = { id: number; recipient: string; status: string; subject: string | null; text_body: string };

async function listed(query: string): Promise<Listed[]> {
  const response = await testApp.app.inject({ method: 'GET', url: `/dev/outbox.json${query}` });
  expect(response.statusCode).toBe(200);
  return (response.json() as { messages: Listed[] }).messages;
}

test('the JSON outbox lists messages newest first, filtered by recipient', async () => {
  const { outbox } = testApp.app;
  const first = await outbox.enqueue({ channel: 'email', recipient: 'Jo@Example.test', template: 't', subject: 'A', textBody: 'one' });
  const second = await outbox.enqueue({ channel: 'email', recipient: 'jo@example.test', template: 't', subject: 'B', textBody: 'two' });
  await outbox.enqueue({ channel: 'email', recipient: 'other@example.test', template: 't', subject: 'C', textBody: 'three' });
  await outbox.deliverDue();

  const messages = await listed('?to=JO%40example.test');

  expect(messages.map((message) => message.id)).toEqual([second, first]);
  expect(messages[0]).toMatchObject({ subject: 'B', text_body: 'two', status: 'sent' });
  expect(await listed('?to=jo%40example.test&limit=1')).toHaveLength(1);
});

test('a phone filter matches the E.164 recipient however the number is written', async () => {
  await testApp.app.outbox.enqueue({ channel: 'sms', recipient: '+447700900123', template: 't', textBody: 'Code 1234' });

  for (const query of ['?to=%2B447700900123', '?to=07700%20900123', '?to=+447700900123']) {
    const messages = await listed(query);
    expect(messages.map((message) => message.recipient)).toEqual(['+447700900123']);
  }
});

test('the HTML outbox escapes what users typed and shows the e-mail HTML only in a sandboxed frame', async () => {
  const id = await testApp.app.outbox.enqueue({
    channel: 'email',
    recipient: '<script>alert(1)</script>@example.test',
    template: 't',
    subject: '<script>alert(2)</script>',
    textBody: 'plain <b>text</b>',
    htmlBody: '<p onclick="x()">Hi & bye</p><script>alert(3)</script>',
  });

  const response = await testApp.app.inject({ method: 'GET', url: '/dev/outbox' });

  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/html');
  expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  expect(response.body).not.toContain('<script');
  expect(response.body).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
  expect(response.body).toContain('<iframe sandbox srcdoc="&lt;p onclick=&quot;x()&quot;&gt;Hi &amp; bye');
  const single = await testApp.app.inject({ method: 'GET', url: `/dev/outbox/${id}.html` });
  expect(single.body).toContain('<p onclick');
  expect(single.headers['content-security-policy']).toMatch(/^sandbox;/);
});

test('a message the offline transport received twice is shown delivered once, with the duplicate held back', async () => {
  const { outbox } = testApp.app;
  // a text is never dropped by the e-mail caps: its id always comes back
  const id = (await outbox.enqueue({ channel: 'sms', recipient: '+447700900321', template: 't', textBody: 'Code 9876' })) ?? 0;
  const message = await createOutboxRepo(testApp.database.db).find(id);
  // a process that died after handing the text over: its send is recorded, the message is still pending
  const earlierSend = { idempotencyKey: message?.idempotencyKey ?? '', outboxId: id, channel: 'sms' as const, recipient: '+447700900321' };
  await createMessageDeliveryRepo(testApp.database.db).record(earlierSend);
  await outbox.deliverDue();

  const page = await testApp.app.inject({ method: 'GET', url: '/dev/outbox?to=%2B447700900321' });

  expect(await listed('?to=%2B447700900321')).toEqual([
    expect.objectContaining({ id, status: 'sent', delivered_at: expect.any(String), duplicates_held_back: 1 }),
  ]);
  expect(page.body).toMatch(/<dt>Delivered<\/dt><dd>once, [^<]+; 1 duplicate send held back<\/dd>/);
});

test('the outbox pages are not rate limited, so end-to-end tests can poll them', async () => {
  const statuses: number[] = [];
  for (let call = 0; call < 5; call += 1) {
    for (const url of ['/dev/outbox', '/dev/outbox.json']) {
      const response = await testApp.app.inject({ method: 'GET', url, remoteAddress: '127.0.30.1' });
      statuses.push(response.statusCode);
    }
  }

  expect(new Set(statuses)).toEqual(new Set([200]));
});

test('in production the outbox pages answer the JSON 404, whatever DEV_ROUTES says', async () => {
  const production = await createTestApp({ ...productionEnv, DEV_ROUTES: '1' });
  await createOutboxRepo(production.database.db).enqueue({ channel: 'sms', recipient: '+447700900999', template: 't', textBody: 'x' });
  try {
    for (const url of ['/dev/outbox', '/dev/outbox.json', '/dev/outbox/1.html']) {
      const response = await production.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', message: 'We could not find that.' });
    }
  } finally {
    await production.close();
  }
});

const NOT_FOUND = { error: 'not_found', message: 'We could not find that.' };

async function outboxStatus(app: TestApp['app'], remoteAddress: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url: '/dev/outbox.json', remoteAddress, headers });
  return { status: response.statusCode, body: response.json() as unknown };
}

describe('outside production the outbox answers only this machine (decision 062)', () => {
  test.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])('a client at %s gets the messages', async (address) => {
    expect((await outboxStatus(testApp.app, address)).status).toBe(200);
  });

  // one call per address: this file's rate limit (2 a minute) applies to missing pages as well
  test.each([
    ['10.30.0.1', '/dev/outbox.json'],
    ['192.168.1.20', '/dev/outbox'],
    ['2001:db8::1', '/dev/outbox/1.html'],
    ['::ffff:10.0.0.1', '/dev/outbox.json'],
  ])('a client at %s asking for %s gets the 404 of a missing page', async (address, url) => {
    const response = await testApp.app.inject({ method: 'GET', url, remoteAddress: address, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
  });

  test('a remote client claiming to be 127.0.0.1 in X-Forwarded-For is still remote when no proxy is trusted', async () => {
    expect(await outboxStatus(testApp.app, '203.0.113.9', { 'x-forwarded-for': '127.0.0.1' })).toEqual({ status: 404, body: NOT_FOUND });
    // a reverse proxy on this machine with TRUST_PROXY_HOPS=0 would make every visitor look local: refused too
    expect((await outboxStatus(testApp.app, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).status).toBe(404);
    expect((await outboxStatus(testApp.app, '127.0.0.1', { 'x-real-ip': '127.0.0.1' })).status).toBe(404);
  });

  test('behind one trusted proxy on this machine, the client the proxy names decides', async () => {
    const proxied = await createTestApp({ TRUST_PROXY_HOPS: '1' }, { database: testApp.database });
    try {
      // the proxy appends the address it saw; whatever the client wrote before it does not count
      expect((await outboxStatus(proxied.app, '127.0.0.1', { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' })).status).toBe(404);
      expect((await outboxStatus(proxied.app, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).status).toBe(404);
      expect((await outboxStatus(proxied.app, '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).status).toBe(200);
      // a trusted hop that is not on this machine: never loopback, whatever it forwards
      expect((await outboxStatus(proxied.app, '10.0.0.2', { 'x-forwarded-for': '127.0.0.1' })).status).toBe(404);
    } finally {
      await proxied.close();
    }
  });

  test('DEV_ROUTES=1 opens them to every client, and every reply says not to store it', async () => {
    const open = await createTestApp({ DEV_ROUTES: '1' }, { database: testApp.database });
    try {
      const response = await open.app.inject({ method: 'GET', url: '/dev/outbox.json', remoteAddress: '203.0.113.9' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    } finally {
      await open.close();
    }
  });
});
