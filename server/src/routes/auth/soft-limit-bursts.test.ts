import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_TAKEN } from '#common/contract/calls/registration';
import { trade } from '#server/db/schema/index';
import { hashPassword } from '#server/lib/passwords';
import { CAPTCHA_MESSAGE } from '#server/plugins/captcha';
import { TOO_MANY_TAKEN_EMAILS } from '#server/services/taken-email';
import { createTestApp, Visitor, type TestApp } from '#server-test/test-app';
import { createUser, signUpPayload } from '#server-test/test-users';
import { SIGN_IN_FAILED, PASSWORD_SIGN_IN_PAUSED } from './password-sign-in';

// Soft limits counted before the work (decision 104): each burst is sent at once, from one client address
const LIFTED = { RATE_LIMIT_PER_MINUTE: '100000', AUTH_LIMIT_PER_10_MINUTES: '100000', CAPTCHA_AFTER_SMS_SENDS: '100000' };
let captchaApp: TestApp;
let lookupApp: TestApp;
let tradeIds: number[];
let made = 0;

beforeAll(async () => {
  // the captcha after 3 attempts (5 failed passwords), as in production
  captchaApp = await createTestApp({ ...LIFTED, SMS_PER_ADDRESS_PER_HOUR: '100000' });
  // the captcha out of the way, so the bursts reach the "already taken" answers (10 an hour per address)
  lookupApp = await createTestApp(
    { ...LIFTED, CAPTCHA_AFTER_ATTEMPTS: '100000', CAPTCHA_LOGIN_AFTER_FAILURES: '100000' },
    { database: captchaApp.database },
  );
  const rows = await captchaApp.database.db.select({ id: trade.id }).from(trade).orderBy(trade.id).limit(2);
  tradeIds = rows.map((row) => row.id);
});
afterAll(async () => {
  await lookupApp.close();
  await captchaApp.close();
});

const freshIp = () => `10.104.${Math.floor((made += 1) / 250)}.${(made % 250) + 1}`;
const uniqueMobile = () => `07713 ${String((process.pid * 1000 + (made += 1)) % 1_000_000).padStart(6, '0')}`;
const uniqueEmail = () => `burst.${Date.now()}.${(made += 1)}@example.co.uk`;
const signUp = (email = uniqueEmail()) => signUpPayload({ email, phone: uniqueMobile(), trades: tradeIds });
const lead = (email = uniqueEmail()) => ({ email_address: email, postcode: 'M1 1AE', trades: tradeIds });

async function visitorsAt(testApp: TestApp, ip: string, count: number, page?: string): Promise<Visitor[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const visitor = new Visitor(testApp.app, ip);
      await visitor.open(page);
      return visitor;
    }),
  );
}

const askedForCaptcha = (reply: LightMyRequestResponse) =>
  reply.statusCode === 422 && reply.json().errors?.recaptcha_response?.[0] === CAPTCHA_MESSAGE;

function figures(what: string, replies: LightMyRequestResponse[], limit: number) {
  const asked = replies.filter(askedForCaptcha).length;
  console.log(
    `${what} on ${captchaApp.database.kind}: ${replies.length} parallel from one address, captcha after ${limit}, ` +
      `${replies.length - asked} answered without it, ${asked} asked for it`,
  );
  return { passed: replies.length - asked, asked };
}

describe('the captcha after 3 attempts holds for a parallel burst without one', () => {
  it('sign-up: 20 at once, exactly 3 through', async () => {
    const visitors = await visitorsAt(captchaApp, freshIp(), 20);
    const replies = await Promise.all(visitors.map((visitor) => visitor.post('/tradespeople-setup/register', signUp())));
    const { passed, asked } = figures('sign-ups', replies, 3);
    expect(passed).toBe(3);
    expect(asked).toBe(17);
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(3);
  });

  it('lead form: 50 at once, exactly 3 through', async () => {
    const visitors = await visitorsAt(captchaApp, freshIp(), 50);
    const replies = await Promise.all(visitors.map((visitor) => visitor.post('/v1/lead/register', lead())));
    const { passed, asked } = figures('leads', replies, 3);
    expect(passed).toBe(3);
    expect(asked).toBe(47);
  });

  it('support tickets: 20 at once, exactly 3 through', async () => {
    const visitors = await visitorsAt(captchaApp, freshIp(), 20, '/contact-us/ticket');
    const replies = await Promise.all(
      visitors.map((visitor) =>
        visitor.post('/v1/support/tickets', {
          subject: 'The location step shows an error',
          email_address: uniqueEmail(),
          message: 'I pressed Continue on the location step and a box said your servers had an error.',
        }),
      ),
    );
    const { passed, asked } = figures('support tickets', replies, 3);
    expect(passed).toBe(3);
    expect(asked).toBe(17);
  });
});

describe('with REDIS_URL two processes share the attempt count', () => {
  it('lead form: 20 at once split over two processes, no more than 3 through', async () => {
    const env = { ...LIFTED, REDIS_URL: 'redis://127.0.0.1:6379', SMS_PER_ADDRESS_PER_HOUR: '100000' };
    const first = await createTestApp(env, { database: captchaApp.database });
    const second = await createTestApp(env, { database: captchaApp.database });
    try {
      // an address of its own per run: the count lives in the shared Redis for the whole window
      const ip = `10.105.${process.pid % 250}.${Date.now() % 250}`;
      const visitors = [...(await visitorsAt(first, ip, 10)), ...(await visitorsAt(second, ip, 10))];
      const replies = await Promise.all(visitors.map((visitor) => visitor.post('/v1/lead/register', lead())));
      const { passed } = figures('leads over two processes (Redis)', replies, 3);
      // PGlite runs in this process and can hold a Redis reply past its 200 ms timeout: the memory copy then
      // answers with doubled counts (decision 071), asking sooner, never later
      if (captchaApp.database.kind === 'postgres') expect(passed).toBe(3);
      else expect(passed).toBeGreaterThanOrEqual(1);
      expect(passed).toBeLessThanOrEqual(3);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});

describe('password sign-in', () => {
  it('20 wrong passwords at once from one address: at most 5 answered without the captcha', async () => {
    const owner = await createUser(captchaApp.database.db, { passwordHash: await hashPassword('Right-Horse-Battery-9') });
    const visitors = await visitorsAt(captchaApp, freshIp(), 20);
    const replies = await Promise.all(
      visitors.map((visitor, i) => visitor.post('/auth/login', { email_address: owner.email, password: `wrong-guess-${i}` })),
    );
    const { passed, asked } = figures('wrong passwords', replies, 5);
    expect(passed).toBe(5);
    expect(asked).toBe(15);
    expect(replies.filter((reply) => reply.json().errors?.email_address?.[0] === SIGN_IN_FAILED)).toHaveLength(5);
  });

  it('a right password is no failure: six sign-ins in a row from one address ask for no captcha', async () => {
    const owner = await createUser(captchaApp.database.db, { passwordHash: await hashPassword('Right-Horse-Battery-9') });
    const [visitor] = await visitorsAt(captchaApp, freshIp(), 1);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await visitor!.post('/auth/login', { email_address: owner.email, password: 'Right-Horse-Battery-9' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('30 guesses at one account from 30 addresses, the right one among them: only 10 passwords are checked', async () => {
    const owner = await createUser(captchaApp.database.db, { passwordHash: await hashPassword('Right-Horse-Battery-9') });
    const guesses = Array.from({ length: 30 }, (_, i) => (i === 17 ? 'Right-Horse-Battery-9' : `wrong-guess-${i}`));
    const visitors = await Promise.all(guesses.map(async () => (await visitorsAt(captchaApp, freshIp(), 1))[0]!));
    const replies = await Promise.all(
      visitors.map((visitor, i) => visitor.post('/auth/login', { email_address: owner.email, password: guesses[i] })),
    );
    const failed = replies.filter((reply) => reply.json().errors?.email_address?.[0] === SIGN_IN_FAILED).length;
    const paused = replies.filter((reply) => reply.json().errors?.email_address?.[0] === PASSWORD_SIGN_IN_PAUSED).length;
    const signedIn = replies.filter((reply) => reply.statusCode === 200).length;
    console.log(
      `guesses at one account on ${captchaApp.database.kind}: 30 parallel, limit 10 an hour, ${failed} wrong, ${signedIn} signed in, ${paused} paused`,
    );
    expect(failed + signedIn).toBe(10);
    expect(paused).toBe(20);
  });
});

describe('"already taken" answers: 10 different e-mails an hour per address, counted before the answer', () => {
  it('50 sign-ups at once, 25 registered e-mails and 25 not: at most 10 told apart, the rest one and the same 429', async () => {
    const owners = await Promise.all(Array.from({ length: 25 }, () => createUser(captchaApp.database.db)));
    // registered and unregistered in turn, so both kinds reach the check first
    const emails = owners.flatMap((owner) => [owner.email, uniqueEmail()]);
    const ip = freshIp();
    const visitors = await visitorsAt(lookupApp, ip, 50);
    const replies = await Promise.all(visitors.map((visitor, i) => visitor.post('/tradespeople-setup/register', signUp(emails[i]))));
    const refused = replies.filter((reply) => reply.statusCode === 429);
    const taken = replies.filter((reply) => reply.json().errors?.email_address?.[0] === EMAIL_TAKEN).length;
    const made = replies.filter((reply) => reply.statusCode === 200).length;
    console.log(
      `e-mail lookups on ${lookupApp.database.kind}: 50 parallel sign-ups (25 registered) from one address, limit 10, ` +
        `${replies.length - refused.length} told apart (${taken} taken, ${made} made), ${refused.length} refused alike`,
    );
    expect(replies.length - refused.length).toBeLessThanOrEqual(10);
    expect(taken + made).toBe(replies.length - refused.length);
    expect(new Set(refused.map((reply) => reply.body)).size).toBe(1);
    expect(refused[0]?.json().message).toBe(TOO_MANY_TAKEN_EMAILS);

    // a new e-mail, registered or not, on the lead form too: the same 429; an e-mail already answered: the same answer
    const [again] = await visitorsAt(lookupApp, ip, 1);
    const newOwner = await createUser(captchaApp.database.db);
    for (const email of [newOwner.email, uniqueEmail()]) {
      const reply = await again!.post('/v1/lead/register', lead(email));
      expect(reply.statusCode).toBe(429);
      expect(reply.body).toBe(refused[0]?.body);
    }
    const answered = emails.find((_, i) => replies[i]?.json().errors?.email_address?.[0] === EMAIL_TAKEN);
    if (answered) expect((await again!.post('/v1/lead/register', lead(answered))).json().errors).toEqual({ email_address: [EMAIL_TAKEN] });
  });

  it('a second process on the same database shares the count: 20 lead e-mails split over two, 10 answered', async () => {
    const second = await createTestApp({ ...LIFTED, CAPTCHA_AFTER_ATTEMPTS: '100000' }, { database: captchaApp.database });
    try {
      const ip = freshIp();
      const visitors = [...(await visitorsAt(lookupApp, ip, 10)), ...(await visitorsAt(second, ip, 10))];
      const replies = await Promise.all(visitors.map((visitor) => visitor.post('/v1/lead/register', lead())));
      const answered = replies.filter((reply) => reply.statusCode === 200).length;
      console.log(`e-mail lookups over two processes on ${lookupApp.database.kind}: 20 parallel, limit 10, ${answered} answered`);
      expect(answered).toBe(10);
      expect(replies.filter((reply) => reply.statusCode === 429)).toHaveLength(10);
    } finally {
      await second.close();
    }
  });
});
