import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createSmtpTransport, senderDomain } from './smtp';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
      received.push({ from, to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString() });
      callback();
    });
  },
});
let url: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const key = { idempotencyKey: '0b6f3c1a-9d7e-4e1f-8a2b-6c5d4e3f2a1b', outboxId: 12 };

test('an e-mail goes to the SMTP server with a text part and an HTML part', async () => {
  const transport = createSmtpTransport({ url, from: 'Tradespace <hello@tradespace.test>' });

  await transport.send(
    {
      to: 'sam@example.test',
      subject: 'Your Tradespace sign-in link',
      text: 'Use this link:\nhttps://tradespace.test/login/abc',
      html: '<p>Use <a href="https://tradespace.test/login/abc">this link</a></p>',
    },
    key,
  );

  expect(received).toHaveLength(1);
  const [mail] = received;
  expect(mail?.from).toBe('hello@tradespace.test');
  expect(mail?.to).toEqual(['sam@example.test']);
  expect(mail?.raw).toContain('Subject: Your Tradespace sign-in link');
  expect(mail?.raw).toMatch(/Content-Type: multipart\/alternative/);
  expect(mail?.raw).toMatch(/Content-Type: text\/plain[\s\S]*https:\/\/tradespace\.test\/login\/abc/);
  expect(mail?.raw).toMatch(/Content-Type: text\/html[\s\S]*<a href="https:\/\/tradespace\.test\/login\/abc">this link/);
});

test('a server that cannot be reached is a failure the worker can retry', async () => {
  const transport = createSmtpTransport({ url: 'smtp://127.0.0.1:1', from: 'hello@tradespace.test' });

  await expect(transport.send({ to: 'sam@example.test', subject: 'x', text: 'x', html: null }, key)).rejects.toThrow();
});

test('the Message-ID is made from the idempotency key, so a message sent twice is one message to the receiver', async () => {
  const transport = createSmtpTransport({ url, from: 'Tradespace <hello@tradespace.test>' });
  const before = received.length;

  await transport.send({ to: 'sam@example.test', subject: 'Code', text: 'x', html: null }, key);
  await transport.send({ to: 'sam@example.test', subject: 'Code', text: 'x', html: null }, key);

  const sent = received.slice(before).map((mail) => ({
    messageId: /^Message-ID: (.*)$/im.exec(mail.raw)?.[1]?.trim(),
    idempotencyKey: /^X-Idempotency-Key: (.*)$/im.exec(mail.raw)?.[1]?.trim(),
  }));
  const expected = { messageId: `<${key.idempotencyKey}@tradespace.test>`, idempotencyKey: key.idempotencyKey };
  expect(sent).toEqual([expected, expected]);
});

test("the Message-ID domain is the sender's, whether or not the address has a display name", () => {
  expect(senderDomain('Tradespace <no-reply@mail.tradespace.co.uk>')).toBe('mail.tradespace.co.uk');
  expect(senderDomain('hello@tradespace.test')).toBe('tradespace.test');
  expect(senderDomain('Tradespace')).toBe('tradespace.local');
});
