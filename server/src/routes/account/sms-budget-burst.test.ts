import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { trade } from '#server/db/schema/index';
import { useTestApp, Visitor, type TestApp } from '#server-test/test-app';
import { createUser, signedInVisitor, signUpPayload } from '#server-test/test-users';
import { fetchChallenge, solve } from '#server-test/altcha-solver';
import { budgetUsed, textsTo } from '#server-test/sms-figures';

// decision 105: 41 client addresses, each signing up once and asking 5 texts, spent the whole hourly budget
// (200) in 3 s, and for the rest of the hour nobody new got a code. Replayed here on the production defaults.
const ADDRESSES = 41;
const ASKS = 5;
/** The bot's CPU budget per text: it solves a challenge up to this cost (about 0.3 s here) and gives up on dearer ones. */
const BOT_MAX_COST = 64;
const BOT_RANGE = '+447712900';
/** 41 sign-ups (each an argon2 hash) and 205 calls with captchas: more than the usual 30 s on a busy machine. */
const BURST_TIMEOUT_MS = 120_000;

const production = useTestApp();
// a bot that pays any price for the captcha: as if it were never asked for one
const freeCaptcha = useTestApp({ CAPTCHA_AFTER_SMS_SENDS: '100000' });

/** `texted`, `signed up`, `captcha refused`, `gave up on the captcha`, or the first words of the refusal. */
type Outcome = string;

const robotAsked = (reply: LightMyRequestResponse) => reply.statusCode === 422 && reply.json().errors?.recaptcha_response;

/** What the bot got: a text (or account), a captcha refusal, or the first words of the sentence that refused it. */
function outcomeOf(reply: LightMyRequestResponse): Outcome {
  const body = reply.json();
  if (reply.statusCode === 200 && body.success !== false) return body.hashed_user_info ? 'signed up' : 'texted';
  if (robotAsked(reply)) return 'captcha refused';
  const sentence: string = body.error ?? Object.values(body.errors ?? {}).flat()[0] ?? `status ${reply.statusCode}`;
  return sentence.split(/\. /)[0] ?? sentence;
}

/** One call the way a script (or the page) makes it: without a captcha, then with one when asked, if it is cheap enough. */
async function ask(visitor: Visitor, url: string, body: object, phone: string, maxCost = Number.POSITIVE_INFINITY): Promise<Outcome> {
  let reply = await visitor.post(url, body);
  if (robotAsked(reply)) {
    const { challenge, cost } = await fetchChallenge(visitor, phone);
    if (cost > maxCost) return 'gave up on the captcha';
    reply = await visitor.post(url, { ...body, recaptcha_response: await solve(challenge) });
  }
  return outcomeOf(reply);
}

async function tradeId(app: TestApp): Promise<number> {
  const [row] = await app.database.db.select({ id: trade.id }).from(trade).limit(1);
  if (!row) throw new Error('the seed has no trades');
  return row.id;
}

/** Signs up from `ip` with `phone`, then asks for the first code and four number changes (texts at once, no 20 s wait). */
async function bot(app: TestApp, i: number, trades: number[], maxCost: number): Promise<Outcome[]> {
  const visitor = new Visitor(app.app, `203.0.113.${i + 1}`);
  await visitor.open();
  const phone = `${BOT_RANGE}${String(i).padStart(3, '0')}`;
  const signUp = signUpPayload({ email: `bot-${i}-${Date.now()}@example.co.uk`, phone, trades });
  const signedUp = await ask(visitor, '/tradespeople-setup/register', signUp, phone, maxCost);
  if (signedUp !== 'signed up') return [signedUp];
  const outcomes = [await ask(visitor, '/v1/account/verify/phone/send', {}, phone, maxCost)];
  for (let k = 1; k < ASKS; k += 1) {
    const next = `${BOT_RANGE}${String(100 + i * ASKS + k).padStart(3, '0')}`;
    outcomes.push(await ask(visitor, '/v1/account/verify/phone/set', { phone_number: next }, next, maxCost));
  }
  return outcomes;
}

const tally = (outcomes: Outcome[]) =>
  Object.entries(outcomes.reduce<Record<string, number>>((counts, o) => ({ ...counts, [o]: (counts[o] ?? 0) + 1 }), {}))
    .map(([outcome, n]) => `${n} × ${outcome}`)
    .join('; ');

/** Each replay's newcomer and trader have numbers of their own, so a retry on the same database counts afresh. */
let replays = 0;

async function replay(app: TestApp, label: string, maxCost: number) {
  replays += 1;
  const trades = [await tradeId(app)];
  const outcomes = (await Promise.all(Array.from({ length: ADDRESSES }, (_, i) => bot(app, i, trades, maxCost)))).flat();
  const db = app.database.db;
  const burstTexts = await textsTo(db, BOT_RANGE);
  const burstBudget = await budgetUsed(db);

  // then a real newcomer, from another network, with a number in another range
  const newcomer = new Visitor(app.app, '198.51.100.7');
  await newcomer.open();
  const mine = `+44771234567${replays}`;
  const joined = await ask(
    newcomer,
    '/tradespeople-setup/register',
    signUpPayload({ email: `new-${Date.now()}@example.co.uk`, phone: mine, trades }),
    mine,
  );
  const code = await ask(newcomer, '/v1/account/verify/phone/send', {}, mine);

  // and a trader who verified their number long ago signs in by text
  const theirs = `+44771255512${replays}`;
  await createUser(db, { phoneNumber: theirs, phoneVerifiedAt: new Date('2025-01-01') });
  const trader = new Visitor(app.app, '192.0.2.9');
  await trader.open();
  const signIn = await trader.post('/auth/sms-login', { phone_number: theirs });

  console.log(
    `${label} on ${app.database.kind}: ${ADDRESSES} addresses × (sign-up + ${ASKS} texts asked), ${outcomes.length} outcomes: ${tally(outcomes)}; ` +
      `burst texts queued ${burstTexts}, budget used ${burstBudget} of ${app.app.env.SMS_HOURLY_BUDGET}; ` +
      `newcomer: ${joined}, ${code} (${await textsTo(db, mine)} text); verified trader's sign-in: ${signIn.statusCode} (${await textsTo(db, theirs)} text)`,
  );
  return { burstTexts, burstBudget, joined, code, signIn, newcomerTexts: await textsTo(db, mine), traderTexts: await textsTo(db, theirs) };
}

describe('the 41-address burst, replayed', () => {
  it(
    'on the production defaults: the burst gets a few texts, a newcomer still gets a code and a trader a sign-in code',
    async () => {
      const run = await replay(production, 'burst, bot solving captchas up to cost 64', BOT_MAX_COST);
      expect(run.burstTexts).toBeLessThanOrEqual(20);
      expect(run.burstBudget).toBeLessThan(production.app.env.SMS_HOURLY_BUDGET * 0.75);
      expect([run.joined, run.code]).toEqual(['signed up', 'texted']);
      expect(run.newcomerTexts).toBe(1);
      expect(run.signIn.statusCode).toBe(200);
      expect(run.traderTexts).toBe(1);

      // the captcha after it: dear next to the bot (its network, its range of numbers), plain elsewhere
      const costFrom = async (ip: string, phone?: string) => (await fetchChallenge(new Visitor(production.app, ip), phone)).cost;
      const costs = {
        botNetwork: await costFrom('203.0.113.250'),
        botRange: await costFrom('198.51.100.8', `${BOT_RANGE}999`),
        elsewhere: await costFrom('100.64.1.9', '+447712346999'),
      };
      console.log(`captcha cost after the burst on ${production.database.kind}: ${JSON.stringify(costs)}`);
      expect(costs.botNetwork).toBeGreaterThanOrEqual(2 ** Math.floor(run.burstTexts / 3));
      // doubled per text to that range lately, up to ×512 (decision 057): the burst's own texts set it
      expect(costs.botRange).toBe(Math.min(512, 2 ** run.burstTexts));
      expect(costs.elsewhere).toBe(1);
      // and a new account's first code asks for it
      const fresh = await createUser(production.database.db, { phoneNumber: '+447712347111' });
      const first = await (await signedInVisitor(production, fresh.id, '100.64.2.10')).post('/v1/account/verify/phone/send', {});
      expect(first.statusCode).toBe(422);
      expect(first.json()).toEqual({ errors: { recaptcha_response: ['Please confirm you are not a robot.'] } });
    },
    BURST_TIMEOUT_MS,
  );

  it(
    'with a bot that pays any price for the captcha, the caps alone hold the burst to one range’s 20 texts',
    async () => {
      const run = await replay(freeCaptcha, 'burst, captcha free for the bot', Number.POSITIVE_INFINITY);
      expect(run.burstTexts).toBe(20);
      expect([run.joined, run.code]).toEqual(['signed up', 'texted']);
      expect(run.newcomerTexts).toBe(1);
      expect(run.signIn.statusCode).toBe(200);
      expect(run.traderTexts).toBe(1);
    },
    BURST_TIMEOUT_MS,
  );
});
