import { startFakeStripe, type FakeStripe } from '#server-test/fake-stripe';
import { createTestApp, type TestApp } from '#server-test/test-app';
import { deliverEvent, IDENTITY_STATE, sessionEvent } from '#server-test/test-identity';
import { signedInTrader } from '#server-test/test-trader-sessions';

// the production road: Stripe Identity through the SDK (a local fake of Stripe's API), results only by signed webhook
let fake: FakeStripe;
let stripeApp: TestApp;

beforeAll(async () => {
  fake = await startFakeStripe();
  stripeApp = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_app', STRIPE_WEBHOOK_SECRET: 'whsec_app', STRIPE_API_BASE: fake.url });
});

afterAll(async () => {
  await stripeApp.close();
  await fake.close();
});

test("start hands Stripe's hosted page; the verified event, signed with the endpoint's secret, passes the check", async () => {
  const { visitor } = await signedInTrader(stripeApp, ['plumber'], { firstName: 'Sam', lastName: 'Fletcher' });

  const { url } = (await visitor.post('/v1/account/verify/identity/start', {})).json<{ url: string }>();
  const sessionId = [...fake.verificationSessions.keys()].at(-1) ?? '';
  expect(url).toBe(`https://verify.stripe.com/start/test_${sessionId}`);
  expect((await stripeApp.app.inject({ method: 'GET', url: `/local-stripe/identity/${sessionId}` })).statusCode).toBe(404);

  // the browser coming back says nothing: the state waits for the webhook
  expect((await visitor.get(IDENTITY_STATE)).json()).toMatchObject({ status: 'requires_input' });
  const stored = fake.verificationSessions.get(sessionId);
  if (stored) Object.assign(stored, { status: 'verified', verified_outputs: { first_name: 'SAM', last_name: 'FLETCHER' } });

  const unsigned = await deliverEvent(stripeApp.app, sessionEvent(sessionId, 'verified'), { secret: 'whsec_not_this_endpoint' });
  expect(unsigned.statusCode).toBe(400);
  expect((await deliverEvent(stripeApp.app, sessionEvent(sessionId, 'verified'), { secret: 'whsec_app' })).statusCode).toBe(200);

  expect((await visitor.get(IDENTITY_STATE)).json()).toMatchObject({ status: 'verified', last_error: null });
});
