import { eq } from 'drizzle-orm';
import { paymentMethod } from '#server/db/schema/index';
import { useTestApp } from '#server-test/test-app';
import { newSignedInTrader } from '#server-test/test-users';
import { addCard, newSetupIntent, openCardSession, ping, tokenise } from '#server-test/test-cards';

const testApp = useTestApp();

// each of Stripe's test cards lands under its field with its text
test.each([
  ['4000000000000002', 'generic_decline', 'general', 'Your card was declined. Please try another card.'],
  ['4000000000009995', 'insufficient_funds', 'general', 'Your card has insufficient funds. Please try another card.'],
  ['4000000000000127', 'incorrect_cvc', 'cvc', "Your card's security code is incorrect."],
  ['4000000000000069', 'expired_card', 'expiry', 'Your card has expired.'],
  ['4000000000000119', 'processing_error', 'general', 'An error occurred while processing your card. Please try again in a little while.'],
  ['4000000000000036', 'incorrect_zip', 'postcode', "Your card's postcode does not match the one your bank holds."],
])('%s is refused at confirm with %s, shown under %s, and no card is kept', async (number, code, field, detailed) => {
  const { trader, visitor } = await newSignedInTrader(testApp);

  const { confirmed, saved, session, intent } = await addCard(visitor, { number });

  expect(confirmed?.statusCode).toBe(402);
  expect(confirmed?.json().error).toMatchObject({ type: 'card_error' });
  expect(saved?.json()).toEqual({ success: false, errors: [{ code, field, detailed }] });
  expect((await ping(visitor, intent.id, session.id)).json()).toMatchObject({ status: 'failed', error: { code, field, detailed } });
  expect(await testApp.database.db.select().from(paymentMethod).where(eq(paymentMethod.userId, trader.id))).toEqual([]);
});

test.each([
  [{ number: '4242424242424241' }, 'incorrect_number', 'number'],
  [{ number: '' }, 'incomplete_number', 'number'],
  [{ number: '4242 4242 4242 424x' }, 'invalid_number', 'number'],
  [{ number: '4242424242424242', exp_month: 13 }, 'invalid_expiry_month', 'exp_month'],
  [{ number: '4242424242424242', exp_year: 2019 }, 'invalid_expiry_year_past', 'exp_year'],
  [{ number: '4242424242424242', exp_year: 2199 }, 'invalid_expiry_year', 'exp_year'],
  [{ number: '4242424242424242', cvc: '12' }, 'invalid_cvc', 'cvc'],
  [{ number: '378282246310005', cvc: '123' }, 'invalid_cvc', 'cvc'],
])('the vault refuses %o with %s (Luhn, expiry and security code checks)', async (card, code, param) => {
  const { visitor } = await newSignedInTrader(testApp);

  const reply = await tokenise(visitor, card);

  expect(reply.statusCode).toBe(402);
  expect(reply.json()).toEqual({ error: { type: 'card_error', code, message: expect.any(String), param } });
});

test('a card number that is no test card is declined, as in Stripe test mode', async () => {
  const { visitor } = await newSignedInTrader(testApp);

  const { saved } = await addCard(visitor, { number: '4111 1111 1111 1111' });

  expect(saved?.json()).toMatchObject({ success: false, errors: [{ code: 'test_mode_live_card', field: 'general' }] });
});

test('a Discover card is tokenised like Stripe would, but our save refuses it under number', async () => {
  const { visitor } = await newSignedInTrader(testApp);

  const { saved } = await addCard(visitor, { number: '6011111111111117' });

  expect(saved?.json()).toEqual({
    success: false,
    errors: [{ code: 'unsupported_brand', field: 'number', detailed: 'We only accept Visa, Mastercard and American Express cards.' }],
  });
});

test('a payment method that is not the one the intent was confirmed with is refused', async () => {
  const { visitor } = await newSignedInTrader(testApp);
  const session = await openCardSession(visitor);
  const intent = await newSetupIntent(visitor, session.id);
  const other = (await tokenise(visitor, { number: '4242424242424242' })).json().id;

  const saved = await visitor.post('/v1/account/billing/methods', {
    session_id: session.id,
    payment_method: other,
    setup_id: intent.id,
    terms: true,
  });

  expect(saved.json()).toMatchObject({ success: false, errors: [{ code: 'setup_incomplete', field: 'general' }] });
});

test('the TOKEN method saves a card from a one-off token, once', async () => {
  const { visitor } = await newSignedInTrader(testApp);
  const session = await openCardSession(visitor);
  const token = await visitor.request(
    'POST',
    '/local-stripe/v1/tokens',
    { card: { number: '5555555555554444', exp_month: 1, exp_year: 2032, cvc: '321' } },
    {},
  );
  const body = { session_id: session.id, stripeToken: token.json().id, terms: true };

  const first = await visitor.post('/v1/account/billing/methods/add', body);
  const again = await visitor.post('/v1/account/billing/methods/add', body);

  expect(first.json()).toMatchObject({
    success: true,
    method: { last4: '4444', brand: 'mastercard', expiry_format: '01/2032', primary: true },
  });
  expect(again.json()).toMatchObject({ success: false, errors: [{ code: 'resource_missing' }] });
});
