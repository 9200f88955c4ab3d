import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PermanentDeliveryFailure } from './provider';
import { createTwilioSmsTransport } from './twilio';

// The adapter's requests and its reading of Twilio's answers; the round trip with receipts is in
// routes/webhooks/sms-status.test.ts, against the local stand-in.
interface Received {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
  form: Record<string, string>;
}

const received: Received[] = [];
let answer: { status: number; body: unknown } = { status: 201, body: { sid: 'SM123' } };
const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString()));
    received.push({ method: request.method, url: request.url, headers: request.headers, form });
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
});
let apiBase: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  received.length = 0;
  answer = { status: 201, body: { sid: 'SM123' } };
});

const transport = (sender: { from: string } | { messagingServiceSid: string } = { from: '+447700900000' }) =>
  createTwilioSmsTransport({
    accountSid: 'AC42',
    authToken: 'secret-token',
    sender,
    apiBase,
    statusCallback: (key) => `https://tradespace.example/webhooks/sms/status?key=${key}`,
  });
const key = { idempotencyKey: 'key-1', outboxId: 1, attempt: 1 };
const text = { to: '+447459000123', body: 'Your Tradespace code is 1234.' };

test('a text is posted form-encoded to the account’s Messages.json with basic auth and its status callback', async () => {
  const accepted = await transport().send(text, key);

  expect(accepted).toEqual({ providerMessageId: 'SM123' });
  expect(received).toEqual([
    expect.objectContaining({
      method: 'POST',
      url: '/2010-04-01/Accounts/AC42/Messages.json',
      headers: expect.objectContaining({
        authorization: `Basic ${Buffer.from('AC42:secret-token').toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      }),
      form: {
        To: text.to,
        Body: text.body,
        From: '+447700900000',
        StatusCallback: 'https://tradespace.example/webhooks/sms/status?key=key-1',
      },
    }),
  ]);
});

test('a Messaging Service sends instead of a From number', async () => {
  await transport({ messagingServiceSid: 'MG9' }).send(text, key);

  expect(received[0]?.form).toMatchObject({ MessagingServiceSid: 'MG9' });
  expect(received[0]?.form).not.toHaveProperty('From');
});

test('a 400 refuses the message for good, with Twilio’s code; a 401 or a 503 is tried again, naming no secret', async () => {
  answer = { status: 400, body: { code: 21614, message: "'To' number is not a valid mobile number" } };
  const refused = await transport()
    .send(text, key)
    .catch((error: unknown) => error);
  answer = { status: 401, body: { code: 20003, message: 'Authenticate' } };
  const unauthorised = await transport()
    .send(text, key)
    .catch((error: unknown) => error);
  answer = { status: 503, body: {} };
  const unavailable = await transport()
    .send(text, key)
    .catch((error: unknown) => error);

  expect(refused).toBeInstanceOf(PermanentDeliveryFailure);
  expect((refused as PermanentDeliveryFailure).errorCode).toBe(21614);
  for (const [error, status] of [
    [unauthorised, 401],
    [unavailable, 503],
  ] as const) {
    expect(error).not.toBeInstanceOf(PermanentDeliveryFailure);
    expect((error as Error).message).toBe(`Twilio answered ${status}`);
  }
});
