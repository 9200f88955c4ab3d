import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpSmsTransport } from './sms-http';

interface Received {
  method?: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

const received: Received[] = [];
let answerStatus = 200;
const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push({ method: request.method, headers: request.headers, body: JSON.parse(Buffer.concat(chunks).toString()) });
    response.writeHead(answerStatus, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ ok: answerStatus < 300 }));
  });
});
let url: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/messages`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  received.length = 0;
  answerStatus = 200;
});

const key = { idempotencyKey: '5d0c1f5e-4f4b-4c4e-9a51-2f4c0b1d7e21', outboxId: 7 };

test("an SMS is posted as JSON with the bearer key and the message's idempotency key", async () => {
  const transport = createHttpSmsTransport({ url, apiKey: 'sms-secret-key', from: 'Tradespace' });

  await transport.send({ to: '+447700900123', body: 'Your Tradespace code is 1234.' }, key);

  expect(received).toEqual([
    {
      method: 'POST',
      headers: expect.objectContaining({
        authorization: 'Bearer sms-secret-key',
        'content-type': 'application/json',
        'idempotency-key': key.idempotencyKey,
      }),
      body: { to: '+447700900123', from: 'Tradespace', body: 'Your Tradespace code is 1234.' },
    },
  ]);
});

test('the same message sent twice carries the same Idempotency-Key, so the gateway can send it once', async () => {
  const transport = createHttpSmsTransport({ url, apiKey: 'sms-secret-key', from: 'Tradespace' });

  await transport.send({ to: '+447700900123', body: 'Code 1234' }, key);
  await transport.send({ to: '+447700900123', body: 'Code 1234' }, key);
  await transport.send({ to: '+447700900123', body: 'Code 5678' }, { idempotencyKey: 'another-message', outboxId: 8 });

  expect(received.map((request) => request.headers['idempotency-key'])).toEqual([
    key.idempotencyKey,
    key.idempotencyKey,
    'another-message',
  ]);
});

test('a 500 from the gateway is a failure that names the status but not the key', async () => {
  answerStatus = 500;
  const transport = createHttpSmsTransport({ url, apiKey: 'sms-secret-key', from: 'Tradespace' });

  const failure = transport.send({ to: '+447700900123', body: 'x' }, key);

  await expect(failure).rejects.toThrow('The SMS gateway answered 500');
  await expect(failure).rejects.not.toThrow('sms-secret-key');
});
