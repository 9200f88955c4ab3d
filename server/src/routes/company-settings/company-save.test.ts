import { eq } from 'drizzle-orm';
import { TRADING_SINCE_IN_FUTURE, TRADING_SINCE_NOT_A_YEAR, TRADING_SINCE_TOO_EARLY } from '#common/contract/company-fields';
import { company } from '#server/db/schema/index';
import { useTestApp, Visitor } from '#server-test/test-app';
import { newSignedInTrader } from '#server-test/test-users';

const testApp = useTestApp();

const PATH = '/v1/account/settings/company/save';
const good = { type: 2, number_of_employees: 2, company_number: '', website: '', skip_name: 1 };

async function companyOf(visitor: Visitor) {
  const info = await visitor.get('/v1/account/info');
  return (info.json() as { user: { company: Record<string, unknown> } }).user.company;
}

test('saves the details, answers with the settings and the account info shows them', async () => {
  const { visitor } = await newSignedInTrader(testApp);

  const response = await visitor.post(PATH, { ...good, company_number: '09446231', website: 'https://smith.co.uk' });

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    settings: { business_type: 2, website: 'https://smith.co.uk', employees: 2 },
    company_check: { status: 'active', company_name: 'TRADESPACE TEST HEATING LTD', date_of_creation: '2014-03-12' },
  });
  expect(await companyOf(visitor)).toMatchObject({
    business_type: 2,
    employees: 2,
    company_number: '09446231',
    website: 'https://smith.co.uk',
  });
});

test.each([
  ['sc123456', 'SC123456'],
  ['9446231', '09446231'],
  [' sc 123 456 ', 'SC123456'],
  ['0944 6231', '09446231'],
])('stores the company number %j as %j', async (given, stored) => {
  const { visitor } = await newSignedInTrader(testApp);

  const response = await visitor.post(PATH, { ...good, type: 4, company_number: given });

  expect(response.statusCode).toBe(200);
  expect((await companyOf(visitor)).company_number).toBe(stored);
});

test.each(['SC12345', 'XX123456', '123456789', 'ABC', '00000000'])(
  'refuses the company number %j of a limited company under company_number',
  async (number) => {
    const { visitor } = await newSignedInTrader(testApp);

    const response = await visitor.post(PATH, { ...good, company_number: number });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      errors: { company_number: ['Please enter a valid Companies House number, like 01234567 or SC123456.'] },
    });
  },
);

test('ignores a company number for a sole trader and clears the one stored', async () => {
  const { visitor } = await newSignedInTrader(testApp);
  await visitor.post(PATH, { ...good, company_number: 'SC123456' });

  const response = await visitor.post(PATH, { ...good, type: 1, company_number: 'not a number' });

  expect(response.statusCode).toBe(200);
  expect((await companyOf(visitor)).company_number).toBeNull();
});

test.each([
  ['example.co.uk', 'https://example.co.uk'],
  ['WWW.Example.co.uk/About', 'https://www.example.co.uk/About'],
  ['http://example.com/', 'http://example.com'],
])('stores the website %j as %j', async (given, stored) => {
  const { visitor } = await newSignedInTrader(testApp);

  const response = await visitor.post(PATH, { ...good, website: given });

  expect(response.json()).toMatchObject({ settings: { website: stored } });
  expect((await companyOf(visitor)).website).toBe(stored);
});

test.each(['not a website', 'localhost', 'javascript:alert(1)', 'ftp://example.com', 'https://user:pw@example.com'])(
  'refuses the website %j under website',
  async (website) => {
    const { visitor } = await newSignedInTrader(testApp);

    const response = await visitor.post(PATH, { ...good, website });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ errors: { website: ['Please enter a valid website address.'] } });
  },
);

test('refuses a missing type under type, and a bad website at the same time', async () => {
  const { visitor } = await newSignedInTrader(testApp);

  const response = await visitor.post(PATH, { number_of_employees: 1, website: 'nope', skip_name: 1 });

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({
    errors: { type: ['Please choose your type of business.'], website: ['Please enter a valid website address.'] },
  });
});

test.each([0, 7, null])('refuses the employee band %j under number_of_employees', async (band) => {
  const { visitor } = await newSignedInTrader(testApp);

  const response = await visitor.post(PATH, { ...good, number_of_employees: band });

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({
    errors: { number_of_employees: ['Please choose how many people work in your business.'] },
  });
});

test('stores a trading-since year, keeps it when absent and refuses one in the future', async () => {
  const { trader, visitor } = await newSignedInTrader(testApp);
  const activeSince = async () => (await testApp.database.db.select().from(company).where(eq(company.userId, trader.id)))[0]?.activeSince;

  await visitor.post(PATH, { ...good, active_since: 2004 });
  await visitor.post(PATH, good);
  expect(await activeSince()).toBe(2004);

  const future = await visitor.post(PATH, { ...good, active_since: new Date().getFullYear() + 1 });
  expect(future.statusCode).toBe(422);
  expect(Object.keys(future.json().errors)).toEqual(['active_since']);
});

test.each([
  [2010, 2010],
  ['2010', 2010],
  [' 1900 ', 1900],
  [new Date().getFullYear(), new Date().getFullYear()],
])('accepts the year the business started sent as %j, saves %j and the account info shows it', async (sent, saved) => {
  const { trader, visitor } = await newSignedInTrader(testApp);

  const response = await visitor.post(PATH, { ...good, active_since: sent });

  expect(response.statusCode).toBe(200);
  const [row] = await testApp.database.db.select().from(company).where(eq(company.userId, trader.id));
  expect(row?.activeSince).toBe(saved);
  expect((await companyOf(visitor)).active_since).toBe(saved);
});

test.each([
  ['abc', TRADING_SINCE_NOT_A_YEAR],
  ['20100', TRADING_SINCE_NOT_A_YEAR],
  [2010.5, TRADING_SINCE_NOT_A_YEAR],
  [true, TRADING_SINCE_NOT_A_YEAR],
  [1899, TRADING_SINCE_TOO_EARLY],
  ['1899', TRADING_SINCE_TOO_EARLY],
  [new Date().getFullYear() + 1, TRADING_SINCE_IN_FUTURE],
  [String(new Date().getFullYear() + 1), TRADING_SINCE_IN_FUTURE],
])('refuses the year %j under active_since with a sentence and keeps the one saved', async (sent, message) => {
  const { trader, visitor } = await newSignedInTrader(testApp);
  await visitor.post(PATH, { ...good, active_since: 2004 });

  const response = await visitor.post(PATH, { ...good, active_since: sent });

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ errors: { active_since: [message] } });
  const [row] = await testApp.database.db.select().from(company).where(eq(company.userId, trader.id));
  expect(row?.activeSince).toBe(2004);
});

test.each(['', null])('an empty year (%j) clears the one saved', async (sent) => {
  const { trader, visitor } = await newSignedInTrader(testApp);
  await visitor.post(PATH, { ...good, active_since: '2004' });

  const response = await visitor.post(PATH, { ...good, active_since: sent });

  expect(response.statusCode).toBe(200);
  const [row] = await testApp.database.db.select().from(company).where(eq(company.userId, trader.id));
  expect(row?.activeSince).toBeNull();
  expect((await companyOf(visitor)).active_since).toBeNull();
});

test('without a signed-in user it answers 401', async () => {
  const visitor = new Visitor(testApp.app);
  await visitor.open();

  const response = await visitor.post(PATH, good);

  expect(response.statusCode).toBe(401);
});
