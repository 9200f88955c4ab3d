import { eq, sql } from 'drizzle-orm';
import { localCard, localCardToken, localSetupIntent, paymentMethod } from '#server/db/schema/index';
import type { DatabaseHandle } from '#server/db/client';
import { createTestApp, Visitor, type TestApp } from '#server-test/test-app';
import { openTestDatabase } from '#server-test/test-database';
import { createUser, signedInVisitor } from '#server-test/test-users';
import { confirm, intentIdOf, newSetupIntent, openCardSession, ping, saveMethod, tokenise } from '#server-test/test-cards';

// Decision 070: a round-robin balancer sends the card form's steps to any process
let database: DatabaseHandle;
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
  first = await createTestApp({}, { database });
  second = await createTestApp({}, { database });
});

afterAll(async () => {
  await second?.close();
  await first?.close();
  await database?.close();
});

const FORM_POST = { 'content-type': 'application/x-www-form-urlencoded' };
const CVC = '846';

/** One trader's browser: one cookie jar, whichever process ('A' or 'B') a request lands on. */
async function browserOf(apps: Record<string, TestApp>) {
  const trader = await createUser(database.db);
  const [home, ...others] = Object.entries(apps);
  if (!home) throw new Error('at least one app');
  const homeVisitor = await signedInVisitor(home[1], trader.id);
  const visitors: Record<string, Visitor> = { [home[0]]: homeVisitor };
  for (const [name, testApp] of others) visitors[name] = Object.assign(new Visitor(testApp.app), { cookies: homeVisitor.cookies });
  const on = (name: string): Visitor => {
    const visitor = visitors[name];
    if (!visitor) throw new Error(`no app ${name}`);
    return visitor;
  };
  return { trader, on };
}

const PLAIN_STEPS = ['session', 'intent', 'tokenise', 'confirm', 'ping', 'save'] as const;
const BANK_STEPS = ['session', 'intent', 'tokenise', 'confirm', 'bank page', 'bank answer', 'retrieve', 'ping', 'save'] as const;
type Step = (typeof BANK_STEPS)[number];

/**
 * Every step alternating between the processes both ways round, then each step alone on the other process, so
 * whatever one step writes is read by a later one on the other process. The 3-D Secure form, which has every
 * step, runs them all; the others the alternating two.
 */
function orderings(steps: readonly Step[]): string[] {
  const alternating = (start: number) => steps.map((_, index) => ((index + start) % 2 ? 'B' : 'A')).join('');
  const alone = steps.map((_, odd) => steps.map((__, index) => (index === odd ? 'B' : 'A')).join(''));
  return [alternating(0), alternating(1), ...alone];
}

/** The card form as the billing step drives it, each step on the process `ordering` names (one letter a step). */
async function fillCardForm(number: string, ordering: string, bankAnswer?: 'complete' | 'fail') {
  const { trader, on: onApp } = await browserOf({ A: first, B: second });
  const steps: readonly Step[] = bankAnswer ? BANK_STEPS : PLAIN_STEPS;
  const on = (step: Step) => onApp(ordering[steps.indexOf(step)] ?? '?');

  const session = await openCardSession(on('session'));
  const intent = await newSetupIntent(on('intent'), session.id);
  const tokenised = await tokenise(on('tokenise'), { number, cvc: CVC });
  const paymentMethodId: string = tokenised.json().id;
  const confirmed = await confirm(on('confirm'), intent.client_secret, paymentMethodId, intent.return_url);
  const bank = bankAnswer
    ? await answerTheBank(on, confirmed.json().next_action.redirect_to_url.url, bankAnswer, intent.client_secret)
    : null;
  const pinged = await ping(on('ping'), intent.id, session.id);
  const saved = await saveMethod(on('save'), { session_id: session.id, payment_method: paymentMethodId, setup_id: intent.id });
  const cards = await database.db.select().from(paymentMethod).where(eq(paymentMethod.userId, trader.id));
  return { confirmed, bank, pinged, saved, cards, paymentMethodId };
}

async function answerTheBank(on: (step: Step) => Visitor, url: string, answer: 'complete' | 'fail', clientSecret: string) {
  const page = await on('bank page').request('GET', url, undefined, {});
  const answered = await on('bank answer').request('POST', `${url}/${answer}`, 'x=1', FORM_POST);
  const retrieved = await on('retrieve').request(
    'GET',
    `/local-stripe/v1/setup_intents/${intentIdOf(clientSecret)}?client_secret=${clientSecret}`,
    undefined,
    {},
  );
  return { page, answered, retrieved };
}

test.each(orderings(PLAIN_STEPS).slice(0, 2))('4242 4242 4242 4242 with the steps on %s is saved', async (ordering) => {
  const { confirmed, pinged, saved, cards } = await fillCardForm('4242424242424242', ordering);

  expect(confirmed.statusCode).toBe(200);
  expect(confirmed.json()).toMatchObject({ status: 'succeeded' });
  expect(pinged.json()).toMatchObject({ status: 'succeeded', error: null });
  expect(saved.json()).toMatchObject({ success: true, method: { last4: '4242', brand: 'visa', primary: true } });
  expect(cards).toMatchObject([{ provider: 'local', last4: '4242', postcode: 'M1 1AE' }]);
});

test.each(orderings(BANK_STEPS))('4000 0025 0000 3155 with the steps on %s passes the bank check and is saved', async (ordering) => {
  const { confirmed, bank, pinged, saved, cards, paymentMethodId } = await fillCardForm('4000002500003155', ordering, 'complete');

  expect(confirmed.json()).toMatchObject({ status: 'requires_action', next_action: { type: 'redirect_to_url' } });
  expect(bank?.page.statusCode).toBe(200);
  expect(bank?.page.body).toContain('the card ending 3155');
  expect(bank?.answered.headers.location).toBe('/billing/3ds-complete');
  expect(bank?.retrieved.json()).toMatchObject({ status: 'succeeded', payment_method: paymentMethodId, next_action: null });
  expect(pinged.json()).toMatchObject({ status: 'succeeded', error: null });
  expect(saved.json()).toMatchObject({ success: true, method: { last4: '3155', primary: true } });
  expect(cards).toMatchObject([{ last4: '3155' }]);
});

test.each(orderings(BANK_STEPS).slice(0, 2))(
  '4000 0025 0000 3155 with the steps on %s fails the bank check, saves nothing and says why',
  async (ordering) => {
    const { bank, pinged, saved, cards } = await fillCardForm('4000002500003155', ordering, 'fail');

    expect(bank?.retrieved.json()).toMatchObject({
      status: 'requires_payment_method',
      last_setup_error: { code: 'setup_intent_authentication_failure' },
    });
    expect(pinged.json()).toMatchObject({ status: 'failed', error: { code: 'setup_intent_authentication_failure', field: 'general' } });
    expect(saved.json()).toMatchObject({ success: false, errors: [{ code: 'setup_intent_authentication_failure', field: 'general' }] });
    expect(cards).toEqual([]);
  },
);

test.each(orderings(PLAIN_STEPS).slice(0, 2))('4000 0000 0000 0002 with the steps on %s is declined everywhere alike', async (ordering) => {
  const { confirmed, pinged, saved, cards } = await fillCardForm('4000000000000002', ordering);

  expect(confirmed.statusCode).toBe(402);
  expect(confirmed.json().error).toMatchObject({ type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' });
  expect(pinged.json()).toMatchObject({ status: 'failed', error: { code: 'generic_decline', field: 'general' } });
  expect(saved.json()).toMatchObject({ success: false, errors: [{ code: 'generic_decline', field: 'general' }] });
  expect(cards).toEqual([]);
});

/** A 3-D Secure form up to its open bank check, every step on one process. */
async function startBankForm(on: Visitor) {
  const session = await openCardSession(on);
  const intent = await newSetupIntent(on, session.id);
  const paymentMethodId: string = (await tokenise(on, { number: '4000002500003155', cvc: CVC })).json().id;
  const confirmed = await confirm(on, intent.client_secret, paymentMethodId, intent.return_url);
  return { session, intent, paymentMethodId, bankUrl: String(confirmed.json().next_action.redirect_to_url.url) };
}

test('the bank answered Complete on one process and Fail on the other at once: one answer counts, and every step agrees', async () => {
  const { on } = await browserOf({ A: first, B: second });
  const form = await startBankForm(on('A'));

  const [complete, fail] = await Promise.all([
    on('A').request('POST', `${form.bankUrl}/complete`, 'x=1', FORM_POST),
    on('B').request('POST', `${form.bankUrl}/fail`, 'x=1', FORM_POST),
  ]);
  const pinged = (await ping(on('B'), form.intent.id, form.session.id)).json();
  const saved = (
    await saveMethod(on('A'), { session_id: form.session.id, payment_method: form.paymentMethodId, setup_id: form.intent.id })
  ).json();

  expect([complete.statusCode, fail.statusCode]).toEqual([303, 303]);
  expect(['succeeded', 'failed']).toContain(pinged.status);
  expect(saved.success).toBe(pinged.status === 'succeeded');
  expect((await on('B').request('GET', form.bankUrl, undefined, {})).body).toBe('This check has already ended.');
});

test('two parallel answers to one bank check: the vault applies exactly one', async () => {
  const { on } = await browserOf({ A: first, B: second });
  const form = await startBankForm(on('B'));
  const challengeId = form.bankUrl.split('/').pop() ?? '';
  const vaults = [first.app.cardVault, second.app.cardVault];

  const answers = await Promise.all([vaults[0]?.finishChallenge(challengeId, true), vaults[1]?.finishChallenge(challengeId, true)]);

  expect(answers.filter((answer) => answer !== undefined)).toHaveLength(1);
  expect(answers.find((answer) => answer !== undefined)).toMatchObject({ status: 'succeeded', challengeId: null });
});

test('two parallel confirms of one intent on the two processes: one succeeds, the other is told it already has', async () => {
  const { on } = await browserOf({ A: first, B: second });
  const session = await openCardSession(on('A'));
  const intent = await newSetupIntent(on('A'), session.id);
  const pm: string = (await tokenise(on('B'), { number: '4242424242424242', cvc: CVC })).json().id;

  const replies = await Promise.all([on('A'), on('B')].map((visitor) => confirm(visitor, intent.client_secret, pm, intent.return_url)));

  expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 400]);
  expect(replies.find((reply) => reply.statusCode === 400)?.json().error).toMatchObject({
    code: 'setup_intent_unexpected_state',
    setup_intent: { status: 'succeeded' },
  });
});

test('a one-off card token sent to both processes at once saves the card once', async () => {
  const { on, trader } = await browserOf({ A: first, B: second });
  const session = await openCardSession(on('A'));
  const token = await on('B').request(
    'POST',
    '/local-stripe/v1/tokens',
    { card: { number: '5555555555554444', exp_month: 1, exp_year: 2032, cvc: CVC } },
    {},
  );
  const body = { session_id: session.id, stripeToken: token.json().id, terms: true };

  const replies = await Promise.all([on('A'), on('B')].map((visitor) => visitor.post('/v1/account/billing/methods/add', body)));

  expect(replies.map((reply) => reply.json().success).sort()).toEqual([false, true]);
  expect(replies.find((reply) => !reply.json().success)?.json()).toMatchObject({ errors: [{ code: 'resource_missing' }] });
  expect(await database.db.select().from(paymentMethod).where(eq(paymentMethod.userId, trader.id))).toMatchObject([{ last4: '4444' }]);
});

test('a restart in the middle of the bank check: the new process shows the bank page, takes the answer and saves the card', async () => {
  const before = await createTestApp({}, { database });
  const { on: onBefore, trader } = await browserOf({ before });
  const form = await startBankForm(onBefore('before'));
  await before.close();
  const after = await createTestApp({}, { database });
  try {
    const visitor = Object.assign(new Visitor(after.app), { cookies: onBefore('before').cookies });

    const page = await visitor.request('GET', form.bankUrl, undefined, {});
    await visitor.request('POST', `${form.bankUrl}/complete`, 'x=1', FORM_POST);
    const pinged = await ping(visitor, form.intent.id, form.session.id);
    const saved = await saveMethod(visitor, {
      session_id: form.session.id,
      payment_method: form.paymentMethodId,
      setup_id: form.intent.id,
    });

    expect(page.statusCode).toBe(200);
    expect(pinged.json()).toMatchObject({ status: 'succeeded' });
    expect(saved.json()).toMatchObject({ success: true, method: { last4: '3155' } });
    expect(await database.db.select().from(paymentMethod).where(eq(paymentMethod.userId, trader.id))).toMatchObject([{ last4: '3155' }]);
  } finally {
    await after.close();
  }
});

test('rows a day old are swept with a new setup intent; a saved card stays, and recent rows stay', async () => {
  const { on } = await browserOf({ A: first, B: second });
  const saved = await fillCardForm('4242424242424242', 'AAAAAA');
  const abandoned = await startBankForm(on('A'));
  const recent = await startBankForm(on('B'));
  const dayAgo = sql`now() - interval '25 hours'`;
  const aged = [saved.paymentMethodId, abandoned.paymentMethodId];
  for (const id of aged) await database.db.update(localCard).set({ createdAt: dayAgo }).where(eq(localCard.id, id));
  await database.db
    .update(localSetupIntent)
    .set({ createdAt: dayAgo })
    .where(eq(localSetupIntent.id, intentIdOf(abandoned.intent.client_secret)));

  const random = vi.spyOn(Math, 'random').mockReturnValue(0); // the 1 in 200 new intents that sweeps
  try {
    await newSetupIntent(on('B'), recent.session.id);
  } finally {
    random.mockRestore();
  }

  const cardIds = (await database.db.select({ id: localCard.id }).from(localCard)).map((row) => row.id);
  expect(cardIds).toContain(saved.paymentMethodId);
  expect(cardIds).toContain(recent.paymentMethodId);
  expect(cardIds).not.toContain(abandoned.paymentMethodId);
  expect((await on('A').request('GET', abandoned.bankUrl, undefined, {})).statusCode).toBe(404);
  expect((await on('B').request('GET', recent.bankUrl, undefined, {})).statusCode).toBe(200);
});

test('no column of the local vault holds a card number or security code, only the last 4 digits', async () => {
  await fillCardForm('4242424242424242', 'ABABAB');
  await fillCardForm('4000002500003155', 'BABABABAB', 'complete');
  await fillCardForm('4000000000000002', 'ABABAB');
  await second.app.inject({
    method: 'POST',
    url: '/local-stripe/v1/tokens',
    payload: { card: { number: '5555555555554444', exp_month: 1, exp_year: 2032, cvc: CVC } },
  });
  const rows = [
    ...(await database.db.select().from(localCard)),
    ...(await database.db.select().from(localCardToken)),
    ...(await database.db.select().from(localSetupIntent)),
  ];
  const text = JSON.stringify(rows);

  expect(rows.length).toBeGreaterThan(6);
  for (const number of ['4242424242424242', '4000002500003155', '4000000000000002', '5555555555554444']) expect(text).not.toContain(number);
  expect(text).not.toMatch(new RegExp(`(^|[^0-9A-Za-z_.])${CVC}([^0-9A-Za-z_]|$)`));
  expect(text).toContain('"last4":"3155"');
});
