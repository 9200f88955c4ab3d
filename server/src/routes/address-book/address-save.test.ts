import { eq } from 'drizzle-orm';
import { POSTCODE_AREA_UNKNOWN } from '#common/contract/calls/address-book';
import { address } from '#server/db/schema/index';
import { useTestApp, Visitor } from '#server-test/test-app';
import { newSignedInTrader } from '#server-test/test-users';
import { MANCHESTER_HOME, WESTMINSTER_OFFICE } from '#server-test/test-addresses';

const testApp = useTestApp();

// as a person might type it: a second line, the postcode in lower case without its space
const office = { ...WESTMINSTER_OFFICE, line_2: 'Pimlico', postcode: 'sw1a1aa' };
const home = MANCHESTER_HOME;

const save = (visitor: Visitor, body: Record<string, unknown>) => visitor.post('/v1/account/settings/address/save', body);
const book = async (visitor: Visitor) => (await visitor.get('/v1/account/settings/address')).json().address_book;
const rowsOf = (userId: number) => testApp.database.db.select().from(address).where(eq(address.userId, userId));

test('saving the business address puts it in the address book and makes it the work postcode', async () => {
  const { visitor } = await newSignedInTrader(testApp, { postcode: 'M1 1AE' });

  const response = await save(visitor, { name: 'business', ...office, home_is_same: false });

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ success: true });
  expect(await book(visitor)).toEqual({
    business: { name: 'business', ...office, postcode: 'SW1A 1AA', home_is_same: false },
    home: null,
  });
  const info = await visitor.get('/v1/account/info');
  expect(info.json().user.location).toMatchObject({ postcode: 'SW1A 1AA' });
});

// decision 068: after "Postcode not found." the manual address still saves when the postcode is a real UK one
test.each([
  ['ls99 9zz', 'LS99 9ZZ', 'United Kingdom'],
  ['BT99 9ZZ', 'BT99 9ZZ', 'United Kingdom'],
  ['IM99 9ZZ', 'IM99 9ZZ', 'Isle of Man'],
])('a postcode no lookup knows (%s) but in a UK area saves as the work address', async (typed, stored, country) => {
  const { trader, visitor } = await newSignedInTrader(testApp, { postcode: 'M1 1AE' });
  const lookup = await visitor.post('/v1/helpers/address', { postcode: typed });
  expect(lookup.json()).toEqual({ errors: { postcode: ['Postcode not found.'] } });

  const response = await save(visitor, { name: 'business', ...office, postcode: typed, country });

  expect(response.statusCode).toBe(200);
  expect(await rowsOf(trader.id)).toEqual([expect.objectContaining({ kind: 'business', postcode: stored, country })]);
  expect((await visitor.get('/v1/account/info')).json().user.location.postcode).toBe(stored);
});

test('with the home address the same, the business row says so and no separate home is kept', async () => {
  const { trader, visitor } = await newSignedInTrader(testApp, { postcode: 'M1 1AE' });
  await save(visitor, { name: 'home', ...home });

  await save(visitor, { name: 'business', ...office, home_is_same: true });

  expect(await book(visitor)).toMatchObject({ business: { line_1: '10 Church Road', home_is_same: true }, home: null });
  expect((await rowsOf(trader.id)).map((row) => row.kind)).toEqual(['business']);
});

test('a separate home address is kept beside the business one and clears home-is-same', async () => {
  const { visitor } = await newSignedInTrader(testApp, { postcode: 'M1 1AE' });
  await save(visitor, { name: 'business', ...office, home_is_same: true });

  const response = await save(visitor, { name: 'home', ...home, home_is_same: true });

  expect(response.statusCode).toBe(200);
  expect(await book(visitor)).toEqual({
    business: { name: 'business', ...office, postcode: 'SW1A 1AA', home_is_same: false },
    home: { name: 'home', ...home, home_is_same: null },
  });
  const info = await visitor.get('/v1/account/info');
  expect(info.json().user.location).toMatchObject({ postcode: 'SW1A 1AA' });
});

test('a second save of the same kind replaces the first: one row per kind', async () => {
  const { trader, visitor } = await newSignedInTrader(testApp, { postcode: 'M1 1AE' });
  await save(visitor, { name: 'business', ...office, home_is_same: false });

  await save(visitor, { name: 'business', ...home });

  expect(await book(visitor)).toMatchObject({ business: { line_1: '4 Mill Lane', postcode: 'M1 1AE', home_is_same: false } });
  expect(await rowsOf(trader.id)).toHaveLength(1);
  expect((await visitor.get('/v1/account/info')).json().user.location).toMatchObject({ postcode: 'M1 1AE' });
});

test.each([
  ['line_1', 'You must enter your full address.'],
  ['postal_town', 'You must specify the town/city.'],
  ['postcode', 'Please enter your postcode.'],
  ['country', 'You must specify the country.'],
] as const)('without %s it answers 422 under that field', async (field, message) => {
  const { trader, visitor } = await newSignedInTrader(testApp, { postcode: 'M1 1AE' });

  for (const body of [{ ...office, [field]: '' }, Object.fromEntries(Object.entries(office).filter(([key]) => key !== field))]) {
    const response = await save(visitor, { name: 'business', ...body });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ errors: { [field]: [message] } });
  }
  expect(await rowsOf(trader.id)).toEqual([]);
});

test.each([
  ['line_2', { line_2: 'x'.repeat(101) }, 'The second line of the address may not be longer than 100 characters.'],
  ['county', { county: 'x'.repeat(101) }, 'The county may not be longer than 100 characters.'],
  ['postcode', { postcode: 'not a postcode' }, 'Please enter a valid UK postcode, like SW1A 1AA.'],
  ['postcode', { postcode: 'ZZ9 9ZZ' }, POSTCODE_AREA_UNKNOWN],
  ['postcode', { postcode: 'QQ1 1AA' }, POSTCODE_AREA_UNKNOWN],
  ['country', { country: 'France' }, 'We can only accept addresses in the UK, the Isle of Man and the Channel Islands.'],
] as const)('refuses a bad %s with 422 under it', async (field, change, message) => {
  const { trader, visitor } = await newSignedInTrader(testApp, { postcode: 'M1 1AE' });

  const response = await save(visitor, { name: 'business', ...office, ...change });

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ errors: { [field]: [message] } });
  expect(await rowsOf(trader.id)).toEqual([]);
  expect((await visitor.get('/v1/account/info')).json().user.location).toMatchObject({ postcode: 'M1 1AE' });
});

test('the country is matched in any letter case, and "Channel Islands" becomes the island', async () => {
  const { visitor } = await newSignedInTrader(testApp, { postcode: 'M1 1AE' });
  const island = { line_1: '1 High Street', line_2: '', postal_town: 'St Peter Port', county: '', postcode: 'GY1 1AA' };

  await save(visitor, { name: 'business', ...office, country: 'united kingdom' });
  await save(visitor, { name: 'home', ...island, country: 'Channel Islands' });

  expect(await book(visitor)).toMatchObject({ business: { country: 'United Kingdom' }, home: { country: 'Guernsey' } });
});

test('refuses an address that is neither business nor home', async () => {
  const { visitor } = await newSignedInTrader(testApp, { postcode: 'M1 1AE' });

  const response = await save(visitor, { name: 'holiday', ...office });

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ errors: { name: ['Please say which address this is.'] } });
});

test('without a signed-in user it answers 401 and saves nothing', async () => {
  const visitor = new Visitor(testApp.app);
  await visitor.open();

  const response = await save(visitor, { name: 'business', ...office });

  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ error: 'unauthenticated', message: 'Please sign in.' });
});

test('refuses a save without the CSRF token', async () => {
  const { trader, visitor } = await newSignedInTrader(testApp, { postcode: 'M1 1AE' });
  visitor.cookies.delete('XSRF-TOKEN');

  expect((await save(visitor, { name: 'business', ...office })).statusCode).toBe(419);
  expect(await rowsOf(trader.id)).toEqual([]);
});
