import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { createTestApp, Visitor, type TestApp } from '#server-test/test-app';
import { fieldError } from '../lib/http-errors';

const GATE = '/test/captcha-gate';
const SMS_CODE = '/test/sms-code';
const ROBOT = { errors: { recaptcha_response: ['Please confirm you are not a robot.'] } };

/** Test-only routes that use the gate the way the registration and SMS-code handlers will. */
function gateRoutes(app: FastifyInstance) {
  app.post(GATE, async (request) => {
    const body = request.body as { recaptcha_response?: string };
    await app.captcha.attempt(request, { action: 'register', response: body.recaptcha_response });
    return { ok: true };
  });
  app.post(SMS_CODE, async (request) => {
    const body = request.body as { id: string; code: string; recaptcha_response?: string };
    const key = `sms-login:${body.id}`;
    await app.captcha.guard(request, { action: 'sms-code', response: body.recaptcha_response, key });
    if (body.code !== '1234') {
      await app.captcha.escalate(key);
      throw fieldError('code', 'That code is not right.');
    }
    return { ok: true };
  });
}

function freshAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** Does what the browser widget does: fetch a challenge, solve it, send the base64 payload. */
async function solvedResponse(visitor: Visitor): Promise<string> {
  const reply = await visitor.get('/auth/captcha/challenge');
  const challenge = reply.json<{ challenge: Challenge }>().challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const HMAC_KEY = 'test-altcha-key-0123456789abcdef';
let always: TestApp;
let escalating: TestApp;

beforeAll(async () => {
  [always, escalating] = await Promise.all([
    createTestApp({ CAPTCHA_ALWAYS: '1', ALTCHA_HMAC_KEY: HMAC_KEY }, { routes: gateRoutes }),
    createTestApp({ CAPTCHA_AFTER_ATTEMPTS: '3', CAPTCHA_WINDOW_MINUTES: '10' }, { routes: gateRoutes }),
  ]);
});

afterAll(async () => {
  await Promise.all([always.close(), escalating.close()]);
});

test('the challenge route offers an ALTCHA challenge by default', async () => {
  const reply = await new Visitor(always.app, freshAddress()).get('/auth/captcha/challenge');

  expect(reply.statusCode).toBe(200);
  expect(reply.headers['cache-control']).toBe('no-store');
  expect(reply.json()).toMatchObject({
    provider: 'altcha',
    site_key: null,
    challenge: { parameters: { algorithm: 'SHA-256' }, signature: expect.any(String) },
  });
});

test('a solved challenge passes the guard once and its replay is refused', async () => {
  const visitor = new Visitor(always.app, freshAddress());
  const response = await solvedResponse(visitor);

  const first = await visitor.post(GATE, { recaptcha_response: response });
  const replay = await visitor.post(GATE, { recaptcha_response: response });

  expect(first.statusCode).toBe(200);
  expect(replay.statusCode).toBe(422);
  expect(replay.json()).toEqual(ROBOT);
});

test('with CAPTCHA_ALWAYS a missing or made-up response is refused under recaptcha_response', async () => {
  const visitor = new Visitor(always.app, freshAddress());

  const missing = await visitor.post(GATE, {});
  const madeUp = await visitor.post(GATE, { recaptcha_response: Buffer.from('{"x":1}').toString('base64') });

  expect(missing.statusCode).toBe(422);
  expect(missing.json()).toEqual(ROBOT);
  expect(madeUp.json()).toEqual(ROBOT);
});

test('a solution with a guessed key, or a challenge given a later expiry, is refused', async () => {
  const visitor = new Visitor(always.app, freshAddress());
  const decode = async () => JSON.parse(Buffer.from(await solvedResponse(visitor), 'base64').toString());
  const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');
  const guessed = await decode();
  guessed.solution.derivedKey = '00'.repeat(32);
  const extended = await decode();
  extended.challenge.parameters.expiresAt += 3600;

  const replies = [
    await visitor.post(GATE, { recaptcha_response: encode(guessed) }),
    await visitor.post(GATE, { recaptcha_response: encode(extended) }),
  ];

  expect(replies.map((reply) => reply.statusCode)).toEqual([422, 422]);
});

test('after three attempts from one address the fourth needs a captcha, other addresses do not', async () => {
  const visitor = new Visitor(escalating.app, freshAddress());
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await visitor.post(GATE, {})).statusCode);
  const solved = await visitor.post(GATE, { recaptcha_response: await solvedResponse(visitor) });
  const other = await new Visitor(escalating.app, freshAddress()).post(GATE, {});

  expect(statuses).toEqual([200, 200, 200, 422]);
  expect(solved.statusCode).toBe(200);
  expect(other.statusCode).toBe(200);
});

test('a wrong SMS code makes the next try on that login need a captcha', async () => {
  const visitor = new Visitor(escalating.app, freshAddress());

  const wrong = await visitor.post(SMS_CODE, { id: '7', code: '0000' });
  const unsolved = await visitor.post(SMS_CODE, { id: '7', code: '1234' });
  const otherLogin = await visitor.post(SMS_CODE, { id: '8', code: '1234' });
  const solved = await visitor.post(SMS_CODE, { id: '7', code: '1234', recaptcha_response: await solvedResponse(visitor) });

  expect(wrong.json()).toEqual({ errors: { code: ['That code is not right.'] } });
  expect(unsolved.json()).toEqual(ROBOT);
  expect(otherLogin.statusCode).toBe(200);
  expect(solved.statusCode).toBe(200);
  expect(await escalating.app.captcha.isEscalated('sms-login:7')).toBe(true);
  expect(await escalating.app.captcha.isEscalated('sms-login:8')).toBe(false);
});

describe('with REDIS_URL', () => {
  const env = { REDIS_URL: 'redis://127.0.0.1:6379', ALTCHA_HMAC_KEY: HMAC_KEY, CAPTCHA_AFTER_ATTEMPTS: '2' };
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    [first, second] = await Promise.all([createTestApp(env, { routes: gateRoutes }), createTestApp(env, { routes: gateRoutes })]);
  });

  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  test('two server processes share the attempt count and the spent solutions', async () => {
    const address = freshAddress();
    const onFirst = new Visitor(first.app, address);
    const onSecond = new Visitor(second.app, address);
    const free = [(await onFirst.post(GATE, {})).statusCode, (await onSecond.post(GATE, {})).statusCode];
    const asked = await onSecond.post(GATE, {});
    const response = await solvedResponse(onFirst);

    const spent = await onFirst.post(GATE, { recaptcha_response: response });
    const replay = await onSecond.post(GATE, { recaptcha_response: response });

    expect(free).toEqual([200, 200]);
    expect(asked.json()).toEqual(ROBOT);
    expect(spent.statusCode).toBe(200);
    expect(replay.json()).toEqual(ROBOT);
  });
});
