import { eq } from 'drizzle-orm';
import { cardSetup, paymentMethod } from '#server/db/schema/index';
import { useTestApp } from '#server-test/test-app';
import { newSignedInTrader } from '#server-test/test-users';
import {
  addCard,
  SAVING_CARDS,
  confirm,
  intentIdOf,
  newSetupIntent,
  openCardSession,
  ping,
  saveMethod,
  tokenise,
} from '#server-test/test-cards';

const testApp = useTestApp();

const cardsOf = (userId: number) => testApp.database.db.select().from(paymentMethod).where(eq(paymentMethod.userId, userId));

test('4242 4242 4242 4242 is saved as the primary card with only brand, last 4, expiry and address', async () => {
  const { trader, visitor } = await newSignedInTrader(testApp);

  const { confirmed, saved } = await addCard(visitor, { number: '4242 4242 4242 4242' });

  expect(confirmed?.json()).toMatchObject({ status: 'succeeded' });
  expect(saved?.statusCode).toBe(200);
  expect(saved?.json()).toEqual({
    success: true,
    method: { id: expect.any(Number), last4: '4242', expiry_format: '12/2030', primary: true, brand: 'visa' },
  });
  const [row] = await cardsOf(trader.id);
  expect(row).toMatchObject({
    provider: 'local',
    nameOnCard: 'Sam Fletcher',
    line1: '1 Piccadilly',
    postalTown: 'Manchester',
    postcode: 'M1 1AE',
    country: 'GB',
  });
});

test('the first card needs the terms of supply; the session says so and the save refuses without them', async () => {
  const { visitor } = await newSignedInTrader(testApp);
  expect((await openCardSession(visitor)).terms).toBe(true);

  const { saved } = await addCard(visitor, { number: '4242424242424242' }, { terms: false });

  expect(saved?.json()).toEqual({
    success: false,
    errors: [{ code: 'terms_required', field: 'terms', detailed: 'Please agree to the terms of supply.' }],
  });
  await addCard(visitor, { number: '4242424242424242' });
  expect((await openCardSession(visitor)).terms).toBe(false);
});

test('4000 0025 0000 3155 needs the bank; completing the check succeeds and the card is saved', async () => {
  const { trader, visitor } = await newSignedInTrader(testApp);
  const session = await openCardSession(visitor);
  const intent = await newSetupIntent(visitor, session.id);
  const pm = (await tokenise(visitor, { number: '4000002500003155' })).json().id;

  const confirmed = (await confirm(visitor, intent.client_secret, pm, intent.return_url)).json();
  expect(confirmed).toMatchObject({ status: 'requires_action', next_action: { type: 'redirect_to_url' } });
  expect((await ping(visitor, intent.id, session.id)).json()).toMatchObject({ status: 'requires_action', pings: 1, error: null });

  const bankPage = await visitor.request('GET', confirmed.next_action.redirect_to_url.url, undefined, {});
  expect(bankPage.body).toContain('Complete');
  const answered = await visitor.request('POST', `${confirmed.next_action.redirect_to_url.url}/complete`, 'x=1', {
    'content-type': 'application/x-www-form-urlencoded',
  });
  expect(answered.statusCode).toBe(303);
  expect(answered.headers.location).toBe('/billing/3ds-complete');
  const returned = await visitor.request('GET', '/billing/3ds-complete', undefined, {});
  expect(returned.body).toContain('postMessage("3DS-authentication-complete"');

  const retrieved = await visitor.request(
    'GET',
    `/local-stripe/v1/setup_intents/${intentIdOf(intent.client_secret)}?client_secret=${intent.client_secret}`,
    undefined,
    {},
  );
  expect(retrieved.json()).toMatchObject({ status: 'succeeded', payment_method: pm });
  expect((await ping(visitor, intent.id, session.id)).json()).toMatchObject({ status: 'succeeded', pings: 2 });
  const saved = await saveMethod(visitor, { session_id: session.id, payment_method: pm, setup_id: intent.id });
  expect(saved.json()).toMatchObject({ success: true, method: { last4: '3155', primary: true } });
  expect(await cardsOf(trader.id)).toHaveLength(1);
});

test('failing the bank check saves no card and says why under general', async () => {
  const { trader, visitor } = await newSignedInTrader(testApp);
  const session = await openCardSession(visitor);
  const intent = await newSetupIntent(visitor, session.id);
  const pm = (await tokenise(visitor, { number: '4000002500003155' })).json().id;
  const confirmed = (await confirm(visitor, intent.client_secret, pm, intent.return_url)).json();

  await visitor.request('POST', `${confirmed.next_action.redirect_to_url.url}/fail`, 'x=1', {
    'content-type': 'application/x-www-form-urlencoded',
  });

  const polled = (await ping(visitor, intent.id, session.id)).json();
  expect(polled).toMatchObject({ status: 'failed', error: { code: 'setup_intent_authentication_failure', field: 'general' } });
  expect(polled.error.detailed).toMatch(/bank could not confirm this card/);
  const saved = await saveMethod(visitor, { session_id: session.id, payment_method: pm, setup_id: intent.id });
  expect(saved.json()).toMatchObject({ success: false, errors: [{ code: 'setup_intent_authentication_failure', field: 'general' }] });
  expect(await cardsOf(trader.id)).toEqual([]);
  const recorded = await visitor.post('/api/billing/stripe/setup-intent', { setup_id: intent.id, unique_id: session.id });
  expect(recorded.json()).toEqual({ success: true, status: 'failed' });
  const [row] = await testApp.database.db.select().from(cardSetup).where(eq(cardSetup.id, intent.id));
  expect(row).toMatchObject({ status: 'failed', lastError: 'setup_intent_authentication_failure' });
  // after a failed check the longer bank message (8 s) is shown
  expect((await openCardSession(visitor)).message_type).toBe('CardAuthMessage2');
});

test('a backup card keeps the primary primary, and the list shows the primary first', async () => {
  const { visitor } = await newSignedInTrader(testApp);
  await addCard(visitor, { number: '4242424242424242' });
  await addCard(visitor, { number: '5555 5555 5555 4444', exp_month: 3, exp_year: 2031 });
  await addCard(visitor, { number: '378282246310005', cvc: '7319' });

  const list = await visitor.get('/v1/account/billing/methods');

  expect(list.json().methods).toEqual([
    { id: expect.any(Number), last4: '4242', expiry_format: '12/2030', primary: true, brand: 'visa' },
    { id: expect.any(Number), last4: '4444', expiry_format: '03/2031', primary: false, brand: 'mastercard' },
    { id: expect.any(Number), last4: '0005', expiry_format: '12/2030', primary: false, brand: 'amex' },
  ]);
});

test('a sixth card is refused, both when asking for a setup and when saving', async () => {
  const { trader, visitor } = await newSignedInTrader(testApp);
  for (const number of SAVING_CARDS.slice(0, 4)) await addCard(visitor, { number });
  const session = await openCardSession(visitor);
  const pending = await newSetupIntent(visitor, session.id); // asked for while four were stored
  await addCard(visitor, { number: SAVING_CARDS[4] });

  const asked = await visitor.post('/api/billing/stripe/setup-intent', { unique_id: session.id });
  const pm = (await tokenise(visitor, { number: '4242424242424242' })).json().id;
  await confirm(visitor, pending.client_secret, pm, pending.return_url);
  const saved = await saveMethod(visitor, { session_id: session.id, payment_method: pm, setup_id: pending.id });

  expect(asked.statusCode).toBe(422);
  expect(asked.json()).toEqual({ errors: { general: ['You can store up to 5 cards. Please remove one first.'] } });
  expect(saved.json()).toEqual({
    success: false,
    errors: [{ code: 'card_limit', field: 'general', detailed: 'You can store up to 5 cards. Please remove one first.' }],
  });
  expect(await cardsOf(trader.id)).toHaveLength(5);
  expect((await cardsOf(trader.id)).filter((card) => card.primary)).toHaveLength(1);
});
