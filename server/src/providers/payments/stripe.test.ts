import { fakeCard, startFakeStripe, type FakeStripe } from '#server-test/fake-stripe';
import { createStripeCardProvider } from './stripe';

let fake: FakeStripe;

beforeAll(async () => {
  fake = await startFakeStripe();
});

afterAll(async () => {
  await fake.close();
});

function provider() {
  return createStripeCardProvider({ secretKey: 'sk_test_fake', publishableKey: 'pk_test_fake', apiBase: fake.url });
}

test('a setup intent is created for the trader as a Stripe customer, for later off-session use', async () => {
  const cards = provider();
  const intent = await cards.createSetupIntent({ userId: 7, email: 'sam@example.co.uk' });
  const again = await cards.createSetupIntent({ userId: 7, email: 'sam@example.co.uk' });
  expect(again.id).not.toBe(intent.id);

  expect(intent).toMatchObject({ status: 'requires_payment_method', paymentMethodId: null, errorCode: null });
  expect(intent.clientSecret).toBe(`${intent.id}_secret_fake`);
  const created = fake.requests.filter((request) => request.method === 'POST' && request.path === '/v1/setup_intents');
  expect(created).toHaveLength(2);
  expect(created[0]?.form).toMatchObject({ usage: 'off_session', 'metadata[user_id]': '7', 'allowed_payment_method_types[0]': 'card' });
  expect(created[1]?.form.customer).toBe(created[0]?.form.customer);
  expect(fake.requests.filter((request) => request.path === '/v1/customers' && request.method === 'POST')).toHaveLength(1);
  expect(created[0]?.authorization).toBe('Bearer sk_test_fake');
});

test('a retrieved intent reports success with its payment method', async () => {
  const cards = provider();
  const { id } = await cards.createSetupIntent({ userId: 8, email: 'jo@example.co.uk' });
  const stored = fake.intents.get(id);
  if (stored) Object.assign(stored, { status: 'succeeded', payment_method: 'pm_card_visa' });

  expect(await cards.retrieveSetupIntent(id)).toMatchObject({ id, status: 'succeeded', paymentMethodId: 'pm_card_visa' });
});

test('a declined confirm reads as failed, with the decline code before the error code', async () => {
  const cards = provider();
  const { id } = await cards.createSetupIntent({ userId: 9, email: 'al@example.co.uk' });
  const stored = fake.intents.get(id);
  if (stored) {
    Object.assign(stored, {
      last_setup_error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      },
    });
  }

  expect(await cards.retrieveSetupIntent(id)).toMatchObject({ status: 'failed', errorCode: 'insufficient_funds' });
});

test('a retrieved payment method gives brand, last 4, expiry, the fingerprint and the billing address only', async () => {
  fake.methods.set('pm_fake_amex', fakeCard('pm_fake_amex', '0005', 'amex'));

  expect(await provider().retrievePaymentMethod('pm_fake_amex')).toEqual({
    id: 'pm_fake_amex',
    brand: 'amex',
    last4: '0005',
    expMonth: 12,
    expYear: 2030,
    fingerprint: 'fp_amex_0005',
    billing: {
      name: 'Sam Fletcher',
      line1: '1 Piccadilly',
      line2: '',
      city: 'Manchester',
      county: 'Greater Manchester',
      postcode: 'M1 1AE',
      country: 'GB',
    },
  });
});

test('an unknown payment method is null, not an error', async () => {
  expect(await provider().retrievePaymentMethod('pm_missing')).toBeNull();
});

test('a card token becomes a payment method', async () => {
  const id = await provider().paymentMethodFromToken('tok_visa');

  expect(id).toMatch(/^pm_fake/);
  expect(fake.requests.at(-1)?.form).toMatchObject({ type: 'card', 'card[token]': 'tok_visa' });
});

test('a removed card is detached at Stripe; an id Stripe no longer knows is not an error', async () => {
  fake.methods.set('pm_fake_removed', fakeCard('pm_fake_removed', '4242', 'visa'));

  await provider().detachPaymentMethod('pm_fake_removed');
  await provider().detachPaymentMethod('pm_fake_gone');

  const detached = fake.requests.filter((request) => request.method === 'POST' && request.path.endsWith('/detach'));
  expect(detached.map((request) => request.path)).toEqual([
    '/v1/payment_methods/pm_fake_removed/detach',
    '/v1/payment_methods/pm_fake_gone/detach',
  ]);
  expect(fake.methods.get('pm_fake_removed')).toMatchObject({ customer: null });
});
