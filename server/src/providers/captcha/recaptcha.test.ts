import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createTestApp, Visitor, type TestApp } from '#server-test/test-app';

const GATE = '/test/captcha-gate';
const CLIENT_IP = '10.20.30.40';

/** A stand-in for Google's siteverify: token `good` passes, `broken` gets a 500, others fail. */
const seen: URLSearchParams[] = [];
const siteverify: Server = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    const form = new URLSearchParams(body);
    seen.push(form);
    if (form.get('response') === 'broken') return void response.writeHead(500).end('oops');
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ success: form.get('response') === 'good', 'error-codes': [] }));
  });
});

function gateRoute(app: FastifyInstance) {
  app.post(GATE, async (request) => {
    const body = request.body as { recaptcha_response?: string };
    await app.captcha.guard(request, { action: 'login', response: body.recaptcha_response });
    return { ok: true };
  });
}

let testApp: TestApp;

beforeAll(async () => {
  await new Promise<void>((resolve) => siteverify.listen(0, '127.0.0.1', resolve));
  const { port } = siteverify.address() as AddressInfo;
  testApp = await createTestApp(
    {
      CAPTCHA_ALWAYS: 'true',
      RECAPTCHA_SITE_KEY: 'site-key-for-tests',
      RECAPTCHA_SECRET_KEY: 'secret-key-for-tests',
      RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    },
    { routes: gateRoute },
  );
});

afterAll(async () => {
  await testApp.close();
  await new Promise((resolve) => siteverify.close(resolve));
});

test('the challenge route names reCAPTCHA and its site key, with no challenge of our own', async () => {
  const reply = await new Visitor(testApp.app, CLIENT_IP).get('/auth/captcha/challenge');

  expect(reply.json()).toEqual({ provider: 'recaptcha', site_key: 'site-key-for-tests', challenge: null });
});

test('a token Google accepts passes, and Google is sent the secret, the token and the client IP', async () => {
  seen.length = 0;

  const reply = await new Visitor(testApp.app, CLIENT_IP).post(GATE, { recaptcha_response: 'good' });

  expect(reply.statusCode).toBe(200);
  expect(seen.map((form) => Object.fromEntries(form))).toEqual([{ secret: 'secret-key-for-tests', response: 'good', remoteip: CLIENT_IP }]);
});

test('a token Google refuses, or no token at all, is a recaptcha_response error', async () => {
  const visitor = new Visitor(testApp.app, CLIENT_IP);

  const refused = await visitor.post(GATE, { recaptcha_response: 'forged' });
  const missing = await visitor.post(GATE, {});

  for (const reply of [refused, missing]) {
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toEqual({ errors: { recaptcha_response: ['Please confirm you are not a robot.'] } });
  }
});

test('when siteverify itself fails the visitor gets the generic server error, not a robot accusation', async () => {
  const reply = await new Visitor(testApp.app, CLIENT_IP).post(GATE, { recaptcha_response: 'broken' });

  expect(reply.statusCode).toBe(500);
  expect(reply.json()).toEqual({ error: 'server_error', message: 'Something went wrong; please try again later.' });
});
