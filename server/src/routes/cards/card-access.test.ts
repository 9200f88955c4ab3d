import { useTestApp, Visitor } from '#server-test/test-app';
import { newSignedInTrader } from '#server-test/test-users';
import { newSetupIntent, openCardSession, ping } from '#server-test/test-cards';

const testApp = useTestApp();

test('a setup id or card session of another trader is refused', async () => {
  const first = await newSignedInTrader(testApp);
  const second = await newSignedInTrader(testApp);
  const session = await openCardSession(first.visitor);
  const intent = await newSetupIntent(first.visitor, session.id);

  const foreignSession = await second.visitor.post('/api/billing/stripe/setup-intent', { unique_id: session.id });
  const ownSession = await openCardSession(second.visitor);
  const foreignSetup = await ping(second.visitor, intent.id, ownSession.id);

  expect(foreignSession.statusCode).toBe(422);
  expect(foreignSetup.json()).toEqual({ errors: { general: ['This card setup has expired. Please try again.'] } });
});

test('pings stop counting after ten', async () => {
  const { visitor } = await newSignedInTrader(testApp);
  const session = await openCardSession(visitor);
  const intent = await newSetupIntent(visitor, session.id);
  for (let index = 0; index < 10; index += 1) expect((await ping(visitor, intent.id, session.id)).statusCode).toBe(200);

  const eleventh = await ping(visitor, intent.id, session.id);

  expect(eleventh.statusCode).toBe(422);
  expect(eleventh.json().errors.general[0]).toMatch(/in time/);
});

test.each([
  ['GET', '/v1/account/billing/methods'],
  ['POST', '/v1/account/billing/methods'],
  ['POST', '/v1/account/billing/methods/add'],
  ['POST', '/api/billing/stripe/setup-method'],
  ['POST', '/api/billing/stripe/setup-intent'],
  ['POST', '/api/billing/stripe/setup-intent/ping'],
  ['POST', '/api/billing/stripe/logging'],
] as const)('%s %s needs a signed-in trader (401)', async (method, url) => {
  const visitor = new Visitor(testApp.app);
  await visitor.open();
  const body = {
    session_id: 'cs_x',
    payment_method: 'pm_x',
    setup_id: 'cset_x',
    unique_id: 'cs_x',
    stripeToken: 'tok_x',
    event: 'x',
    data: {},
  };

  const reply = method === 'GET' ? await visitor.get(url) : await visitor.post(url, body);

  expect(reply.statusCode).toBe(401);
});
