import { APP_VERSION } from '#common/app-config';
import { useTestApp, Visitor } from '#server-test/test-app';
import { createUser, signedInVisitor } from '#server-test/test-users';

const testApp = useTestApp();

test('without a session it answers 200 with no user, no alerts and the version status', async () => {
  const response = await testApp.app.inject({ method: 'GET', url: '/v1/account/info' });

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    user: null,
    alerts: [],
    version_status: { current_version: APP_VERSION, client_version: null, reload: false },
  });
});

test('an anonymous visitor with a session still gets no user', async () => {
  const visitor = new Visitor(testApp.app);
  await visitor.open();

  const response = await visitor.get('/v1/account/info');

  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ user: null });
});

test('a signed-in visitor gets their user with the company', async () => {
  const trader = await createUser(testApp.database.db, { postcode: 'SW1A 1AA' }, 'Bright Sparks Electrical');
  const visitor = await signedInVisitor(testApp, trader.id);

  const response = await visitor.get('/v1/account/info?app=web');

  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({
    user: {
      id: trader.id,
      email: trader.email,
      first_name: 'Sam',
      last_name: 'Smith',
      location: { postcode: 'SW1A 1AA' },
      company: { name: 'Bright Sparks Electrical' },
      trades: [],
      membership_status: 'PICK_SUB',
    },
    alerts: [],
  });
});

test('asked again, the reply is the same until a save changes the user, then it shows the save at once', async () => {
  const trader = await createUser(testApp.database.db, { postcode: 'LS1 4AP' }, 'Aire Valley Roofing');
  const visitor = await signedInVisitor(testApp, trader.id);
  const first = await visitor.get(`/v1/account/info?version_tag=${APP_VERSION}`);
  const again = await visitor.get(`/v1/account/info?version_tag=${APP_VERSION}`);
  const olderClient = await visitor.get('/v1/account/info?version_tag=20200101');

  const description = 'Slate and tile roofing across Leeds for twenty years, fully insured and guaranteed.';
  expect((await visitor.post('/v1/account/settings/description/save', { description })).statusCode).toBe(200);
  const afterSave = await visitor.get(`/v1/account/info?version_tag=${APP_VERSION}`);

  expect(again.body).toBe(first.body);
  expect(olderClient.json().version_status.reload).toBe(true);
  expect(first.json().user.company.description).not.toBe(description);
  expect(afterSave.json().user.company.description).toBe(description);
});

test('a client whose version tag is older than the server is told to reload', async () => {
  const response = await testApp.app.inject({ method: 'GET', url: '/v1/account/info?version_tag=20240101&app=web' });

  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({
    version_status: { current_version: APP_VERSION, client_version: '20240101', reload: true },
  });
});

test('a client on the current version is not told to reload', async () => {
  const response = await testApp.app.inject({ method: 'GET', url: `/v1/account/info?version_tag=${APP_VERSION}` });

  expect(response.json()).toMatchObject({ version_status: { client_version: APP_VERSION, reload: false } });
});

test('a version tag that is not a date is treated as unknown, not as old', async () => {
  const response = await testApp.app.inject({ method: 'GET', url: '/v1/account/info?version_tag=banana' });

  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ version_status: { client_version: null, reload: false } });
});

test('an over-long version tag answers 422 naming the field', async () => {
  const response = await testApp.app.inject({ method: 'GET', url: `/v1/account/info?version_tag=${'9'.repeat(40)}` });

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ errors: { version_tag: [expect.any(String)] } });
});
