import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { session, smsSignIn } from '#server/db/schema/index';
import { CODE_WRONG } from '#server/lib/one-time-code';
import { TOO_MANY_WRONG } from '#server/services/sms-sign-in';
import { LIMITS_LIFTED, useTestApp, Visitor } from '#server-test/test-app';
import { createUser } from '#server-test/test-users';
import { codeIn, latestMessage } from '#server-test/outbox-reader';

const testApp = useTestApp(LIMITS_LIFTED);

// decision 054: a burst of guesses at one texted sign-in code gets no more than 10 tries
const MAX_TRIES = 10;

let made = 0;

/** One account on its own mobile, and a visitor whose sign-in code was texted to it. */
async function codeTexted() {
  made += 1;
  const phone = `+447713${String((process.pid * 100 + made) % 1_000_000).padStart(6, '0')}`;
  const user = await createUser(testApp.database.db, { phoneNumber: phone, phoneVerifiedAt: new Date() });
  const visitor = new Visitor(testApp.app, `10.7.0.${made}`);
  await visitor.open();
  const started = await visitor.post('/auth/sms-login', { phone_number: phone });
  expect(started.statusCode).toBe(200);
  const sms = await latestMessage(testApp.database.db, phone, 'sms');
  return { user, visitor, id: started.json().id as string, code: codeIn(sms?.textBody ?? '') };
}

/** What the browser widget sends after solving a captcha: each guess brings its own, so none stops at the gate. */
async function solvedCaptchas(visitor: Visitor, count: number): Promise<string[]> {
  const solved: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const challenge = (await visitor.get('/auth/captcha/challenge')).json<{ challenge: Challenge }>().challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    solved.push(Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'));
  }
  return solved;
}

const wrong = (code: string, n: number) => String((Number(code) + 1 + n) % 10000).padStart(4, '0');
const attemptsOf = async (id: string) =>
  (await testApp.database.db.select({ attempts: smsSignIn.attempts }).from(smsSignIn).where(eq(smsSignIn.token, id)))[0]?.attempts;
const sessionsOf = async (userId: number) => testApp.database.db.select().from(session).where(eq(session.userId, userId));
/** A reply whose guess was compared with the code: signed in, or told the code is not correct. */
const compared = (reply: { statusCode: number; json(): { errors?: Record<string, string[]> } }) =>
  reply.statusCode === 200 || reply.json().errors?.code?.[0] === CODE_WRONG;

describe('a burst of guesses at one SMS sign-in code', () => {
  it('200 parallel guesses, the right one 16th: no more than 10 tries are counted or compared', async () => {
    const { user, visitor, id, code } = await codeTexted();
    // no captcha answers, as from a script: after 5 wrong codes the gate stops some, the row must stop the rest
    const guesses = Array.from({ length: 200 }, (_, n) => ({ code: n === 15 ? code : wrong(code, n) }));

    const replies = await Promise.all(guesses.map((body) => visitor.post(`/auth/sms-login/code/${id}`, body)));

    const statuses = replies.map((reply) => reply.statusCode);
    const signedIn = statuses.filter((status) => status === 200).length;
    const attempts = await attemptsOf(id);
    console.log(
      `sms-login burst: requests=${replies.length} limit=${MAX_TRIES} compared=${replies.filter(compared).length} signed_in=${signedIn} stopped_at_captcha=${replies.filter((r) => r.statusCode === 422 && !r.json().errors.code).length} attempts_in_row=${attempts} 5xx=${statuses.filter((s) => s >= 500).length}`,
    );
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(attempts).toBeLessThanOrEqual(MAX_TRIES);
    expect(replies.filter(compared).length).toBeLessThanOrEqual(MAX_TRIES);
    expect(signedIn).toBeLessThanOrEqual(1);
    expect((await sessionsOf(user.id)).length).toBe(signedIn);
  });

  it('20 parallel wrong guesses spend exactly the 10 tries, and the right code after them is refused', async () => {
    const { user, visitor, id, code } = await codeTexted();
    const captchas = await solvedCaptchas(visitor, 21);
    const burst = captchas.slice(0, 20).map((captcha, n) => ({ code: wrong(code, n), recaptcha_response: captcha }));

    const replies = await Promise.all(burst.map((body) => visitor.post(`/auth/sms-login/code/${id}`, body)));
    const right = await visitor.post(`/auth/sms-login/code/${id}`, { code, recaptcha_response: captchas[20] });

    const attempts = await attemptsOf(id);
    console.log(
      `sms-login spent: requests=${replies.length + 1} limit=${MAX_TRIES} too_many=${replies.filter((reply) => reply.json().errors.code?.[0] === TOO_MANY_WRONG).length} attempts_in_row=${attempts} right_code_after=${right.statusCode}`,
    );
    expect(replies.every((reply) => reply.statusCode === 422)).toBe(true);
    expect(attempts).toBe(MAX_TRIES);
    expect(replies.filter((reply) => reply.json().errors.code?.[0] === TOO_MANY_WRONG).length).toBe(20 - MAX_TRIES + 1);
    expect(right.statusCode).toBe(422);
    expect(right.json().errors.code).toEqual([TOO_MANY_WRONG]);
    expect(await sessionsOf(user.id)).toEqual([]);
  });

  it('the right code sent 20 times at once signs in once', async () => {
    const { user, visitor, id, code } = await codeTexted();
    const replies = await Promise.all(Array.from({ length: 20 }, () => visitor.post(`/auth/sms-login/code/${id}`, { code })));
    const signedIn = replies.filter((reply) => reply.statusCode === 200).length;
    console.log(`sms-login replay burst: requests=${replies.length} limit=1 signed_in=${signedIn} attempts_in_row=${await attemptsOf(id)}`);
    expect(signedIn).toBe(1);
    expect(replies.filter((reply) => reply.statusCode !== 200).every((reply) => reply.statusCode === 422)).toBe(true);
    expect(await sessionsOf(user.id)).toHaveLength(1);
  });
});
