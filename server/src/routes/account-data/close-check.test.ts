import { eq } from 'drizzle-orm';
import { closeTexts } from '#common/contract/calls/account-data';
import { accountCloseCheck } from '#server/db/schema/index';
import { CLOSE_CODE_WRONG, CODE_NOT_SENT, tooManyCodes, tooManyPasswords } from '#server/services/account-close-check';
import { CODE_EXPIRED, TOO_MANY_WRONG } from '#server/services/phone-verification-check';
import { useTestApp } from '#server-test/test-app';
import { richTrader, TRADER_PASSWORD } from '#server-test/test-account-data';
import { latestMessage } from '#server-test/outbox-reader';
import type { Visitor } from '#server-test/test-app';

const testApp = useTestApp({ AUTH_LIMIT_PER_10_MINUTES: '1000' });

const SEND = '/v1/account/close/code';
const CHECK = '/v1/account/close/check';
const CLOSE = '/v1/account/close';

async function sendCode(visitor: Visitor, email: string): Promise<string> {
  const response = await visitor.post(SEND, {});
  expect(response.statusCode).toBe(200);
  const message = await latestMessage(testApp.database.db, email, 'email');
  const code = /\b(\d{6})\b/.exec(message?.textBody ?? '')?.[1];
  if (!code) throw new Error('no 6-digit code in the e-mail');
  return code;
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

test('e-mails a 6-digit code that passes the check once, and the account closes', async () => {
  const { trader, visitor } = await richTrader(testApp);

  const sent = await visitor.post(SEND, {});
  const code = /\b(\d{6})\b/.exec((await latestMessage(testApp.database.db, trader.email, 'email'))?.textBody ?? '')?.[1] ?? '';
  const check = await visitor.post(CHECK, { code });
  const again = await visitor.post(CHECK, { code });
  const close = await visitor.post(CLOSE, { confirm: true });

  expect(sent.json()).toEqual({ success: true, sent_to: expect.stringMatching(/^t•••@example\.co\.uk$/), expires_in_minutes: 10 });
  expect(check.statusCode).toBe(200);
  expect(Date.parse(check.json().valid_until) - Date.now()).toBeGreaterThan(9 * 60_000);
  expect(again.json()).toEqual({ errors: { code: [CODE_NOT_SENT] } });
  expect(close.statusCode).toBe(200);
});

test('a code survives four wrong tries; the fifth kills it, and then even the right code is refused', async () => {
  const { trader, visitor } = await richTrader(testApp);
  const code = await sendCode(visitor, trader.email);

  const answers = [];
  for (let attempt = 0; attempt < 5; attempt += 1) answers.push((await visitor.post(CHECK, { code: wrong(code) })).json());
  const right = await visitor.post(CHECK, { code });
  const close = await visitor.post(CLOSE, { confirm: true });

  expect(answers.slice(0, 4)).toEqual(Array(4).fill({ errors: { code: [CLOSE_CODE_WRONG] } }));
  expect(answers[4]).toEqual({ errors: { code: [TOO_MANY_WRONG] } });
  expect(right.json()).toEqual({ errors: { code: [TOO_MANY_WRONG] } });
  expect(close.json()).toEqual({ errors: { confirm: [closeTexts.proofMissing] } });
});

test('refuses an expired code, a code before any was sent, and a code of the wrong shape', async () => {
  const { trader, visitor } = await richTrader(testApp);
  const early = await visitor.post(CHECK, { code: '123456' });
  const code = await sendCode(visitor, trader.email);
  await testApp.database.db
    .update(accountCloseCheck)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(accountCloseCheck.userId, trader.id));

  const late = await visitor.post(CHECK, { code });
  const shape = await visitor.post(CHECK, { code: '12ab' });
  const empty = await visitor.post(CHECK, {});

  expect(early.json()).toEqual({ errors: { code: [CODE_NOT_SENT] } });
  expect(late.json()).toEqual({ errors: { code: [CODE_EXPIRED] } });
  expect(shape.json()).toEqual({ errors: { code: [closeTexts.codeFormat] } });
  expect(empty.json()).toEqual({ errors: { password: [closeTexts.checkMissing] } });
});

test('a new code retires the one before, and the sixth code in an hour is refused', async () => {
  const { trader, visitor } = await richTrader(testApp);
  const first = await sendCode(visitor, trader.email);
  for (let sent = 1; sent < 5; sent += 1) await sendCode(visitor, trader.email);

  const sixth = await visitor.post(SEND, {});
  const old = await visitor.post(CHECK, { code: first });

  expect(sixth.statusCode).toBe(422);
  expect(sixth.json()).toEqual({ errors: { code: [tooManyCodes(60)] } });
  expect(old.statusCode).toBe(422);
});

test('allows five password tries in a quarter of an hour; after them even the right password waits', async () => {
  const { visitor } = await richTrader(testApp);

  for (let attempt = 0; attempt < 5; attempt += 1) expect((await visitor.post(CHECK, { password: 'wrong-password' })).statusCode).toBe(422);
  const right = await visitor.post(CHECK, { password: TRADER_PASSWORD });

  expect(right.statusCode).toBe(422);
  expect(right.json().errors.password[0]).toMatch(
    /^Too many password tries\. Please try again in \d+ minutes?, or ask for a code by e-mail instead\.$/,
  );
  expect(tooManyPasswords(1)).toContain('1 minute,');
});
