import Stripe from 'stripe';
import { isSignedPayload, signPayload } from '#server/lib/stripe-signature';
import { startFakeStripe, type FakeStripe } from '#server-test/fake-stripe';
import { createStripeIdentityProvider } from './stripe';

let fake: FakeStripe;

beforeAll(async () => {
  fake = await startFakeStripe();
});

afterAll(async () => {
  await fake.close();
});

const provider = () => createStripeIdentityProvider({ secretKey: 'sk_test_fake', webhookSecret: 'whsec_fake', apiBase: fake.url });

test('a check is a document verification session with a matching selfie, returning to my account', async () => {
  const session = await provider().createSession({
    userId: 7,
    firstName: 'Sam',
    lastName: 'Fletcher',
    returnUrl: 'https://tradespace.test/my-account?identity=done',
  });

  expect(session.url).toBe(`https://verify.stripe.com/start/test_${session.id}`);
  const created = fake.requests.find((request) => request.path === '/v1/identity/verification_sessions');
  expect(created?.form).toEqual({
    type: 'document',
    'options[document][require_matching_selfie]': 'true',
    'metadata[user_id]': '7',
    return_url: 'https://tradespace.test/my-account?identity=done',
  });
  expect(created?.authorization).toBe('Bearer sk_test_fake');
});

test('the verified name is read from the session, asking for its verified outputs; null until it is verified', async () => {
  const { id } = await provider().createSession({ userId: 8, firstName: 'Jo', lastName: 'Bloggs', returnUrl: 'https://tradespace.test/' });
  expect(await provider().verifiedName(id)).toBeNull();

  const stored = fake.verificationSessions.get(id);
  if (stored) Object.assign(stored, { status: 'verified', verified_outputs: { first_name: 'JO', last_name: 'BLOGGS', dob: null } });

  expect(await provider().verifiedName(id)).toEqual({ firstName: 'JO', lastName: 'BLOGGS' });
});

test("our signature is Stripe's: the SDK accepts ours, and we accept the SDK's", () => {
  const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'identity.verification_session.verified' });
  const sdk = new Stripe('sk_test_fake');

  expect(sdk.webhooks.constructEvent(payload, signPayload(payload, 'whsec_fake'), 'whsec_fake').id).toBe('evt_1');
  expect(isSignedPayload(payload, sdk.webhooks.generateTestHeaderString({ payload, secret: 'whsec_fake' }), 'whsec_fake')).toBe(true);
  expect(isSignedPayload(payload, sdk.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' }), 'whsec_fake')).toBe(false);
});
