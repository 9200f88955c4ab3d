import { randomToken } from '../lib/tokens';
import { useTestApp } from '#server-test/test-app';
import { createApiToken, createUser } from '#server-test/test-users';

const testApp = useTestApp();

const trackUrl = '/v1/trade-setup/track/native-app-visit';
const event = { page: 'lead_location', timestamp: 1_740_650_000_000, event: 'opened' };

function nativeHeaders(token: string) {
  return { authorization: `Bearer ${token}`, deviceid: 'ios-3f9c2a' };
}

test('a native-app bearer token with a deviceid header answers account info for its user', async () => {
  const trader = await createUser(testApp.database.db, {}, 'Native Builders Ltd');
  const token = await createApiToken(testApp.database.db, trader.id);

  const response = await testApp.app.inject({ method: 'GET', url: '/v1/account/info', headers: nativeHeaders(token) });

  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({
    user: { id: trader.id, email: trader.email, company: { name: 'Native Builders Ltd' } },
  });
  expect(response.cookies).toEqual([]);
});

test('an unknown bearer token signs nobody in', async () => {
  await createApiToken(testApp.database.db, (await createUser(testApp.database.db)).id);

  const response = await testApp.app.inject({
    method: 'GET',
    url: '/v1/account/info',
    headers: nativeHeaders(randomToken()),
  });

  expect(response.json()).toMatchObject({ user: null });
});

test('a POST with a valid bearer token and X-Requested-With passes CSRF without a token', async () => {
  const trader = await createUser(testApp.database.db);
  const token = await createApiToken(testApp.database.db, trader.id);

  const response = await testApp.app.inject({
    method: 'POST',
    url: trackUrl,
    headers: { ...nativeHeaders(token), 'x-requested-with': 'XMLHttpRequest' },
    payload: event,
  });

  // past CSRF, the call fails its own check: this visit id is no session of the caller
  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ errors: { sessionId: [expect.any(String)] } });
});

test('a POST with an unknown bearer token still needs the CSRF token', async () => {
  const response = await testApp.app.inject({
    method: 'POST',
    url: trackUrl,
    headers: { ...nativeHeaders(randomToken()), 'x-requested-with': 'XMLHttpRequest' },
    payload: event,
  });

  expect(response.statusCode).toBe(419);
});

test('a POST with a bearer token still needs X-Requested-With', async () => {
  const token = await createApiToken(testApp.database.db, (await createUser(testApp.database.db)).id);

  const response = await testApp.app.inject({ method: 'POST', url: trackUrl, headers: nativeHeaders(token), payload: event });

  expect(response.statusCode).toBe(400);
});
