import { eq } from 'drizzle-orm';
import { paymentMethod } from '#server/db/schema/index';
import { createTestApp, Visitor, type TestApp } from '#server-test/test-app';
import { fakeCard, startFakeStripe, type FakeStripe } from '#server-test/fake-stripe';
import { readPageScript } from '#server-test/page-script';
import { createUser, signedInVisitor } from '#server-test/test-users';
import { newSetupIntent, openCardSession, ping, saveMethod } from '#server-test/test-cards';

let fake: FakeStripe;
let stripeApp: TestApp;
let localApp: TestApp;

beforeAll(async () => {
  fake = await startFakeStripe();
  stripeApp = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_app', STRIPE_PUBLISHABLE_KEY: 'pk_test_app', STRIPE_API_BASE: fake.url });
  localApp = await createTestApp({}, { database: stripeApp.database });
});

afterAll(async () => {
  await localApp.close();
  await stripeApp.close();
  await fake.close();
});

test('with Stripe keys the card is set up at Stripe and saved from its payment method', async () => {
  const trader = await createUser(stripeApp.database.db);
  const visitor = await signedInVisitor(stripeApp, trader.id);
  const session = await openCardSession(visitor);
  const intent = await newSetupIntent(visitor, session.id);
  const stripeIntent = [...fake.intents.values()].find((candidate) => candidate.client_secret === intent.client_secret);
  fake.methods.set('pm_fake_3155', fakeCard('pm_fake_3155', '3155', 'visa'));
  if (stripeIntent) Object.assign(stripeIntent, { status: 'succeeded', payment_method: 'pm_fake_3155' });

  expect((await ping(visitor, intent.id, session.id)).json()).toMatchObject({ status: 'succeeded' });
  const saved = await saveMethod(visitor, { session_id: session.id, payment_method: 'pm_fake_3155', setup_id: intent.id });

  expect(saved.json()).toMatchObject({ success: true, method: { last4: '3155', brand: 'visa', primary: true } });
  const [row] = await stripeApp.database.db.select().from(paymentMethod).where(eq(paymentMethod.userId, trader.id));
  expect(row).toMatchObject({ provider: 'stripe', providerMethodId: 'pm_fake_3155', postcode: 'M1 1AE' });
});

test('with Stripe the page names it with the publishable key and its CSP allows Stripe.js', async () => {
  const page = await new Visitor(stripeApp.app).open('/tradespeople-setup/verify/billing');
  const csp = String(page.headers['content-security-policy']);

  expect(readPageScript(page.body).config.cards).toEqual({ provider: 'stripe', publishableKey: 'pk_test_app' });
  expect(csp).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
  expect(csp).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com [^;]*https:\/\/hooks\.stripe\.com/);
  expect(csp).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/);
});

test('with Stripe the local vault and test bank do not exist', async () => {
  const visitor = new Visitor(stripeApp.app);

  const vault = await visitor.request(
    'POST',
    '/local-stripe/v1/payment_methods',
    { type: 'card', card: { number: '4242424242424242', exp_month: 1, exp_year: 2030, cvc: '123' } },
    {},
  );
  const bank = await visitor.request('GET', '/dev-bank/3ds/chal_x', undefined, {});

  expect(vault.statusCode).toBe(404);
  expect(bank.statusCode).toBe(404);
});

test('with the local provider the page loads no Stripe.js and may frame our own test bank', async () => {
  const page = await new Visitor(localApp.app).open('/tradespeople-setup/verify/billing');
  const csp = String(page.headers['content-security-policy']);

  expect(readPageScript(page.body).config.cards).toEqual({ provider: 'local', publishableKey: null });
  expect(csp).not.toContain('stripe.com');
  expect(csp).toMatch(/frame-src [^;]*'self'/);
});
