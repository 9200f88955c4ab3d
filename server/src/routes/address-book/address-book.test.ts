import { useTestApp, Visitor } from '#server-test/test-app';
import { newSignedInTrader } from '#server-test/test-users';
import { MANCHESTER_HOME, WESTMINSTER_OFFICE } from '#server-test/test-addresses';

const testApp = useTestApp();

const office = WESTMINSTER_OFFICE;
const home = MANCHESTER_HOME;

const bookOf = (visitor: Visitor) => visitor.get('/v1/account/settings/address');

test('a trader who has saved nothing has an empty address book', async () => {
  const visitor = (await newSignedInTrader(testApp)).visitor;

  const response = await bookOf(visitor);

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ address_book: { home: null, business: null } });
});

test('without a signed-in user it answers 401', async () => {
  const visitor = new Visitor(testApp.app);
  await visitor.open();

  const response = await bookOf(visitor);

  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ error: 'unauthenticated', message: 'Please sign in.' });
});

test("each trader sees only their own addresses, and a save never touches another's", async () => {
  const first = (await newSignedInTrader(testApp)).visitor;
  const second = (await newSignedInTrader(testApp)).visitor;
  await first.post('/v1/account/settings/address/save', { name: 'business', ...office, home_is_same: false });
  await first.post('/v1/account/settings/address/save', { name: 'home', ...home });

  await second.post('/v1/account/settings/address/save', { name: 'business', ...home, home_is_same: true });

  expect((await bookOf(second)).json().address_book).toEqual({
    business: { name: 'business', ...home, home_is_same: true },
    home: null,
  });
  expect((await bookOf(first)).json().address_book).toEqual({
    business: { name: 'business', ...office, home_is_same: false },
    home: { name: 'home', ...home, home_is_same: null },
  });
  expect((await first.get('/v1/account/info')).json().user.location).toEqual({ postcode: 'SW1A 1AA', work_address: true });
});
